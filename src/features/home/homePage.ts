import type { PageModule, SliceState } from '../shell/pageTypes';
import { HomePage } from './components/HomePage';
import { homeSaga } from './homeSagas';
import { homeSlice } from './homeSlice';

/** The home page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: HomePage, slices: [homeSlice], sagas: [homeSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof homeSlice> {}
}
