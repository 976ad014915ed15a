import type { PageModule } from '../shell/pageTypes';
import { ContactsPage } from './components/ContactsPage';
import { contactsSaga } from './contactsSagas';
import { contactsSlice } from './contactsSlice';

/** The contacts page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: ContactsPage, slices: [contactsSlice], sagas: [contactsSaga] };
