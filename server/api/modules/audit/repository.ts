import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/adminSchema';
import type { ContactCursor } from '../contacts/cursor';
import type { AuditFilter } from './query';

export type AuditRow = typeof auditLog.$inferSelect;

/** created_at as PostgreSQL keeps it (microseconds), for the keyset cursor. */
const createdAtText = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;

function where(filter: AuditFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(auditLog.workspaceId, filter.workspaceId)];
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  if (filter.actor !== '') conditions.push(sql`${auditLog.actorName} ilike ${containing(filter.actor)}`);
  if (filter.action !== '') {
    conditions.push(or(eq(auditLog.action, filter.action), sql`${auditLog.action} like ${`${escapeLike(filter.action)}.%`}`));
  }
  if (filter.q !== '') {
    const q = containing(filter.q);
    conditions.push(
      or(
        sql`${auditLog.actorName} ilike ${q}`,
        sql`${auditLog.action} ilike ${q}`,
        sql`${auditLog.targetType} ilike ${q}`,
        sql`${auditLog.targetLabel} ilike ${q}`,
        sql`coalesce(${auditLog.before}::text, '') ilike ${q}`,
        sql`coalesce(${auditLog.after}::text, '') ilike ${q}`,
      ),
    );
  }
  return and(...conditions)!;
}

/** One page, newest first, along audit_log_ws_time_idx; one extra row tells whether more follow. */
export function auditPage(db: Db, filter: AuditFilter, cursor: ContactCursor | null, limit: number): Promise<{ row: AuditRow; position: string }[]> {
  const after = cursor ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.updatedAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
  return db
    .select({ row: auditLog, position: createdAtText })
    .from(auditLog)
    .where(and(where(filter), after))
    .orderBy(sql`${auditLog.createdAt} desc`, sql`${auditLog.id} desc`)
    .limit(limit + 1);
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where(filter));
  return row?.n ?? 0;
}

/** Deletes every workspace's lines older than `before`; answers how many went. */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
  return gone.length;
}
