import { and, arrayOverlaps, eq, gte, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TicketSort } from '../../../../src/domain/inbox';
import { tickets } from '../../db/schema';
import type { TicketCursor } from './cursor';
import type { TicketListFilter } from './listQuery';

/** Whose tickets the caller may list: an Agent the unassigned ones and their own, an Administrator all. */
export type Visibility = { kind: 'all' } | { kind: 'agent'; userId: string };

/** urgent first; the rank is also the first part of the priority sort's cursor. */
export const priorityRank = sql<number>`(case ${tickets.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end)`;

/** The conditions every query of the list shares; they start with the workspace, as every index does. */
export function listConditions(workspaceId: string, visibility: Visibility, filter: TicketListFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(tickets.workspaceId, workspaceId), isNull(tickets.mergedIntoId)];
  if (visibility.kind === 'agent') parts.push(or(isNull(tickets.assigneeId), eq(tickets.assigneeId, visibility.userId)));
  if (filter.status.length) parts.push(inArray(tickets.status, filter.status));
  if (filter.priority.length) parts.push(inArray(tickets.priority, filter.priority));
  if (filter.channel.length) parts.push(inArray(tickets.channel, filter.channel));
  if (filter.assigneeId.length) parts.push(inArray(tickets.assigneeId, filter.assigneeId));
  if (filter.departmentId.length) parts.push(inArray(tickets.departmentId, filter.departmentId));
  if (filter.tag.length) parts.push(arrayOverlaps(tickets.tags, filter.tag));
  if (filter.from) parts.push(gte(tickets.createdAt, filter.from));
  if (filter.to) parts.push(lt(tickets.createdAt, filter.to));
  if (filter.tsquery) parts.push(sql`${tickets.searchVector} @@ to_tsquery('simple', ${filter.tsquery})`);
  return and(...parts)!;
}

/** The sort key as text, exactly as the next page's condition compares it. */
export function sortKey(sort: TicketSort): SQL<string>[] {
  switch (sort) {
    case 'newest':
    case 'oldest':
      return [sql<string>`${tickets.createdAt}::text`];
    case 'updated':
      return [sql<string>`${tickets.updatedAt}::text`];
    case 'priority':
      return [sql<string>`${priorityRank}::text`, sql<string>`${tickets.createdAt}::text`];
  }
}

// The indexes are built DESC NULLS LAST; PostgreSQL walks one only for an ORDER BY that says so exactly
// (forwards) or its mirror ASC NULLS FIRST (backwards), even on NOT NULL columns. Otherwise it sorts.
const newestFirst = (column: SQLWrapper) => sql`${column} desc nulls last`;
const oldestFirst = (column: SQLWrapper) => sql`${column} asc nulls first`;

/** ORDER BY in the order of the matching index: (workspace_id, created_at desc, id desc) and its kin. */
export function listOrder(sort: TicketSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [newestFirst(tickets.createdAt), newestFirst(tickets.id)];
    case 'oldest':
      return [oldestFirst(tickets.createdAt), oldestFirst(tickets.id)];
    case 'updated':
      return [newestFirst(tickets.updatedAt), newestFirst(tickets.id)];
    case 'priority':
      return [oldestFirst(priorityRank), newestFirst(tickets.createdAt), newestFirst(tickets.id)];
  }
}

/**
 * Rows after the cursor. Row comparisons on the index's own columns let PostgreSQL start the index
 * scan at the cursor instead of filtering its way there.
 */
export function afterCursor(cursor: TicketCursor): SQL {
  const [first, second] = cursor.key as [string, string | undefined];
  switch (cursor.sort) {
    case 'newest':
      return sql`(${tickets.createdAt}, ${tickets.id}) < (${first}::timestamptz, ${cursor.id}::uuid)`;
    case 'oldest':
      return sql`(${tickets.createdAt}, ${tickets.id}) > (${first}::timestamptz, ${cursor.id}::uuid)`;
    case 'updated':
      return sql`(${tickets.updatedAt}, ${tickets.id}) < (${first}::timestamptz, ${cursor.id}::uuid)`;
    case 'priority':
      return sql`(${priorityRank} > ${Number(first)} or (${priorityRank} = ${Number(first)} and (${tickets.createdAt}, ${tickets.id}) < (${second}::timestamptz, ${cursor.id}::uuid)))`;
  }
}
