import { buffers, eventChannel } from 'redux-saga';
import type { RealtimeEvent, RealtimeSocket } from '../../services/socket';

export type SocketMessage =
  | { kind: 'connect' }
  | { kind: 'disconnect'; reason: string }
  | { kind: 'connectError'; message: string }
  | { kind: 'event'; event: RealtimeEvent };

/**
 * The socket as a channel of messages, nothing more: it translates, and closing the channel removes
 * every listener it added. The buffer grows so a burst waits, whole, for the next frame.
 */
export function socketChannel(socket: RealtimeSocket) {
  return eventChannel<SocketMessage>(
    (emit) =>
      socket.listen({
        connect: () => emit({ kind: 'connect' }),
        disconnect: (reason) => emit({ kind: 'disconnect', reason }),
        connectError: (message) => emit({ kind: 'connectError', message }),
        event: (event) => emit({ kind: 'event', event }),
      }),
    buffers.expanding<SocketMessage>(1024),
  );
}
