import type { PageModule, SliceState } from '../shell/pageTypes';
import { JoinPage } from './join/JoinPage';
import { joinSaga } from './join/joinSagas';
import { joinSlice } from './join/joinSlice';

/** /onboarding/join's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: JoinPage, slices: [joinSlice], sagas: [joinSaga] };

declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof joinSlice> {}
}
