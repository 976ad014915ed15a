import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { ApiError } from '../../../services/http';
import { silentLogger } from '../../../services/logger';
import { routedHttp, type RouteHandler } from '../../../services/testing/routedHttp';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { anAuth } from '../../auth/testing/authFixture';
import { errorsSaga } from '../../errors/errorsSagas';
import { errorsSlice } from '../../errors/errorsSlice';
import { joinSaga } from './joinSagas';
import { joinOpened, joinSlice } from './joinSlice';

const PREVIEW = 'POST /v2/api/invitations/preview';
const ACCEPT = 'POST /v2/api/invitations/accept';

function setup(routes: Record<string, RouteHandler>) {
  const { http, calls } = routedHttp(routes);
  const store = makeStore({
    reducer: { auth: authSlice.reducer, join: joinSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, logger: silentLogger },
    sagas: [joinSaga, errorsSaga],
  });
  // The shell's auth saga is not running: answer each session check as it would for a signed-in invitee.
  store.subscribe(() => {
    if (store.getState().auth.status === 'checking') store.dispatch(statusReceived({ auth: anAuth('Agent', ['/home']), receivedAt: 1 }));
  });
  return { store, calls };
}

const settled = (store: ReturnType<typeof setup>['store']) =>
  new Promise<void>((resolve) => {
    const check = () => ['joined', 'stopped'].includes(store.getState().join.status) && resolve();
    store.subscribe(check);
    check();
  });

describe('joining through the link', () => {
  it('checks the link, then the session, accepts with the token and reads the session again', async () => {
    const { store, calls } = setup({
      [PREVIEW]: () => ({ result: 'success', data: { workspaceName: 'Acme', email: 'jo@x.test', role: 'Agent' } }),
      [ACCEPT]: () => ({ result: 'success', data: { workspaceId: 'w1' } }),
    });
    store.dispatch(joinOpened('tok'));
    await settled(store);
    expect(store.getState().join).toMatchObject({ status: 'joined', invitation: { workspaceName: 'Acme' } });
    expect(calls.map((c) => [c.key, c.body])).toEqual([
      [PREVIEW, { token: 'tok' }],
      [ACCEPT, { token: 'tok' }],
    ]);
  });

  it('shows an expired link as the full-page error before any session check', async () => {
    const message = 'The invitation link has expired: it was already used or revoked.';
    const { store, calls } = setup({ [PREVIEW]: () => { throw new ApiError(404, message, { result: 'error', message }); } });
    const checks: string[] = [];
    store.subscribe(() => store.getState().auth.status === 'checking' && checks.push('checked'));
    store.dispatch(joinOpened('old'));
    await settled(store);
    expect(store.getState().errors.fullPage).toEqual({ message });
    expect(calls.map((c) => c.key)).toEqual([PREVIEW]);
    expect(checks).toEqual([]);
  });

  it('stops with the full-page error when the join fails', async () => {
    const message = 'Failed to join workspace: this invitation is for jo@x.test.';
    const { store } = setup({
      [PREVIEW]: () => ({ result: 'success', data: { workspaceName: 'Acme', email: 'jo@x.test', role: 'Agent' } }),
      [ACCEPT]: () => { throw new ApiError(403, message, { result: 'error', message }); },
    });
    store.dispatch(joinOpened('tok'));
    await settled(store);
    expect(store.getState().join.status).toBe('stopped');
    expect(store.getState().errors.fullPage).toEqual({ message });
  });
});
