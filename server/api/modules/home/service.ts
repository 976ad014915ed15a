import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { TicketStatusValue } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import type { Db } from '../../db/client';
import { tickets } from '../../db/inboxSchema';
import { TICKET_STATUSES } from '../../../../src/domain/statusLabels';
import { clockOf } from '../../clock/timeZoneService';
import type { Span } from '../../clock/workspaceClock';

export type StatusCounts = Record<TicketStatusValue, number>;

/**
 * The caller's tickets created or changed during `day`. A ticket's updated_at is at least its created_at, so
 * "updated that day" covers both. The (workspace_id, assignee_id, status) index narrows to the caller.
 */
export function todayCountsQuery(db: Db, workspaceId: string, userId: string, day: Span) {
  return db
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.assigneeId, userId), gte(tickets.updatedAt, day.start), lt(tickets.updatedAt, day.end)))
    .groupBy(tickets.status);
}

/** Today's counts, "today" being the workspace's day (its time zone), whoever asks from wherever. */
export async function todayCounts(deps: ApiDeps, workspace: { id: string; timeZone: string }, userId: string) {
  const clock = clockOf(deps, workspace);
  const rows = await todayCountsQuery(deps.db, workspace.id, userId, clock.day());
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as TicketStatusValue] = Number(row.n);
  }
  return { today: counts, day: clock.today(), timeZone: clock.zone };
}
