import type { PageModule, SliceState } from '../shell/pageTypes';
import { GrantAccessPage } from './components/GrantAccessPage';
import { grantAccessSaga } from './grantAccessSagas';
import { grantAccessSlice } from './grantAccessSlice';

/** The grant-access page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = { Page: GrantAccessPage, slices: [grantAccessSlice], sagas: [grantAccessSaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof grantAccessSlice> {}
}
