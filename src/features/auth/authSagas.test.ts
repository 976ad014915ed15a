import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSaga } from './authSagas';
import { authSlice, logoutRequested, sessionCheckRequested } from './authSlice';

const AUTH: AuthResponse = {
  result: 'success',
  user: {
    id: 'u1',
    username: 'ana',
    email: 'ana@example.test',
    phone: null,
    token: 't',
    jwt: 'j',
    profile_image_url: null,
    status: 'available',
  },
  workspace: { id: 'w1', name: 'My Workspace', botid: 'b1', owner: 'u1', role: 'Administrator', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }, { url: '/app/chat' }],
};

type Handler = () => unknown;

/** A fake http client answering from a table of "METHOD url" → handler; handlers throw ApiErrors. */
function fakeHttp(routes: Record<string, Handler | Handler[]>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const counters = new Map<string, number>();
  const answer = async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const key = `${method} ${url}`;
    const route = routes[key];
    if (!route) throw new ApiError(404, `no route ${key}`, null);
    const n = counters.get(key) ?? 0;
    counters.set(key, n + 1);
    const handler = Array.isArray(route) ? route[Math.min(n, route.length - 1)]! : route;
    return handler();
  };
  const http: HttpClient = {
    get: (url) => answer('GET', url) as never,
    post: (url, body) => answer('POST', url, body) as never,
    put: (url, body) => answer('PUT', url, body) as never,
  };
  return { http, calls };
}

const unauthorized = () => {
  throw new ApiError(401, 'Unauthorized', { result: 'error', message: 'Unauthorized' });
};

function setup(routes: Record<string, Handler | Handler[]>) {
  const { http, calls } = fakeHttp(routes);
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  const store = makeStore({
    reducer: { auth: authSlice.reducer },
    deps: { http, location, clock: { now: () => 1_000 } },
    sagas: [authSaga],
  });
  return { store, calls, location };
}

describe('session check', () => {
  it('stores the user, workspace and access when GET /auth succeeds', async () => {
    const { store, location } = setup({ 'GET /v2/api/auth': () => AUTH });

    store.dispatch(sessionCheckRequested());

    await vi.waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
    expect(store.getState().auth).toMatchObject({ user: AUTH.user, workspace: AUTH.workspace, access: AUTH.access, lastRequest: 1_000 });
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('runs the SSO attach chain on 401 and then reads the status again', async () => {
    const { store, calls } = setup({
      'GET /v2/api/auth': [unauthorized, () => AUTH],
      'GET /v2/api/auth/attach': () => ({ result: 'success', data: '/v2/api/sso/attach?broker=console' }),
      'GET /v2/api/sso/attach?broker=console': () => ({ result: 'success', data: 'verify-1' }),
      'POST /v2/api/auth/verify': () => ({ result: 'success' }),
    });

    store.dispatch(sessionCheckRequested());

    await vi.waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /v2/api/auth',
      'GET /v2/api/auth/attach',
      'GET /v2/api/sso/attach?broker=console',
      'POST /v2/api/auth/verify',
      'GET /v2/api/auth',
    ]);
    expect(calls[3]?.body).toEqual({ verify: 'verify-1' });
  });

  it('goes to the login page, continuing to the chat app, when the browser has no SSO session', async () => {
    const { store, location } = setup({
      'GET /v2/api/auth': unauthorized,
      'GET /v2/api/auth/attach': () => ({ result: 'success', data: '/v2/api/sso/attach' }),
      'GET /v2/api/sso/attach': unauthorized,
    });

    store.dispatch(sessionCheckRequested());

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/v2/api/sso/login?continue=%2Fv2%2Fapp%2Fchat'));
    expect(store.getState().auth.status).toBe('redirectingToLogin');
  });

  it('goes to the login page when the attach itself answers 401', async () => {
    const { store, location } = setup({ 'GET /v2/api/auth': unauthorized, 'GET /v2/api/auth/attach': unauthorized });

    store.dispatch(sessionCheckRequested());

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledTimes(1));
  });

  it('records a failure on a server error and keeps the store alive', async () => {
    const { store } = setup({
      'GET /v2/api/auth': [
        () => {
          throw new ApiError(500, 'Internal error', null);
        },
        () => AUTH,
      ],
    });

    store.dispatch(sessionCheckRequested());
    await vi.waitFor(() => expect(store.getState().auth.failure).toEqual({ status: 500, message: 'Internal error' }));

    store.dispatch(sessionCheckRequested());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));
  });
});

describe('logout', () => {
  it('posts the logout, clears the session and goes to the login page it names', async () => {
    const { store, calls, location } = setup({
      'GET /v2/api/auth': () => AUTH,
      'POST /v2/api/auth/logout': () => ({ result: 'success', data: { login: '/v2/api/sso/login' } }),
    });
    store.dispatch(sessionCheckRequested());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('authenticated'));

    store.dispatch(logoutRequested());

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/v2/api/sso/login'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/v2/api/auth/logout' });
    expect(store.getState().auth).toMatchObject({ status: 'loggedOut', user: null, workspace: null, access: [] });
  });

  it('still clears the session and goes to the login page when the call fails', async () => {
    const { store, location } = setup({ 'POST /v2/api/auth/logout': unauthorized });

    store.dispatch(logoutRequested());

    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/v2/api/sso/login?continue=%2Fv2%2Fapp%2Fchat'));
    expect(store.getState().auth.status).toBe('loggedOut');
  });
});
