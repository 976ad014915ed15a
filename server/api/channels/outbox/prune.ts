import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelOutbox } from '../../db/outboxSchema';

/**
 * How long a finished outbox row is kept: a provider's delivered/read receipt finds our reply through the
 * row's external ids (inbound/process.ts), and receipts come within days; after this, a late receipt is
 * ignored (the message keeps 'sent'), and the table stays the size of a month's replies.
 */
export const OUTBOX_KEEP_MS = 30 * 24 * 3600_000;

/** Deletes rows sent or failed more than OUTBOX_KEEP_MS ago; pending rows are never deleted. */
export async function pruneOutbox(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_KEEP_MS);
  const gone = await db
    .delete(channelOutbox)
    .where(and(inArray(channelOutbox.state, ['sent', 'failed']), lt(sql`coalesce(${channelOutbox.sentAt}, ${channelOutbox.nextAttemptAt})`, before)))
    .returning({ id: channelOutbox.id });
  return gone.length;
}
