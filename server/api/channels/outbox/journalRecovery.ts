import { inArray } from 'drizzle-orm';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { markSent, publishSent, type Sent } from './batch';
import type { SendJournal } from './sendJournal';

/**
 * Records the acceptances a previous process wrote down but may not have committed (it was killed in
 * between), so their rows are not sent again when their lease ends; then tells the consoles, and empties
 * the journal. Rows gone meanwhile (their conversation deleted) are skipped.
 */
export async function recordLeftOver(deps: ApiDeps, journal: SendJournal): Promise<number> {
  const entries = journal.leftOver;
  if (entries.length === 0) return 0;
  const rows = await deps.db
    .select({ id: channelOutbox.id, messageId: channelOutbox.messageId, workspaceId: channelOutbox.workspaceId })
    .from(channelOutbox)
    .where(inArray(channelOutbox.id, entries.map((e) => e.rowId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sent: Sent[] = [];
  for (const entry of entries) {
    const row = byId.get(entry.rowId);
    if (row) sent.push({ messageId: row.messageId, workspaceId: row.workspaceId, moved: await markSent(deps, row.id, entry.attempts, entry.externalIds) });
    journal.committed(entry.rowId);
  }
  await publishSent(deps, sent);
  journal.settle();
  deps.logger.info('outbox: replies taken before the last stop recorded', { count: sent.length });
  return sent.length;
}
