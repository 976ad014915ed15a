import { DateTime } from 'luxon';
import type { Page } from '../../../../src/domain/inbox';
import type { AuditLine } from '../../../../src/domain/workspaceSettingsRules';
import type { Db } from '../../db/client';
import { encodeCursor } from '../contacts/cursor';
import { csvLine } from './csv';
import type { AuditFilter, AuditListInput } from './query';
import { auditPage, countAudit, pruneAudit, type AuditRow } from './repository';

function toLine(row: AuditRow): AuditLine {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export async function listAudit(db: Db, input: AuditListInput): Promise<Page<AuditLine>> {
  const rows = await auditPage(db, input.filter, input.cursor, input.limit);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((entry) => toLine(entry.row)),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ updatedAt: last.position, id: last.row.id }) : null,
    total: await countAudit(db, input.filter),
  };
}

export const AUDIT_CSV_HEADER = ['Time (UTC)', 'Actor', 'Action', 'Target type', 'Target', 'Target id', 'Before', 'After'];
const EXPORT_BATCH = 500;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The CSV of every line the filters match, newest first, read a batch at a time so a year of changes never sits in memory. */
export async function* auditCsv(db: Db, filter: AuditFilter): AsyncGenerator<string> {
  // The first batch is read before the header is given, so a failing query fails before anything is sent.
  let rows = await auditPage(db, filter, null, EXPORT_BATCH);
  yield csvLine(AUDIT_CSV_HEADER);
  for (;;) {
    const batch = rows.slice(0, EXPORT_BATCH);
    for (const { row } of batch) {
      yield csvLine([row.createdAt.toISOString(), row.actorName, row.action, row.targetType, row.targetLabel, row.targetId ?? '', json(row.before), json(row.after)]);
    }
    const last = batch.at(-1);
    if (rows.length <= EXPORT_BATCH || !last) return;
    rows = await auditPage(db, filter, { updatedAt: last.position, id: last.row.id }, EXPORT_BATCH);
  }
}

/** The log keeps a year: what is older goes (the scheduled job 'prune-audit-log'). */
export function pruneAuditLog(db: Db, now: Date): Promise<number> {
  return pruneAudit(db, DateTime.fromJSDate(now, { zone: 'UTC' }).minus({ years: 1 }).toJSDate());
}
