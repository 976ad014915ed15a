// The realtime transport behind a small interface, so sagas can be tested with a fake socket. What the
// server sends is handed on as it came (unknown): the realtime feature checks it against the event map.

import { io } from 'socket.io-client';
import { UNREAD_SOCKET_MESSAGE } from '../domain/alerts';
import { SOCKET_PATH } from '../domain/api';
import { SOCKET_OPTIONS } from '../domain/constants';
import type { PresencePayload } from '../domain/inbox';

/** What this console says about itself; the server adds who it is and relays it to the other agents. */
export type PresenceSignal = Pick<PresencePayload, 'conversationId' | 'kind'> & {
  /** 'typing' a reply to the customer (not a note): a web chat visitor sees that an agent is typing */
  reply?: boolean;
};

export interface SocketListeners {
  connect(): void;
  disconnect(reason: string): void;
  connectError(message: string): void;
  /** one stored event, as sent: checked by the listener (readRealtimeEvent) */
  event(raw: unknown): void;
  /** another agent's presence: ephemeral, never stored or replayed; checked by the listener too */
  presence(raw: unknown): void;
  /** this member's unread counts, pushed as they change: ephemeral too (GET /alerts after a reconnect) */
  unread(counts: unknown): void;
}

export interface RealtimeSocket {
  /** Adds the listeners and returns the function that removes every one of them. */
  listen(listeners: SocketListeners): () => void;
  /** Closes the connection for good: no further reconnection attempts. */
  close(): void;
  /** Sent only while connected: presence is about now, a late one would be wrong. */
  sendPresence(signal: PresenceSignal): void;
}

export type SocketFactory = (token: string) => RealtimeSocket;

/** socket.io through the edge at /v2/api/socket.io, websocket only, reconnecting (spec §9). */
export const createSocket: SocketFactory = (token) => {
  const socket = io({ path: SOCKET_PATH, auth: { token }, ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
  return {
    listen(listeners) {
      const onConnect = () => listeners.connect();
      const onDisconnect = (reason: string) => listeners.disconnect(reason);
      const onError = (error: Error) => listeners.connectError(error.message);
      const onEvent = (raw: unknown) => listeners.event(raw);
      const onPresence = (raw: unknown) => listeners.presence(raw);
      const onUnread = (counts: unknown) => listeners.unread(counts);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', onError);
      socket.on('event', onEvent);
      socket.on('presence', onPresence);
      socket.on(UNREAD_SOCKET_MESSAGE, onUnread);
      return () => {
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off('connect_error', onError);
        socket.off('event', onEvent);
        socket.off('presence', onPresence);
        socket.off(UNREAD_SOCKET_MESSAGE, onUnread);
      };
    },
    close: () => {
      socket.close();
    },
    sendPresence: (signal) => {
      socket.volatile.emit('presence', signal);
    },
  };
};
