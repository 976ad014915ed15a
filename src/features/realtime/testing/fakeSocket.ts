// A socket the test drives: connect, drop, push events; it records listeners so a test can check that
// every one was removed.

import type { PresencePayload } from '../../../domain/inbox';
import type { PresenceSignal, RealtimeEvent, RealtimeSocket, SocketListeners } from '../../../services/socket';

export interface FakeSocket extends RealtimeSocket {
  token: string;
  closed: boolean;
  listenerCount(): number;
  connect(): void;
  disconnect(reason?: string): void;
  emit(...events: RealtimeEvent[]): void;
  /** another agent's presence, as the server relays it */
  presence(payload: PresencePayload): void;
  /** this member's unread counts, as the server pushes them */
  unread(counts: unknown): void;
  /** what the console sent with sendPresence */
  sentPresence: PresenceSignal[];
}

export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const factory = (token: string): FakeSocket => {
    let listeners: SocketListeners | null = null;
    const socket: FakeSocket = {
      token,
      closed: false,
      listen(next) {
        listeners = next;
        return () => {
          listeners = null;
        };
      },
      close() {
        socket.closed = true;
      },
      listenerCount: () => (listeners ? 1 : 0),
      connect: () => listeners?.connect(),
      disconnect: (reason = 'transport close') => listeners?.disconnect(reason),
      emit: (...events) => events.forEach((event) => listeners?.event(event)),
      presence: (payload) => listeners?.presence(payload),
      unread: (counts) => listeners?.unread(counts),
      sentPresence: [],
      sendPresence: (signal) => void socket.sentPresence.push(signal),
    };
    sockets.push(socket);
    return socket;
  };
  return { factory, sockets };
}

export const realtimeEvent = (seq: number, extra: Partial<RealtimeEvent> = {}): RealtimeEvent => ({
  seq,
  type: 'agent status',
  workspaceId: 'w1',
  payload: {},
  sendTo: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...extra,
});
