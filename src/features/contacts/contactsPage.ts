import type { PageModule, SliceState } from '../shell/pageTypes';
import { ContactsPage } from './components/ContactsPage';
import { contactsSaga } from './contactsSagas';
import { contactsSlice } from './contactsSlice';

/** The contacts page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: ContactsPage, slices: [contactsSlice], sagas: [contactsSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof contactsSlice> {}
}
