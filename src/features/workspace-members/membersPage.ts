import type { PageModule, SliceState } from '../shell/pageTypes';
import { MembersPage } from './components/MembersPage';
import { memberAdminSaga } from './memberAdminSagas';
import { memberAdminSlice } from './memberAdminSlice';
import { workspaceMembersSaga } from './workspaceMembersSagas';
import { workspaceMembersSlice } from './workspaceMembersSlice';

/** The members page's lazy module (registered in src/app/console/pages/registry.ts). */
export const page: PageModule = {
  Page: MembersPage,
  slices: [workspaceMembersSlice, memberAdminSlice],
  sagas: [workspaceMembersSaga, memberAdminSaga],
};

// The typed hooks know this page's slices (src/app/hooks.ts: usePageSelector).
declare module '../shell/pageTypes' {
  interface PageStates extends SliceState<typeof workspaceMembersSlice>, SliceState<typeof memberAdminSlice> {}
}
