import { buffers, eventChannel } from 'redux-saga';
import { call, takeEvery } from 'redux-saga/effects';
import type { PresencePayload } from '../../domain/inbox';
import type { Logger } from '../../services/logger';
import type { RealtimeSocket } from '../../services/socket';
import { presenceSendRequested } from '../presence/presenceSlice';
import { readNumbered, readPresence, type Numbered } from './socketBoundary';

export type SocketMessage =
  | { kind: 'connect' }
  | { kind: 'disconnect'; reason: string }
  | { kind: 'connectError'; message: string }
  | Numbered
  | { kind: 'presence'; presence: PresencePayload }
  | { kind: 'unread'; counts: unknown };

/**
 * The socket as a channel of messages, nothing more: it translates (checking events and presence at this
 * boundary), and closing the channel removes every listener it added. The buffer grows so a burst
 * waits, whole, for the next frame.
 */
export function socketChannel(socket: RealtimeSocket, logger: Pick<Logger, 'warn'>) {
  return eventChannel<SocketMessage>(
    (emit) =>
      socket.listen({
        connect: () => emit({ kind: 'connect' }),
        disconnect: (reason) => emit({ kind: 'disconnect', reason }),
        connectError: (message) => emit({ kind: 'connectError', message }),
        event: (raw) => {
          const read = readNumbered(raw, logger);
          if (read) emit(read);
        },
        presence: (raw) => {
          const presence = readPresence(raw, logger);
          if (presence) emit({ kind: 'presence', presence });
        },
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
