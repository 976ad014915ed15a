import type { PageModule, SliceState } from '../shell/pageTypes';
import { TimeworkPage } from './components/TimeworkPage';
import { timeworkSaga } from './timeworkSagas';
import { timeworkSlice } from './timeworkSlice';

/** The business-hours page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: TimeworkPage, slices: [timeworkSlice], sagas: [timeworkSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof timeworkSlice> {}
}
