import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCONNECT_POPUP_MS } from '../../domain/constants';
import type { RealtimeEvent } from '../../domain/realtimeEvents';
import { loggedOut, statusReceived } from '../auth/authSlice';
import { availableFeaturesReceived, availableFeaturesRequested } from '../billing/billingSlice';
import { conversation } from '../conversations/testing/fixtures';
import { eventsReceived } from './realtimeSlice';
import { realtimeEvent as ev } from './testing/fakeSocket';
import { AUTH, connectedSocket, replayFrom, setupRealtime } from './testing/realtimeStore';

const settingsRoutes = {
  'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: { take: false } }),
  'POST /v2/api/setting/message/custom/get': () => ({ result: 'success', data: [] }),
};

function signIn(store: ReturnType<typeof setupRealtime>['store']) {
  store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
}

const connected = connectedSocket;

afterEach(() => {
  vi.useRealTimers();
});

describe('session', () => {
  it('opens one socket with the jwt after login, starting from the newest event and reading the settings', async () => {
    let published: RealtimeEvent[] = [ev(1), ev(2), ev(3)];
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => published) } });
    expect(setup.sockets).toHaveLength(0);

    await connected(setup);

    expect(setup.sockets.map((s) => s.token)).toEqual(['jwt-1']);
    expect(setup.store.getState().realtime.lastSeq).toBe(3);
    expect(setup.store.getState().settings).toMatchObject({ status: 'succeeded', ticket: { take: false } });
    // Old events are not delivered again: the session starts from the newest number.
    expect(setup.ofType(eventsReceived.type).flatMap((a) => (a as ReturnType<typeof eventsReceived>).payload.events)).toEqual([]);
    expect(setup.calls[0]).toBe('GET /v2/api/realtime/events?since=999999999999999');
    published = [];
  });

  it('never connects in a tab blocked by the one-tab rule', async () => {
    const setup = setupRealtime({ role: 'blocked', routes: settingsRoutes });
    signIn(setup.store);
    await vi.waitFor(() => expect(setup.store.getState().oneTab.role).toBe('blocked'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(setup.sockets).toHaveLength(0);
    expect(setup.calls).toEqual([]);
  });

  it('closes the socket and removes its listeners on logout', async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);

    setup.store.dispatch(loggedOut());

    await vi.waitFor(() => expect(socket.closed).toBe(true));
    expect(socket.listenerCount()).toBe(0);
    expect(setup.store.getState().realtime.connection).toBe('idle');
  });

  it('keeps the socket when the auth status is read again for the same user', async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    signIn(setup.store);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(socket.closed).toBe(false);
    expect(setup.sockets).toHaveLength(1);
  });
});

describe('live events', () => {
  it('reach the store in one update per frame, ordered, without duplicates or events for others', async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    const before = setup.ofType(eventsReceived.type).length;

    socket.emit(ev(2), ev(1), ev(2), ev(3, { sendTo: ['u2'] }), ev(4, { sendTo: ['u1'] }));

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(4));
    const batches = setup.ofType(eventsReceived.type).slice(before) as ReturnType<typeof eventsReceived>[];
    expect(batches).toHaveLength(1);
    expect(batches[0]!.payload.events.map((e) => e.seq)).toEqual([1, 2, 4]);
  });

  it('a burst of 1,000 events is one store update', async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    const before = setup.ofType(eventsReceived.type).length;

    socket.emit(...Array.from({ length: 1000 }, (_, i) => ev(i + 1)));

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(1000));
    expect(setup.ofType(eventsReceived.type).length - before).toBe(1);
  });

  it('fetches what is missing when a live event skips numbers', async () => {
    let published: RealtimeEvent[] = [];
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => published) } });
    const socket = await connected(setup);
    published = [ev(1), ev(2), ev(3)];

    socket.emit(ev(3));

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(3));
    const seqs = (setup.ofType(eventsReceived.type) as ReturnType<typeof eventsReceived>[]).flatMap((a) => a.payload.events.map((e) => e.seq));
    expect(seqs).toEqual([1, 2, 3]);
  });

  it("refreshes the available features on the api's conversation events ('conversation updated') when some are available", async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    const updated = (seq: number) => ev(seq, { type: 'conversation updated', payload: { conversation: conversation('c1') } });
    socket.emit(updated(1));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(1));
    expect(setup.ofType(availableFeaturesRequested.type)).toHaveLength(0);

    setup.store.dispatch(availableFeaturesReceived(3));
    socket.emit(updated(2));
    await vi.waitFor(() => expect(setup.ofType(availableFeaturesRequested.type)).toHaveLength(1));
    socket.emit(ev(3), ev(4, { type: 'ticket', payload: { settings: { take: true } } }));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(4));
    expect(setup.ofType(availableFeaturesRequested.type)).toHaveLength(1);
  });

  it("updates the settings from 'ticket' and 'custom message' events", async () => {
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    const message = { id: 'm1', shortcut: '/hi', message: 'Hello' };
    socket.emit(ev(1, { type: 'ticket', payload: { settings: { take: true } } }), ev(2, { type: 'custom message', payload: { customMessages: [message] } }));
    await vi.waitFor(() => expect(setup.store.getState().settings).toMatchObject({ ticket: { take: true }, customMessages: [message] }));
  });
});

describe('reconnect', () => {
  it('fetches every event missed while away, page by page from until, then goes on live', async () => {
    const published: RealtimeEvent[] = [];
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => published, 2) } });
    const socket = await connected(setup);
    socket.disconnect();
    published.push(ev(1), ev(2, { sendTo: ['u2'] }), ev(3), ev(4), ev(5));

    socket.connect();

    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(5));
    const replayCalls = setup.calls.filter((c) => c.startsWith('GET')).slice(-3);
    expect(replayCalls).toEqual(['GET /v2/api/realtime/events?since=0', 'GET /v2/api/realtime/events?since=2', 'GET /v2/api/realtime/events?since=4']);
    const seqs = (setup.ofType(eventsReceived.type) as ReturnType<typeof eventsReceived>[]).flatMap((a) => a.payload.events.map((e) => e.seq));
    expect(seqs).toEqual([1, 3, 4, 5]);

    socket.emit(ev(5), ev(6));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(6));
    expect((setup.ofType(eventsReceived.type) as ReturnType<typeof eventsReceived>[]).flatMap((a) => a.payload.events.map((e) => e.seq))).toEqual([1, 3, 4, 5, 6]);
  });

  it('on reset reloads the settings and continues from latest', async () => {
    let published: RealtimeEvent[] = [];
    let take = false;
    const setup = setupRealtime({
      routes: {
        ...settingsRoutes,
        'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: { take } }),
        'GET /v2/api/realtime/events': replayFrom(() => published),
      },
    });
    const socket = await connected(setup);
    socket.emit(ev(1), ev(2));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(2));
    socket.disconnect();
    // The server was rebuilt: its numbers are behind ours, so it answers reset.
    published = [];
    take = true;

    socket.connect();

    await vi.waitFor(() => expect(setup.store.getState().settings.ticket).toEqual({ take: true }));
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(0));
  });

  it('keeps the cursor when the catch-up fails, and catches up on the next reconnect', async () => {
    let fail = false;
    const published: RealtimeEvent[] = [];
    const replay = replayFrom(() => published);
    const setup = setupRealtime({
      routes: {
        ...settingsRoutes,
        'GET /v2/api/realtime/events': (url) => {
          if (fail) throw new Error('offline');
          return replay(url);
        },
      },
    });
    const socket = await connected(setup);
    socket.disconnect();
    published.push(ev(1));
    fail = true;
    socket.connect();
    await vi.waitFor(() => expect(setup.store.getState().realtime.syncing).toBe(false));
    expect(setup.store.getState().realtime.lastSeq).toBe(0);

    fail = false;
    socket.disconnect();
    socket.connect();
    await vi.waitFor(() => expect(setup.store.getState().realtime.lastSeq).toBe(1));
  });
});

describe('disconnected for too long', () => {
  it('drops the socket after 90 s of continuous disconnection, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    socket.disconnect();
    await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('disconnected'));

    await vi.advanceTimersByTimeAsync(DISCONNECT_POPUP_MS - 1_000);
    expect(setup.store.getState().realtime.connection).toBe('disconnected');
    expect(socket.closed).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(setup.store.getState().realtime.connection).toBe('dropped');
    expect(socket.closed).toBe(true);
  });

  it('starts counting again after a reconnect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    const socket = await connected(setup);
    socket.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    socket.connect();
    await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('connected'));
    socket.disconnect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(setup.store.getState().realtime.connection).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(setup.store.getState().realtime.connection).toBe('dropped');
  });

  it('counts from the start when the socket never connects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setup = setupRealtime({ routes: { ...settingsRoutes, 'GET /v2/api/realtime/events': replayFrom(() => []) } });
    signIn(setup.store);
    await vi.waitFor(() => expect(setup.sockets).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(DISCONNECT_POPUP_MS);
    expect(setup.store.getState().realtime.connection).toBe('dropped');
  });
});
