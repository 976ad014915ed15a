import type { PageModule, SliceState } from '../shell/pageTypes';
import { accountRecoverySaga } from './accountRecoverySagas';
import { accountRecoverySlice } from './accountRecoverySlice';
import { AccountRecoveryPage } from './components/AccountRecoveryPage';

/** /account-recovery's lazy module (a plain-layout page, see src/app/console/PlainPages.tsx). */
export const page: PageModule = { Page: AccountRecoveryPage, slices: [accountRecoverySlice], sagas: [accountRecoverySaga] };

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof accountRecoverySlice> {}
}
