import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSaga } from '../auth/authSagas';
import { authSlice } from '../auth/authSlice';
import { errorsSlice } from '../errors/errorsSlice';
import { onboardingSaga } from './onboardingSagas';
import { onboardingSlice, workspaceCreateRequested } from './onboardingSlice';

const USER = { id: 'u1', username: 'new', email: 'n@x.test', phone: null, token: 't', jwt: 'j', profile_image_url: null, status: 'available' as const };
const AFTER: AuthResponse = {
  result: 'success',
  user: USER,
  workspace: { id: 'w9', name: 'Acme', botid: 'b9', owner: 'u1', role: 'Administrator', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }],
};

function setup(post: HttpClient['post']) {
  const get = vi.fn(async () => AFTER);
  const http: HttpClient = { get: get as unknown as HttpClient['get'], post, put: vi.fn() };
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, onboarding: onboardingSlice.reducer, errors: errorsSlice.reducer },
    deps: { http, location, clock: { now: () => 1 } },
    sagas: [authSaga, onboardingSaga],
  });
  return { store, get };
}

/** What this browser says its time zone is; undefined: it says nothing. */
function browserZone(timeZone: string | undefined) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('creating a workspace', () => {
  it('posts the trimmed name and the browser’s time zone, then reads the auth status again before going on', async () => {
    browserZone('America/New_York');
    const post = vi.fn(async () => ({ result: 'success', data: { id: 'w9', name: 'Acme', botid: 'b9', timeZone: 'America/New_York' } }));
    const { store, get } = setup(post as unknown as HttpClient['post']);

    store.dispatch(workspaceCreateRequested({ name: '  Acme ' }));

    await vi.waitFor(() => expect(store.getState().onboarding.status).toBe('created'));
    expect(post).toHaveBeenCalledWith('/v2/api/workspace/create', { name: 'Acme', timeZone: 'America/New_York' });
    expect(get).toHaveBeenCalledWith('/v2/api/auth');
    expect(store.getState().auth.workspace?.name).toBe('Acme');
  });

  it('posts the name alone when the browser does not tell its time zone (the api keeps UTC)', async () => {
    browserZone(undefined);
    const post = vi.fn(async () => ({ result: 'success', data: { id: 'w9', name: 'Acme', botid: 'b9', timeZone: 'UTC' } }));
    const { store } = setup(post as unknown as HttpClient['post']);

    store.dispatch(workspaceCreateRequested({ name: 'Acme' }));

    await vi.waitFor(() => expect(store.getState().onboarding.status).toBe('created'));
    expect(post).toHaveBeenCalledWith('/v2/api/workspace/create', { name: 'Acme' });
  });

  it('keeps the message of a failure and hands it to the errors saga', async () => {
    const message = 'Failed to creating workspace: you own too many workspaces';
    const post = vi.fn(async () => {
      throw new ApiError(406, message, { result: 'error', message });
    });
    const { store } = setup(post as unknown as HttpClient['post']);

    store.dispatch(workspaceCreateRequested({ name: 'Acme' }));

    await vi.waitFor(() => expect(store.getState().onboarding).toEqual({ status: 'failed', message }));
    expect(store.getState().auth.status).toBe('idle');
  });
});
