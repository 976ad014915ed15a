import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH } from '../../../src/domain/api';
import type { ApiDeps } from '../deps';
import type { RealtimeEvent } from '../../../src/domain/realtimeEvents';
import { createOnlineHeartbeat } from './onlineHeartbeat';
import { handlePresence } from './presence';
import { authenticateHandshake, type SocketIdentity } from './socketAuth';

export const workspaceRoom = (workspaceId: string) => `ws:${workspaceId}`;
export const botRoom = (botid: string) => `bot:${botid}`;
/** One member's sockets in one workspace: events with sendTo go to these rooms only. */
export const userRoom = (workspaceId: string, userId: string) => `ws:${workspaceId}:user:${userId}`;
/** Every socket of one login, so a logout can close them on every instance. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on the api's server at /v2/api/socket.io, websocket transport only. The handshake carries
 * the jwt of GET /auth (auth.token); a bad or expired token, or one whose session has ended, is refused
 * with the reason as the error message (the client's connect_error).
 */
export function createSocketServer(httpServer: HttpServer, deps: ApiDeps): Server {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
  });
  io.use(async (socket, next) => {
    try {
      const result = await authenticateHandshake(deps, (socket.handshake.auth as { token?: unknown }).token);
      if (typeof result === 'string') return next(new Error(result));
      socket.data.identity = result;
      next();
    } catch (err) {
      deps.logger.error('socket handshake failed', { error: String(err) });
      next(new Error('handshake failed'));
    }
  });
  const heartbeat = createOnlineHeartbeat(io, deps, { user: userRoom });
  // Rooms are joined here and nowhere else: clients have no way to ask for another workspace's room.
  io.on('connection', (socket: Socket) => {
    const identity = socket.data.identity as SocketIdentity;
    if (identity.workspaceId) void socket.join([workspaceRoom(identity.workspaceId), userRoom(identity.workspaceId, identity.userId)]);
    if (identity.botid) void socket.join(botRoom(identity.botid));
    void socket.join(sessionRoom(identity.sessionId));
    handlePresence(socket, deps.db, { workspace: workspaceRoom, user: userRoom });
    heartbeat(socket);
  });
  return io;
}

/**
 * Sends a stored event to the sockets of its workspace, on every instance when an adapter is set.
 * An event with sendTo goes whole only to its recipients' sockets (the client still keeps only those
 * meant for its user, spec §7). The workspace's other sockets get its number alone (empty payload, no
 * recipients), because the client counts on gap-free numbers to notice missed events and would
 * otherwise fetch a catch-up after every event meant for someone else.
 */
export function emitEvent(io: Server, event: RealtimeEvent): void {
  const room = workspaceRoom(event.workspaceId);
  if (!event.sendTo) {
    io.to(room).emit('event', event);
    return;
  }
  const recipients = event.sendTo.map((userId) => userRoom(event.workspaceId, userId));
  if (recipients.length > 0) io.to(recipients).emit('event', event);
  io.to(room).except(recipients).emit('event', { ...event, payload: {}, sendTo: [] });
}
