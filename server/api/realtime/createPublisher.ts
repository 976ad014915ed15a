import type { Server } from 'socket.io';
import type { Db } from '../db/client';
import { appendEvent } from './eventStore';
import type { Publisher } from './publisher';
import { emitEvent, sessionRoom } from './socketServer';

/** Stores each event (for replay) and then emits it. `io` may be attached after creation. */
export function createPublisher(db: Db): Publisher & { attach(io: Server): void } {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    async publish(input) {
      const event = await appendEvent(db, input);
      if (io) emitEvent(io, event);
      return event;
    },
    disconnectSessions(sessionIds) {
      if (!io || sessionIds.length === 0) return;
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
  };
}
