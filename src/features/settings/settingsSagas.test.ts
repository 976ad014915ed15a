import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { ApiError, type HttpClient } from '../../services/http';
import { authSlice, statusReceived } from '../auth/authSlice';
import { AUTH } from '../realtime/testing/realtimeStore';
import { settingsSaga } from './settingsSagas';
import { settingsLoadRequested, settingsSlice } from './settingsSlice';

function setup(post: (url: string, body: unknown) => unknown) {
  const bodies: unknown[] = [];
  const http: HttpClient = {
    get: () => Promise.reject(new ApiError(404, 'no', null)),
    post: async (url, body) => {
      bodies.push({ url, body });
      return post(url, body) as never;
    },
    put: () => Promise.reject(new ApiError(404, 'no', null)),
  };
  const store = makeStore({ reducer: { auth: authSlice.reducer, settings: settingsSlice.reducer }, deps: { http }, sagas: [settingsSaga] });
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  return { store, bodies };
}

describe('settings reads', () => {
  it('stores the ticket settings and custom messages of the workspace', async () => {
    const message = { id: 'm1', shortcut: '/hi', message: 'Hello' };
    const { store, bodies } = setup((url) =>
      url.endsWith('/setting/ticket/get') ? { result: 'success', data: { take: true } } : { result: 'success', data: [message] },
    );
    store.dispatch(settingsLoadRequested());
    await vi.waitFor(() => expect(store.getState().settings.status).toBe('succeeded'));
    expect(store.getState().settings).toMatchObject({ ticket: { take: true }, customMessages: [message] });
    expect(bodies).toEqual([
      { url: '/v2/api/setting/ticket/get', body: { workspace: 'w1' } },
      { url: '/v2/api/setting/message/custom/get', body: { workspace: 'w1' } },
    ]);
  });

  it('falls back to empty settings on a non-success answer, keeping the part that succeeded', async () => {
    const { store } = setup((url) => {
      if (url.endsWith('/setting/ticket/get')) throw new ApiError(402, 'Your workspace package has expired.', null);
      return { result: 'success', data: [] };
    });
    store.dispatch(settingsLoadRequested());
    await vi.waitFor(() => expect(store.getState().settings.status).toBe('failed'));
    expect(store.getState().settings).toMatchObject({ ticket: {}, customMessages: [] });
  });
});
