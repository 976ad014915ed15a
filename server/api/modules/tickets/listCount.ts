import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/inboxSchema';
import type { TicketListFilter } from './listQuery';
import { listConditions, type Visibility } from './listSql';

/** Filters on columns no btree index holds: with one of them the count reads the rows anyway. */
function readsRows(filter: TicketListFilter): boolean {
  return filter.priority.length > 0 || filter.channel.length > 0 || filter.departmentId.length > 0 || filter.tag.length > 0 || filter.tsquery !== undefined;
}

export function countQuery(db: Db, workspaceId: string, visibility: Visibility, filter: TicketListFilter, withMerged = false) {
  return db.select({ n: count() }).from(tickets).where(listConditions(workspaceId, visibility, filter, withMerged));
}

/** The merged tickets among the filtered ones: solved and unassigned by construction (see mergeTickets). */
export function mergedCountQuery(db: Db, workspaceId: string, visibility: Visibility, filter: TicketListFilter) {
  return db
    .select({ n: count() })
    .from(tickets)
    .where(and(listConditions(workspaceId, visibility, filter, true), eq(tickets.status, 'solved'), isNull(tickets.assigneeId), isNotNull(tickets.mergedIntoId)));
}

/**
 * How many tickets match, merged ones left out. No index holds merged_into_id, so counting "not merged"
 * reads every row of the workspace (about 50-120 ms at 100,000 tickets on PGlite). Instead, when the
 * other filters are on indexed columns (status, assignee, created time), count everything from the
 * index alone (visibility map permitting) and subtract the merged ones, found through
 * tickets_assignee_idx: a merge leaves its source solved and unassigned, and a merged ticket can no
 * longer change (access.ts), so they are all under (workspace, no assignee, 'solved').
 */
export async function countTickets(db: Db, workspaceId: string, visibility: Visibility, filter: TicketListFilter): Promise<number> {
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  if (readsRows(filter)) return n(countQuery(db, workspaceId, visibility, filter));
  const all = await n(countQuery(db, workspaceId, visibility, filter, true));
  const mayHoldMerged = (filter.status.length === 0 || filter.status.includes('solved')) && filter.assigneeId.length === 0;
  return mayHoldMerged ? all - (await n(mergedCountQuery(db, workspaceId, visibility, filter))) : all;
}
