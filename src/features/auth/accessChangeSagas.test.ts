import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { AuthResponse } from '../../domain/api';
import type { RealtimeEventOf } from '../../domain/realtimeEvents';
import { ApiError, type HttpClient } from '../../services/http';
import { eventsReceived, socketDisconnected } from '../realtime/realtimeSlice';
import { accessChangeSaga } from './accessChangeSagas';
import { authSlice, statusReceived } from './authSlice';
import { anAuth } from './testing/authFixture';

const changed = (userId: string, access: string[], seq = 1): RealtimeEventOf<'access changed'> => ({
  seq,
  type: 'access changed',
  workspaceId: 'w1',
  payload: { userId, access },
  sendTo: [userId],
  createdAt: '2026-01-01T00:00:00.000Z',
});

function setup(answers: (() => AuthResponse)[]) {
  const calls: string[] = [];
  const get = vi.fn(async (url: string) => {
    calls.push(url);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  });
  const http = { get, post: vi.fn(), put: vi.fn() } as unknown as HttpClient;
  const actions: string[] = [];
  const store = makeStore({
    reducer: { auth: authSlice.reducer },
    deps: { http, clock: { now: () => 5_000 } },
    sagas: [accessChangeSaga],
  });
  store.subscribe(() => actions.push(store.getState().auth.status));
  store.dispatch(statusReceived({ auth: anAuth('Agent', ['/home', '/app/ticket', '/app/chat']), receivedAt: 1 }));
  return { store, calls, actions };
}

const urls = (state: { auth: { access: { url: string }[] } }) => state.auth.access.map((entry) => entry.url);

describe('access changed', () => {
  it("re-reads the status when the user's own list changed, staying signed in on the page", async () => {
    const { store, calls, actions } = setup([() => anAuth('Agent', ['/home', '/app/chat'])]);
    store.dispatch(eventsReceived({ events: [changed('u1', ['/home', '/app/chat'])], lastSeq: 1 }));
    await vi.waitFor(() => expect(urls(store.getState())).toEqual(['/home', '/app/chat']));
    expect(calls).toEqual(['/v2/api/auth']);
    expect(store.getState().auth.lastRequest).toBe(5_000);
    expect(actions.every((status) => status === 'authenticated')).toBe(true);
  });

  it("reads once for a burst, and not at all for another member's change", async () => {
    const { store, calls } = setup([() => anAuth('Agent', ['/home'])]);
    store.dispatch(eventsReceived({ events: [changed('u2', ['/home'])], lastSeq: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    store.dispatch(eventsReceived({ events: [changed('u1', ['/home', '/app/chat'], 2), changed('u1', ['/home'], 3)], lastSeq: 3 }));
    await vi.waitFor(() => expect(urls(store.getState())).toEqual(['/home']));
    expect(calls).toHaveLength(1);
  });

  it('runs the whole session check when the session ended, and keeps the status on another failure', async () => {
    const ended = setup([
      () => {
        throw new ApiError(401, 'Please log in to continue.', null);
      },
    ]);
    ended.store.dispatch(eventsReceived({ events: [changed('u1', ['/home'])], lastSeq: 1 }));
    await vi.waitFor(() => expect(ended.store.getState().auth.status).toBe('checking'));

    const failing = setup([
      () => {
        throw new ApiError(500, 'Internal error', null);
      },
    ]);
    failing.store.dispatch(eventsReceived({ events: [changed('u1', ['/home'])], lastSeq: 1 }));
    await vi.waitFor(() => expect(failing.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failing.store.getState().auth.status).toBe('authenticated');
    expect(urls(failing.store.getState())).toEqual(['/home', '/app/ticket', '/app/chat']);
  });

  it('re-reads the status when the api closed the socket (e.g. the workspace was deleted), not when the network dropped it', async () => {
    const { store, calls } = setup([() => ({ ...anAuth('Agent', ['/home']), workspace: null })]);
    store.dispatch(socketDisconnected({ reason: 'transport close' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    store.dispatch(socketDisconnected({ reason: 'io server disconnect' }));
    await vi.waitFor(() => expect(store.getState().auth.workspace).toBeNull());
    expect(calls).toEqual(['/v2/api/auth']);
  });
});
