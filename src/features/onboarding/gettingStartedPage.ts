import type { PageModule, SliceState } from '../shell/pageTypes';
import { GettingStartedPage } from './components/GettingStartedPage';
import { onboardingSaga } from './onboardingSagas';
import { onboardingSlice } from './onboardingSlice';

/** /onboarding/getting-started's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: GettingStartedPage, slices: [onboardingSlice], sagas: [onboardingSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof onboardingSlice> {}
}
