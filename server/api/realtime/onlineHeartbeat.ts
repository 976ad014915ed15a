import type { RemoteSocket, Server, Socket } from 'socket.io';
import type { ApiDeps } from '../deps';
import { markAway, markOnline, ONLINE_REFRESH_MS, refreshOnline } from '../modules/presence/presenceService';
import type { SocketIdentity } from './socketAuth';

type Rooms = { user: (workspaceId: string, userId: string) => string };

/** Whether a socket is a member's own live console: in a workspace (not a limited member), not a spectator's view. */
const isConsole = (identity: SocketIdentity | undefined): identity is SocketIdentity & { workspaceId: string } =>
  identity !== undefined && identity.workspaceId !== null && identity.spectator !== true;

/**
 * Keeps members.onlineUntil ahead of now while a member has a console connected (issue 15). This instance
 * counts its own sockets per member and workspace: the first sets the heartbeat, a timer moves it every
 * 30 s, the last one to go lets it run out after a short grace unless another instance still holds one of
 * their consoles. Each member's writes run one after another, so a quick connect and disconnect land in order.
 */
export function createOnlineHeartbeat(io: Server, deps: ApiDeps, rooms: Rooms) {
  const live = new Map<string, { sockets: number; timer: NodeJS.Timeout }>();
  const queues = new Map<string, Promise<void>>();
  const inTurn = (key: string, what: string, run: () => Promise<void>) => {
    const next = (queues.get(key) ?? Promise.resolve())
      .then(run)
      .catch((error: unknown) => deps.logger.warn('presence heartbeat failed', { what, error: error instanceof Error ? error.message : String(error) }));
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  };

  async function stillLiveElsewhere(workspaceId: string, userId: string, leaving: string): Promise<boolean> {
    try {
      const sockets: RemoteSocket<never, { identity?: SocketIdentity }>[] = await io.in(rooms.user(workspaceId, userId)).fetchSockets();
      return sockets.some((s) => s.id !== leaving && isConsole(s.data.identity));
    } catch {
      // Another instance did not answer in time: let the heartbeat run out; a live console renews it.
      return false;
    }
  }

  return (socket: Socket): void => {
    const identity = socket.data.identity as SocketIdentity | undefined;
    if (!isConsole(identity)) return;
    const { workspaceId, userId } = identity;
    const key = `${workspaceId}:${userId}`;
    const entry = live.get(key);
    if (entry) entry.sockets += 1;
    else {
      const timer = setInterval(() => inTurn(key, 'refresh', () => refreshOnline(deps, workspaceId, userId)), ONLINE_REFRESH_MS);
      timer.unref();
      live.set(key, { sockets: 1, timer });
      inTurn(key, 'online', () => markOnline(deps, workspaceId, userId));
    }
    socket.on('disconnect', () => {
      const current = live.get(key);
      if (!current) return;
      current.sockets -= 1;
      if (current.sockets > 0) return;
      clearInterval(current.timer);
      live.delete(key);
      inTurn(key, 'away', async () => {
        if (!(await stillLiveElsewhere(workspaceId, userId, socket.id))) await markAway(deps, workspaceId, userId);
      });
    });
  };
}
