import { and, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelInboundEvents } from '../../db/outboxSchema';

/** How long a processed provider call is kept (to look into one a customer asks about). */
export const INBOUND_KEEP_MS = 7 * 24 * 3600_000;

/** Deletes provider calls processed (or given up) more than a week ago; pending ones are never deleted. */
export async function pruneInboundEvents(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(channelInboundEvents)
    .where(and(ne(channelInboundEvents.state, 'pending'), lt(channelInboundEvents.receivedAt, new Date(now.getTime() - INBOUND_KEEP_MS))))
    .returning({ id: channelInboundEvents.id });
  return gone.length;
}
