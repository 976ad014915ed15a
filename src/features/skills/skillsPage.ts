import type { PageModule, SliceState } from '../shell/pageTypes';
import { SkillsPage } from './components/SkillsPage';
import { skillsPageSaga } from './skillsSagas';
import { skillsPageSlice } from './skillsSlice';

/** The skill page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: SkillsPage, slices: [skillsPageSlice], sagas: [skillsPageSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof skillsPageSlice> {}
}
