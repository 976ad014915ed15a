// A real store with the realtime, settings, notifications and one-tab features, driven by fakes.

import type { UnknownAction } from '@reduxjs/toolkit';
import { expect, vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import type { AuthResponse } from '../../../domain/api';
import { ApiError, type HttpClient } from '../../../services/http';
import { createLogger } from '../../../services/logger';
import { createMemoryStorage } from '../../../services/storage';
import type { NotificationPermissionState } from '../../../services/notifier';
import { authSlice, statusReceived } from '../../auth/authSlice';
import { billingSlice } from '../../billing/billingSlice';
import { alertsSlice } from '../../notifications/alertsSlice';
import { notificationsSaga } from '../../notifications/notificationsSagas';
import { notificationsSlice } from '../../notifications/notificationsSlice';
import { oneTabSaga } from '../../one-tab/oneTabSagas';
import { oneTabSlice } from '../../one-tab/oneTabSlice';
import { settingsSaga } from '../../settings/settingsSagas';
import { settingsSlice } from '../../settings/settingsSlice';
import { realtimeSaga } from '../realtimeSagas';
import { realtimeSlice } from '../realtimeSlice';
import { fakeSocketFactory } from './fakeSocket';

export const AUTH: AuthResponse = {
  result: 'success',
  user: { id: 'u1', username: 'ana', email: 'ana@example.test', phone: null, token: 't', jwt: 'jwt-1', profile_image_url: null, status: 'available' },
  workspace: { id: 'w1', name: 'My Workspace', botid: 'b1', owner: 'u1', role: 'Administrator', is_member_expired: false, timeZone: 'UTC' },
  access: [{ url: '/home' }],
};

type Handler = (url: string, body?: unknown) => unknown;

export function setupRealtime({
  routes = {},
  role = 'owner',
  permission = 'granted',
  auth = AUTH,
  hidden = false,
  stored = {},
}: {
  routes?: Record<string, Handler>;
  role?: 'owner' | 'blocked';
  permission?: NotificationPermissionState;
  /** whose console it is (statusReceived in the tests) */
  auth?: AuthResponse;
  /** whether the page is in the background */
  hidden?: boolean;
  /** what the browser's storage holds at start */
  stored?: Record<string, string>;
} = {}) {
  const calls: string[] = [];
  const answer = async (method: string, url: string, body?: unknown) => {
    calls.push(`${method} ${url}`);
    const path = url.split('?')[0]!;
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new ApiError(404, `no route ${method} ${url}`, null);
    return handler(url, body);
  };
  const http: HttpClient = {
    get: (url) => answer('GET', url) as never,
    post: (url, body) => answer('POST', url, body) as never,
    put: (url, body) => answer('PUT', url, body) as never,
  };
  const { factory, sockets } = fakeSocketFactory();
  const shown: { title: string; body: string; closed: boolean }[] = [];
  const notifier = {
    permission: () => permission,
    requestPermission: vi.fn(async () => 'granted' as const),
    show: (title: string, body: string) => {
      const entry = { title, body, closed: false };
      shown.push(entry);
      return { close: () => void (entry.closed = true) };
    },
  };
  const sound = { play: vi.fn() };
  const messageSound = { play: vi.fn() };
  const storage = createMemoryStorage(stored);
  // What the boundary dropped: each warning's message and details.
  const warnings: unknown[][] = [];
  const logger = createLogger({ debug: () => undefined, warn: (...args: unknown[]) => void warnings.push(args), error: (...args: unknown[]) => void warnings.push(args) });
  const actions: UnknownAction[] = [];
  const store = makeStore({
    reducer: {
      auth: authSlice.reducer,
      billing: billingSlice.reducer,
      realtime: realtimeSlice.reducer,
      settings: settingsSlice.reducer,
      notifications: notificationsSlice.reducer,
      alerts: alertsSlice.reducer,
      oneTab: oneTabSlice.reducer,
      log: (state: number = 0, action: UnknownAction) => {
        actions.push(action);
        return state + 1;
      },
    },
    deps: {
      http,
      logger,
      socket: factory,
      frames: { next: () => Promise.resolve() },
      notifier,
      sound,
      messageSound,
      storage,
      visibility: { hidden: () => hidden, onChange: () => () => undefined },
      clock: { now: () => Date.now() },
      tabLock: { acquire: async () => role },
    },
    sagas: [oneTabSaga, settingsSaga, realtimeSaga, notificationsSaga],
  });
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { store, calls, sockets, shown, sound, messageSound, storage, notifier, actions, ofType, auth, warnings };
}

/** Signs in as AUTH and waits until the session's socket is connected and caught up. */
export async function connectedSocket(setup: ReturnType<typeof setupRealtime>) {
  setup.store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
  await vi.waitFor(() => expect(setup.sockets).toHaveLength(1));
  const socket = setup.sockets[0]!;
  await vi.waitFor(() => expect(setup.store.getState().realtime.syncing).toBe(false));
  socket.connect();
  await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('connected'));
  await vi.waitFor(() => expect(setup.store.getState().realtime.syncing).toBe(false));
  return socket;
}

/** Replay answers from a list of events: pages of `pageSize`, reset when asked from past the newest. */
export function replayFrom(events: () => { seq: number; sendTo?: string[] | null }[], pageSize = 500): Handler {
  return (url) => {
    const since = Number(new URL(url, 'http://x').searchParams.get('since'));
    const all = events();
    const latest = all.at(-1)?.seq ?? 0;
    if (since > latest) return { result: 'success', data: { events: [], reset: true, latest, until: latest, more: false } };
    const after = all.filter((event) => event.seq > since);
    const scanned = after.slice(0, pageSize);
    // Like the api: events for other users are left out, and `until` is the last number scanned.
    const page = scanned.filter((event) => !event.sendTo || event.sendTo.includes('u1'));
    return {
      result: 'success',
      data: { events: page, reset: false, latest, until: scanned.at(-1)?.seq ?? latest, more: after.length > pageSize },
    };
  };
}
