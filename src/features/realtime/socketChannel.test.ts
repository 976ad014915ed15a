import { describe, expect, it, vi } from 'vitest';
import type { PresencePayload } from '../../domain/inbox';
import { silentLogger } from '../../services/logger';
import type { SocketListeners } from '../../services/socket';
import { loggedOut, statusReceived } from '../auth/authSlice';
import { unreadReceived } from '../notifications/alertsSlice';
import { presenceSendRequested, presenceSignalReceived } from '../presence/presenceSlice';
import { eventsReceived } from './realtimeSlice';
import { socketChannel, type SocketMessage } from './socketChannel';
import { fakeSocketFactory, realtimeEvent } from './testing/fakeSocket';
import { AUTH, replayFrom, setupRealtime } from './testing/realtimeStore';

const bo: PresencePayload = { conversationId: 'c1', userId: 'u2', userName: 'Bo', kind: 'typing' };

describe('socketChannel', () => {
  it('turns presence into its own message beside the events, and removes every listener on close', () => {
    const { factory } = fakeSocketFactory();
    const socket = factory('jwt');
    const channel = socketChannel(socket, silentLogger);
    const seen: SocketMessage[] = [];
    const drain = () => channel.flush((messages) => Array.isArray(messages) && seen.push(...messages));

    socket.emit(realtimeEvent(1));
    socket.presence(bo);
    drain();
    expect(seen).toEqual([
      { kind: 'event', event: realtimeEvent(1) },
      { kind: 'presence', presence: bo },
    ]);

    channel.close();
    expect(socket.listenerCount()).toBe(0);
  });

  it('listens to the socket with a handler for every kind', () => {
    let listeners: SocketListeners | null = null;
    const socket = {
      listen: (next: SocketListeners) => {
        listeners = next;
        return () => undefined;
      },
      close: () => undefined,
      sendPresence: () => undefined,
    };
    const channel = socketChannel(socket, silentLogger);
    expect(Object.keys(listeners!).sort()).toEqual(['connect', 'connectError', 'disconnect', 'event', 'presence', 'unread']);
    channel.close();
  });
});

describe('presence over the session’s socket', () => {
  async function connected() {
    const setup = setupRealtime({
      routes: {
        'GET /v2/api/realtime/events': replayFrom(() => [realtimeEvent(1)]),
        'POST /v2/api/setting/ticket/get': () => ({ result: 'success', data: {} }),
        'POST /v2/api/setting/message/custom/get': () => ({ result: 'success', data: [] }),
      },
    });
    setup.store.dispatch(statusReceived({ auth: AUTH, receivedAt: 1 }));
    await vi.waitFor(() => expect(setup.sockets).toHaveLength(1));
    const socket = setup.sockets[0]!;
    socket.connect();
    await vi.waitFor(() => expect(setup.store.getState().realtime.connection).toBe('connected'));
    return { ...setup, socket };
  }

  it('delivers another agent’s presence as presence/signalReceived, outside the numbered events', async () => {
    const { socket, ofType } = await connected();
    const batches = ofType(eventsReceived.type).length;

    socket.presence(bo);
    await vi.waitFor(() => expect(ofType(presenceSignalReceived.type)).toHaveLength(1));
    expect(ofType(presenceSignalReceived.type)[0]).toMatchObject({ payload: bo });
    expect(ofType(eventsReceived.type)).toHaveLength(batches);
  });

  it('keeps events and presence of one burst in their own channels, the events still in one batch', async () => {
    const { socket, ofType, store } = await connected();
    socket.emit(realtimeEvent(2));
    socket.presence(bo);
    socket.emit(realtimeEvent(3));
    await vi.waitFor(() => expect(store.getState().realtime.lastSeq).toBe(3));
    const last = ofType(eventsReceived.type).at(-1) as ReturnType<typeof eventsReceived>;
    expect(last.payload.events.map((e) => e.seq)).toEqual([2, 3]);
    expect(ofType(presenceSignalReceived.type)).toHaveLength(1);
  });

  it('delivers pushed unread counts as alerts/unreadReceived, outside the numbered events, and drops malformed ones', async () => {
    const { socket, ofType, store } = await connected();
    const batches = ofType(eventsReceived.type).length;
    socket.unread({ chat: 'many', ticket: 1 });
    socket.unread({ chat: 3, ticket: 1 });
    await vi.waitFor(() => expect(store.getState().alerts.unread).toEqual({ chat: 3, ticket: 1 }));
    expect(ofType(unreadReceived.type)).toHaveLength(1);
    expect(ofType(eventsReceived.type)).toHaveLength(batches);
  });

  it('sends the console’s own presence on the socket while the session lasts', async () => {
    const { socket, store } = await connected();
    store.dispatch(presenceSendRequested({ conversationId: 'c1', kind: 'viewing' }));
    expect(socket.sentPresence).toEqual([{ conversationId: 'c1', kind: 'viewing' }]);

    store.dispatch(loggedOut());
    await vi.waitFor(() => expect(socket.closed).toBe(true));
    store.dispatch(presenceSendRequested({ conversationId: 'c1', kind: 'left' }));
    expect(socket.sentPresence).toHaveLength(1);
  });
});
