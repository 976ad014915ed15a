import type { PageModule, SliceState } from '../shell/pageTypes';
import { SlaPage } from './components/SlaPage';
import { slaPageSaga } from './slaSagas';
import { slaPageSlice } from './slaSlice';

/** The SLA page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: SlaPage, slices: [slaPageSlice], sagas: [slaPageSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof slaPageSlice> {}
}
