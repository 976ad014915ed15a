import { inArray } from 'drizzle-orm';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { markSentMany, publishSent } from './batch';
import type { SendJournal } from './sendJournal';

/**
 * Records the acceptances the journal holds and the database has not (a previous process was killed in
 * between, or a round's record failed), so their rows are not sent again when their lease ends; then
 * tells the consoles, and empties the journal. Rows gone meanwhile (their conversation deleted) are skipped.
 */
export async function recordUnrecorded(deps: ApiDeps, journal: SendJournal): Promise<number> {
  const entries = journal.unrecorded();
  if (entries.length === 0) return 0;
  const rows = await deps.db
    .select({ id: channelOutbox.id, messageId: channelOutbox.messageId, workspaceId: channelOutbox.workspaceId })
    .from(channelOutbox)
    .where(inArray(channelOutbox.id, entries.map((e) => e.rowId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = entries.flatMap((entry) => {
    const row = byId.get(entry.rowId);
    return row ? [{ ...entry, messageId: row.messageId, workspaceId: row.workspaceId }] : [];
  });
  const moved = await markSentMany(deps, found);
  for (const entry of entries) journal.committed(entry.rowId);
  await publishSent(deps, found.map((entry) => ({ messageId: entry.messageId, workspaceId: entry.workspaceId, moved: moved.has(entry.messageId) })));
  journal.settle();
  deps.logger.info('outbox: replies taken and not yet recorded, recorded now', { count: found.length });
  return found.length;
}
