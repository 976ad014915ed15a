// The realtime transport behind a small interface, so sagas can be tested with a fake socket.

import { io } from 'socket.io-client';
import { SOCKET_PATH, type RealtimeEvent } from '../domain/api';
import { SOCKET_OPTIONS } from '../domain/constants';

export type { RealtimeEvent };

export interface SocketListeners {
  connect(): void;
  disconnect(reason: string): void;
  connectError(message: string): void;
  event(event: RealtimeEvent): void;
}

export interface RealtimeSocket {
  /** Adds the listeners and returns the function that removes every one of them. */
  listen(listeners: SocketListeners): () => void;
  /** Closes the connection for good: no further reconnection attempts. */
  close(): void;
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
      const onEvent = (event: RealtimeEvent) => listeners.event(event);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', onError);
      socket.on('event', onEvent);
      return () => {
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off('connect_error', onError);
        socket.off('event', onEvent);
      };
    },
    close: () => {
      socket.close();
    },
  };
};
