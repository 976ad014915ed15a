import type { PageModule, SliceState } from '../shell/pageTypes';
import { CreatingWorkspacePage } from './components/CreatingWorkspacePage';
import { onboardingSaga } from './onboardingSagas';
import { onboardingSlice } from './onboardingSlice';

/** /onboarding/creating-workspace's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: CreatingWorkspacePage, slices: [onboardingSlice], sagas: [onboardingSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof onboardingSlice> {}
}
