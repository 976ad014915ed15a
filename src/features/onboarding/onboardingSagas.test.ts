import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSaga } from '../auth/authSagas';
import { authSlice } from '../auth/authSlice';
import { errorsSlice } from '../errors/errorsSlice';
import { onboardingSaga } from './onboardingSagas';
import { onboardingReset, onboardingSlice, workspaceCreateRequested } from './onboardingSlice';

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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('creating a workspace', () => {
  it('posts the trimmed name and the time zone the form asked, then reads the auth status again before going on', async () => {
    const post = vi.fn(async () => ({ result: 'success', data: { id: 'w9', name: 'Acme', botid: 'b9', timeZone: 'America/New_York' } }));
    const { store, get } = setup(post as unknown as HttpClient['post']);

    store.dispatch(workspaceCreateRequested({ name: '  Acme ', timeZone: ' America/New_York ' }));

    await vi.waitFor(() => expect(store.getState().onboarding.status).toBe('created'));
    expect(post).toHaveBeenCalledWith('/v2/api/workspace/create', { name: 'Acme', timeZone: 'America/New_York' });
    expect(get).toHaveBeenCalledWith('/v2/api/auth');
    expect(store.getState().auth.workspace?.name).toBe('Acme');
  });

  it('keeps the message of a failure and hands it to the errors saga', async () => {
    const message = 'Failed to creating workspace: you own too many workspaces';
    const post = vi.fn(async () => {
      throw new ApiError(406, message, { result: 'error', message });
    });
    const { store } = setup(post as unknown as HttpClient['post']);

    store.dispatch(workspaceCreateRequested({ name: 'Acme', timeZone: 'UTC' }));

    await vi.waitFor(() => expect(store.getState().onboarding).toMatchObject({ status: 'failed', message }));
    expect(store.getState().auth.status).toBe('idle');
  });
});

describe('the getting-started progress', () => {
  const PROGRESS = { workspace: { name: 'Acme', timeZone: 'UTC' }, channel: true, invitation: false };

  it('is read from the server when the page opens', async () => {
    const { store, get } = setup(vi.fn() as unknown as HttpClient['post']);
    get.mockImplementation((async (url: string) => (url.endsWith('/onboarding/progress') ? { result: 'success', data: PROGRESS } : AFTER)) as never);

    store.dispatch(onboardingReset());

    expect(store.getState().onboarding.progress.status).toBe('loading');
    await vi.waitFor(() => expect(store.getState().onboarding.progress).toEqual({ status: 'loaded', data: PROGRESS, message: null }));
    expect(get).toHaveBeenCalledWith('/v2/api/onboarding/progress');
  });

  it("keeps the server's message when it cannot be read", async () => {
    const { store, get } = setup(vi.fn() as unknown as HttpClient['post']);
    get.mockImplementation((async () => {
      throw new ApiError(403, 'Only an Administrator can do this.', { result: 'error' });
    }) as never);

    store.dispatch(onboardingReset());

    await vi.waitFor(() => expect(store.getState().onboarding.progress).toEqual({ status: 'failed', data: null, message: 'Only an Administrator can do this.' }));
  });
});
