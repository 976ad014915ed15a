import type { Server } from 'socket.io';
import { UNREAD_SOCKET_MESSAGE } from '../../../src/domain/alerts';
import { isPayloadOf, type RealtimeEvent, type RealtimeEventOf } from '../../../src/domain/realtimeEvents';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { appendEvents } from './eventStore';
import type { Publisher, PublishInput } from './publisher';
import { emitEvent, sessionRoom, userRoom } from './socketServer';
import { countsTouchedBy, createUnreadPusher } from './unreadPusher';

/**
 * Stores each event (for replay) and then emits it; the members whose unread counts it may change get
 * their new counts pushed. `io` may be attached after creation.
 */
export function createPublisher(db: Db, logger?: Pick<Logger, 'warn'>): Publisher & { attach(io: Server): void } {
  let io: Server | undefined;
  const unread = createUnreadPusher(
    db,
    (workspaceId, userId, counts) => io?.to(userRoom(workspaceId, userId)).emit(UNREAD_SOCKET_MESSAGE, counts),
    (error) => logger?.warn('unread counts not pushed', { error: String(error) }),
  );
  async function publishMany(workspaceId: string, inputs: PublishInput[]): Promise<RealtimeEvent[]> {
    for (const input of inputs) {
      if (!isPayloadOf(input.type, input.payload)) throw new Error(`realtime event '${input.type}' not published: its payload has another shape than the event map's`);
    }
    const stored = await appendEvents(db, workspaceId, inputs);
    if (io) {
      for (const event of stored) {
        emitEvent(io, event);
        const touched = countsTouchedBy(event);
        if (touched !== undefined) unread.touch(event.workspaceId, touched);
      }
    }
    return stored;
  }

  return {
    attach(server) {
      io = server;
    },
    async publish(input) {
      const [event] = await publishMany(input.workspaceId, [input]);
      return event as RealtimeEventOf<typeof input.type>;
    },
    publishMany,
    disconnectSessions(sessionIds) {
      if (!io || sessionIds.length === 0) return;
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    unreadChanged(workspaceId, userIds) {
      if (io) unread.touch(workspaceId, userIds);
    },
  };
}
