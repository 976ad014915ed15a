import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { TicketStatusValue } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { Db } from '../../db/client';
import { tickets } from '../../db/inboxSchema';
import { TICKET_STATUSES } from '../../../../src/domain/statusLabels';

export type StatusCounts = Record<TicketStatusValue, number>;

/** Start and end of the UTC day holding `now`. */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/**
 * The caller's tickets created or changed today. A ticket's updated_at is at least its created_at, so
 * "updated today" covers both. The (workspace_id, assignee_id, status) index narrows to the caller.
 */
export function todayCountsQuery(db: Db, workspaceId: string, userId: string, now: Date) {
  const { start, end } = utcDay(now);
  return db
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.assigneeId, userId), gte(tickets.updatedAt, start), lt(tickets.updatedAt, end)))
    .groupBy(tickets.status);
}

export async function todayCounts(deps: ApiDeps, workspaceId: string, userId: string): Promise<StatusCounts> {
  const rows = await todayCountsQuery(deps.db, workspaceId, userId, deps.now());
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as TicketStatusValue] = Number(row.n);
  }
  return counts;
}
