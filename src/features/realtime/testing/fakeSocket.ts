// A socket the test drives: connect, drop, push events; it records listeners so a test can check that
// every one was removed.

import type { PresenceSignal, RealtimeSocket, SocketListeners } from '../../../services/socket';
import type { RealtimeEvent } from '../../../domain/realtimeEvents';

export interface FakeSocket extends RealtimeSocket {
  token: string;
  closed: boolean;
  listenerCount(): number;
  connect(): void;
  disconnect(reason?: string): void;
  /** events as the server sends them: anything, so a test can send what the boundary must drop */
  emit(...events: unknown[]): void;
  /** another agent's presence, as the server relays it */
  presence(payload: unknown): void;
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

/** An event of the map ('agent status' unless `extra` says otherwise: give a type its payload too). */
export const realtimeEvent = (seq: number, extra: Partial<RealtimeEvent> = {}): RealtimeEvent =>
  ({
    seq,
    type: 'agent status',
    workspaceId: 'w1',
    payload: { userId: 'u9', status: 'available' },
    sendTo: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...extra,
  }) as RealtimeEvent;
