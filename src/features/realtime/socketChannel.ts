import { buffers, eventChannel } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import type { PresencePayload } from '../../domain/inbox';
import type { RealtimeEvent, RealtimeSocket } from '../../services/socket';
import { presenceSendRequested } from '../presence/presenceSlice';

export type SocketMessage =
  | { kind: 'connect' }
  | { kind: 'disconnect'; reason: string }
  | { kind: 'connectError'; message: string }
  | { kind: 'event'; event: RealtimeEvent }
  | { kind: 'presence'; presence: PresencePayload }
  | { kind: 'unread'; counts: unknown };

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
        presence: (presence) => emit({ kind: 'presence', presence }),
        unread: (counts) => emit({ kind: 'unread', counts }),
      }),
    buffers.expanding<SocketMessage>(1024),
  );
}

/** The console's own presence signals, out on this session's socket. */
export function* relayPresence(socket: RealtimeSocket) {
  yield takeEvery(presenceSendRequested, function* ({ payload }: ReturnType<typeof presenceSendRequested>) {
    yield call([socket, socket.sendPresence], payload);
  });
}
