import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import { ApiError, type HttpClient } from '../../services/http';
import { authSlice, statusReceived } from '../auth/authSlice';
import { spectatorSaga } from './spectatorSagas';
import { spectatorSlice, targetLookupRequested, viewAsRequested } from './spectatorSlice';

const ID = '0f8c6d1e-1111-4222-8333-944455556666';
const AUTH = {
  result: 'success',
  user: { id: 'u1', username: 'spy', email: 's@x.test', phone: null, token: 'bearer-token', jwt: 'j', profile_image_url: null, status: 'available' },
  workspace: null,
  access: [],
} as AuthResponse;

function setup({ lookup, view }: { lookup: () => Promise<unknown>; view: () => Promise<unknown> }) {
  const tokens: string[] = [];
  const lookupGet = vi.fn(lookup);
  const bearerHttp = (token: string): HttpClient => {
    tokens.push(token);
    return { get: lookupGet as unknown as HttpClient['get'], post: vi.fn(), put: vi.fn() };
  };
  const post = vi.fn(view);
  const http: HttpClient = { get: vi.fn(), post: post as unknown as HttpClient['post'], put: vi.fn() };
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  const store = makeStore({
    reducer: { auth: authSlice.reducer, spectator: spectatorSlice.reducer },
    deps: { http, location, bearerHttp },
    sagas: [spectatorSaga],
  });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  return { store, tokens, lookupGet, post, location };
}

describe('spectator', () => {
  it("looks the target up with the user's bearer token, then views as them and reloads into the console", async () => {
    const { store, tokens, lookupGet, post, location } = setup({
      lookup: async () => ({ result: 'success', data: { id: ID, found: true, username: 'ana', email: 'a@x.test', workspaces: [] } }),
      view: async () => ({ result: 'success' }),
    });

    store.dispatch(targetLookupRequested({ id: ` ${ID.toUpperCase()} ` }));
    await vi.waitFor(() => expect(store.getState().spectator.lookup).toBe('succeeded'));
    expect(tokens).toEqual(['bearer-token']);
    expect(lookupGet).toHaveBeenCalledWith(`/v2/api/workspace/get-user?id=${ID}`);
    expect(store.getState().spectator.target).toMatchObject({ found: true, username: 'ana' });

    store.dispatch(viewAsRequested({ userId: ID }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/v2/home'));
    expect(post).toHaveBeenCalledWith('/v2/api/spectator/view', { userId: ID });
  });

  it('shows a refused lookup or view and stays on the page', async () => {
    const { store, location } = setup({
      lookup: async () => {
        throw new ApiError(403, 'Only the service account or a spectator can look users up.', null);
      },
      view: async () => {
        throw new ApiError(403, 'Not allowed', null);
      },
    });

    store.dispatch(targetLookupRequested({ id: ID }));
    await vi.waitFor(() => expect(store.getState().spectator.lookup).toBe('failed'));
    expect(store.getState().spectator.message).toBe('Only the service account or a spectator can look users up.');

    store.dispatch(viewAsRequested({ userId: ID }));
    await vi.waitFor(() => expect(store.getState().spectator.view).toBe('failed'));
    expect(location.assign).not.toHaveBeenCalled();
  });
});
