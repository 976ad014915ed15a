import { describeError } from '../../http/errors';
import type { Namespace, Server, Socket } from 'socket.io';
import { PUBLIC_ID_PATTERN, WEBCHAT_ACK_EVENT, WEBCHAT_NAMESPACE, WEBCHAT_SERVER_EVENTS, type VisitorAck } from '../../../../src/domain/webchat';
import type { Db } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { findWebchatChannel } from '../../modules/webchat/repository';
import { acknowledge } from '../../modules/webchat/acknowledge';
import { verifyVisitorToken } from '../../modules/webchat/visitorToken';
import { visitorQueuePosition } from '../../modules/routing/queueNotices';
import type { ChannelRow } from '../connector';

/** Every socket of one visitor (several tabs) on one channel. */
export const visitorRoom = (channelId: string, visitorId: string) => `webchat:${channelId}:${visitorId}`;

// One namespace per api process, found through the database handle the modules already share, so the
// connector needs nothing beyond ApiDeps and a test's api never sees another test's sockets.
const namespaces = new WeakMap<Db, Namespace>();

interface VisitorIdentity {
  channel: ChannelRow;
  visitorId: string;
}

const ACKS_PER_WINDOW = 30;
const ACK_WINDOW_MS = 10_000;

/**
 * The visitors' namespace on the api's socket server. The handshake carries {channel, token}: the token
 * must be one the channel signed, and the socket joins that visitor's room and no other.
 */
export function attachWebchatNamespace(io: Server, deps: ApiDeps): Namespace {
  const nsp = io.of(WEBCHAT_NAMESPACE);
  nsp.use(async (socket, next) => {
    try {
      const auth = (socket.handshake.auth ?? {}) as { channel?: unknown; token?: unknown };
      // Checked like the http routes' :publicId before any query: a NUL would fail in the database.
      const channel = typeof auth.channel === 'string' && PUBLIC_ID_PATTERN.test(auth.channel) ? await findWebchatChannel(deps.db, auth.channel) : undefined;
      if (!channel) return next(new Error('unknown channel'));
      const visitorId = verifyVisitorToken(channel, auth.token);
      if (!visitorId) return next(new Error('invalid token'));
      socket.data.visitor = { channel, visitorId } satisfies VisitorIdentity;
      next();
    } catch (err) {
      deps.logger.error('webchat handshake failed', { ...describeError(err) });
      next(new Error('handshake failed'));
    }
  });
  nsp.on('connection', (socket: Socket) => {
    const { channel, visitorId } = socket.data.visitor as VisitorIdentity;
    void socket.join(visitorRoom(channel.id, visitorId));
    // A waiting visitor's window learns its place at once; each routing pass tells it the moves after.
    void visitorQueuePosition(deps, channel, visitorId)
      .then((place) => place.position !== null && socket.emit(WEBCHAT_SERVER_EVENTS.queuePosition, place))
      .catch((err: unknown) => deps.logger.error('webchat queue position failed', { ...describeError(err) }));
    let windowStart = 0;
    let count = 0;
    socket.on(WEBCHAT_ACK_EVENT, (ack: unknown) => {
      const now = Date.now();
      if (now - windowStart > ACK_WINDOW_MS) {
        windowStart = now;
        count = 0;
      }
      // A window acknowledges a handful of replies at a time; a flood is dropped, not queued.
      if (++count > ACKS_PER_WINDOW) return;
      void acknowledge(deps, { channel, visitorId }, ack as Partial<VisitorAck>)
        .then((moved) => {
          // The visitor's other windows stop counting these as unread.
          for (const id of moved.ids) {
            socket.to(visitorRoom(channel.id, visitorId)).emit(WEBCHAT_SERVER_EVENTS.messageState, { id, deliveryState: moved.state });
          }
        })
        .catch((err: unknown) => deps.logger.error('webchat ack failed', { ...describeError(err) }));
    });
  });
  namespaces.set(deps.db, nsp);
  return nsp;
}

/** Sends to every window of the visitor; false when this process has no socket server (tests, tools). */
export function emitToVisitor(deps: Pick<ApiDeps, 'db'>, channelId: string, visitorId: string, event: string, payload: unknown): boolean {
  const nsp = namespaces.get(deps.db);
  if (!nsp) return false;
  nsp.to(visitorRoom(channelId, visitorId)).emit(event, payload);
  return true;
}
