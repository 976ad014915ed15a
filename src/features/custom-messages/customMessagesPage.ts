import type { PageModule, SliceState } from '../shell/pageTypes';
import { CustomMessagesPage } from './components/CustomMessagesPage';
import { customMessagesPageSaga } from './customMessagesSagas';
import { customMessagesPageSlice } from './customMessagesSlice';

/** The custom-message page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: CustomMessagesPage, slices: [customMessagesPageSlice], sagas: [customMessagesPageSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof customMessagesPageSlice> {}
}
