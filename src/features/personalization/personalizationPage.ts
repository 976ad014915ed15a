import type { PageModule, SliceState } from '../shell/pageTypes';
import { PersonalizationPage } from './components/PersonalizationPage';
import { personalizationSaga } from './personalizationSagas';
import { personalizationSlice } from './personalizationSlice';

/** The personalization page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: PersonalizationPage, slices: [personalizationSlice], sagas: [personalizationSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof personalizationSlice> {}
}
