import type { PageModule, SliceState } from '../shell/pageTypes';
import { SpectatorPage } from './components/SpectatorPage';
import { spectatorSaga } from './spectatorSagas';
import { spectatorSlice } from './spectatorSlice';

/** /spectator's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: SpectatorPage, slices: [spectatorSlice], sagas: [spectatorSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof spectatorSlice> {}
}
