// The members page in a real store with its two sagas and the api answered by routes (tests only).
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/makeStore';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { directorySlice } from '../../directory/directorySlice';
import { errorsSlice } from '../../errors/errorsSlice';
import { noticeSlice } from '../../errors/noticeSlice';
import { memberAdminSaga } from '../memberAdminSagas';
import { memberAdminSlice } from '../memberAdminSlice';
import { ADMIN_ROUTES } from './memberAdminTesting';
import { workspaceMembersSaga } from '../workspaceMembersSagas';
import { workspaceMembersSlice } from '../workspaceMembersSlice';
import { MembersPage } from '../components/MembersPage';

export function renderMembersPage(routes: Record<string, RouteHandler>, role: 'Administrator' | 'Agent' = 'Administrator') {
  const { http, calls } = routedHttp({ ...ADMIN_ROUTES, ...routes });
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      workspaceMembers: workspaceMembersSlice.reducer,
      memberAdmin: memberAdminSlice.reducer,
      directory: directorySlice.reducer,
      notice: noticeSlice.reducer,
      errors: errorsSlice.reducer,
    },
    deps: { http },
    sagas: [workspaceMembersSaga, memberAdminSaga],
  });
  store.dispatch(statusReceived({ auth: anAuth(role, ['/settings']), receivedAt: 1 }));
  render(
    <Provider store={store}>
      <MembersPage />
    </Provider>,
  );
  return { store, calls };
}
