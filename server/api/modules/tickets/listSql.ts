import { and, arrayOverlaps, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TicketPriorityValue } from '../../../../src/domain/api';
import type { TicketSort } from '../../../../src/domain/inbox';
import { tickets } from '../../db/inboxSchema';
import type { TicketListFilter } from './listQuery';

/** Whose tickets the caller may list: an Agent the unassigned ones and their own, an Administrator all. */
export type Visibility = { kind: 'all' } | { kind: 'agent'; userId: string };

/** The priority sort's order, urgent first; a priority's index here is its rank in the cursor. */
export const PRIORITY_ORDER = ['urgent', 'high', 'medium', 'low'] as const satisfies readonly TicketPriorityValue[];

/**
 * The conditions every query of the list shares; they start with the workspace, as every index does.
 * Merged tickets are left out unless `withMerged` (the count subtracts them on its own, see countTickets).
 */
export function listConditions(workspaceId: string, visibility: Visibility, filter: TicketListFilter, withMerged = false): SQL {
  const parts: (SQL | undefined)[] = [eq(tickets.workspaceId, workspaceId), withMerged ? undefined : isNull(tickets.mergedIntoId)];
  if (visibility.kind === 'agent') parts.push(or(isNull(tickets.assigneeId), eq(tickets.assigneeId, visibility.userId)));
  if (filter.status.length) parts.push(statusCondition(filter.status));
  if (filter.priority.length) parts.push(inArray(tickets.priority, filter.priority));
  if (filter.channel.length) parts.push(inArray(tickets.channel, filter.channel));
  if (filter.assigneeId.length) parts.push(inArray(tickets.assigneeId, filter.assigneeId));
  if (filter.departmentId.length) parts.push(inArray(tickets.departmentId, filter.departmentId));
  if (filter.tag.length) parts.push(arrayOverlaps(tickets.tags, filter.tag));
  if (filter.sla.length) parts.push(inArray(tickets.slaState, filter.sla));
  if (filter.from) parts.push(gte(tickets.createdAt, filter.from));
  if (filter.to) parts.push(lt(tickets.createdAt, filter.to));
  if (filter.tsquery) parts.push(sql`${tickets.searchVector} @@ to_tsquery('simple', ${filter.tsquery})`);
  if (filter.number !== undefined) parts.push(eq(tickets.number, filter.number));
  return and(...parts)!;
}

const omniEmpty = sql`coalesce(btrim(${tickets.statusOmni}), '') = ''`;

/**
 * Statuses as the list shows them (spec §4): an unsolved ticket with an empty omni status is shown,
 * so also filtered, as new; 'unsolved' (Open) is then only the ones an agent opened. A ticket stored as
 * unassigned with an assignee (before assignmentRules) reads as new, so it is filtered as new too.
 */
function statusCondition(statuses: readonly string[]): SQL {
  const plain = statuses.filter((s) => s !== 'new' && s !== 'unsolved' && s !== 'unassigned');
  const parts: (SQL | undefined)[] = [];
  if (plain.length) parts.push(inArray(tickets.status, plain));
  if (statuses.includes('unassigned')) parts.push(and(eq(tickets.status, 'unassigned'), isNull(tickets.assigneeId)));
  if (statuses.includes('new')) {
    parts.push(eq(tickets.status, 'new'), and(eq(tickets.status, 'unsolved'), omniEmpty), and(eq(tickets.status, 'unassigned'), isNotNull(tickets.assigneeId)));
  }
  if (statuses.includes('unsolved')) parts.push(and(eq(tickets.status, 'unsolved'), sql`not (${omniEmpty})`));
  return or(...parts)!;
}

/** The column a sort walks; the priority sort walks created_at within each priority. */
export function sortColumn(sort: TicketSort) {
  return sort === 'updated' ? tickets.updatedAt : tickets.createdAt;
}

// The indexes are built DESC NULLS LAST; PostgreSQL walks one only for an ORDER BY that says so exactly
// (forwards) or its mirror ASC NULLS FIRST (backwards), even on NOT NULL columns. Otherwise it sorts.
const newestFirst = (column: SQLWrapper) => sql`${column} desc nulls last`;
const oldestFirst = (column: SQLWrapper) => sql`${column} asc nulls first`;

/** ORDER BY in the order of the matching index: (workspace_id, created_at desc, id desc) and its kin. */
export function listOrder(sort: TicketSort): SQL[] {
  const column = sortColumn(sort);
  return sort === 'oldest' ? [oldestFirst(column), oldestFirst(tickets.id)] : [newestFirst(column), newestFirst(tickets.id)];
}

/**
 * Rows after the last one shown (its sort column as PostgreSQL wrote it, and its id). A row comparison
 * on the index's own columns lets PostgreSQL start the index scan there instead of filtering its way.
 */
export function afterRow(sort: TicketSort, at: string, id: string): SQL {
  const column = sortColumn(sort);
  return sort === 'oldest'
    ? sql`(${column}, ${tickets.id}) > (${at}::timestamptz, ${id}::uuid)`
    : sql`(${column}, ${tickets.id}) < (${at}::timestamptz, ${id}::uuid)`;
}
