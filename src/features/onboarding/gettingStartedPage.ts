import type { PageModule } from '../shell/pageTypes';
import { GettingStartedPage } from './components/GettingStartedPage';
import { onboardingSaga } from './onboardingSagas';
import { onboardingSlice } from './onboardingSlice';

/** /onboarding/getting-started's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: GettingStartedPage, slices: [onboardingSlice], sagas: [onboardingSaga] };
