import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH } from '../../../src/domain/api';
import type { ApiDeps } from '../deps';
import { findLiveSessionById } from '../modules/sessions/repository';
import { verifyJwt } from '../security/tokens';
import type { RealtimeEvent } from './publisher';

export const workspaceRoom = (workspaceId: string) => `ws:${workspaceId}`;
export const botRoom = (botid: string) => `bot:${botid}`;

export interface SocketIdentity {
  userId: string;
  sessionId: string;
  workspaceId: string | null;
  botid: string | null;
}

/**
 * socket.io on the api's server at /v2/api/socket.io, websocket transport only. The handshake carries
 * the jwt of GET /auth (auth.token); a bad or expired token, or one whose session has ended, is refused.
 */
export function createSocketServer(httpServer: HttpServer, deps: Pick<ApiDeps, 'db' | 'secrets' | 'now' | 'logger'>): Server {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });
  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      const claims = typeof token === 'string' ? verifyJwt(deps.secrets.auth, token, deps.now().getTime()) : undefined;
      if (!claims) return next(new Error('invalid or expired token'));
      const session = await findLiveSessionById(deps.db, claims.sid, deps.now());
      if (!session || session.userId !== claims.sub) return next(new Error('session ended'));
      const identity: SocketIdentity = { userId: claims.sub, sessionId: claims.sid, workspaceId: claims.ws, botid: claims.bot };
      socket.data.identity = identity;
      next();
    } catch (err) {
      deps.logger.error('socket handshake failed', { error: String(err) });
      next(new Error('handshake failed'));
    }
  });
  io.on('connection', (socket: Socket) => {
    const identity = socket.data.identity as SocketIdentity;
    if (identity.workspaceId) void socket.join(workspaceRoom(identity.workspaceId));
    if (identity.botid) void socket.join(botRoom(identity.botid));
  });
  return io;
}

/** Sends a stored event to the sockets of its workspace, on every instance when an adapter is set. */
export function emitEvent(io: Server, event: RealtimeEvent): void {
  io.to(workspaceRoom(event.workspaceId)).emit('event', event);
}
