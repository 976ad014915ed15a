import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Page, TicketSummary } from '../../../../src/domain/inbox';
import type { Db } from '../../db/client';
import { contacts, tickets } from '../../db/schema';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { encodeCursor } from './cursor';
import type { TicketListRequest } from './listQuery';
import { afterCursor, listConditions, listOrder, sortKey, type Visibility } from './listSql';
import { summaryColumns, toTicketSummary } from './summary';

export const OTHERS_FILTER_REFUSED = 'An Agent can only filter by their own tickets.';

/** An Agent lists the unassigned tickets and their own; naming a colleague is refused, not emptied. */
export function visibilityFor(ctx: WorkspaceContext, assigneeIds: string[]): Visibility {
  if (ctx.member.role === 'Administrator') return { kind: 'all' };
  if (assigneeIds.some((id) => id !== ctx.user.id)) throw forbidden(OTHERS_FILTER_REFUSED);
  return { kind: 'agent', userId: ctx.user.id };
}

function fingerprint(request: TicketListRequest, visibility: Visibility): string {
  return createHash('sha256').update(JSON.stringify([request.filter, visibility])).digest('base64url').slice(0, 16);
}

export function listPageQuery(db: Db, workspaceId: string, visibility: Visibility, request: TicketListRequest) {
  const key = sortKey(request.sort);
  return db
    .select({ ...summaryColumns, key0: key[0]!, key1: key[1] ?? key[0]! })
    .from(tickets)
    .leftJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(listConditions(workspaceId, visibility, request.filter), request.cursor ? afterCursor(request.cursor) : undefined))
    .orderBy(...listOrder(request.sort))
    .limit(request.limit + 1);
}

export function listCountQuery(db: Db, workspaceId: string, visibility: Visibility, request: TicketListRequest) {
  return db.select({ n: count() }).from(tickets).where(listConditions(workspaceId, visibility, request.filter));
}

/**
 * One page of the ticket list. The total is counted once, on the first page, and carried in the cursor:
 * the count is the costly part on a large inbox, and live events keep an open list's count current.
 */
export async function listTickets(db: Db, ctx: WorkspaceContext, request: TicketListRequest): Promise<Page<TicketSummary>> {
  const workspaceId = ctx.workspace.id;
  const visibility = visibilityFor(ctx, request.filter.assigneeId);
  const filters = fingerprint(request, visibility);
  if (request.cursor && request.cursor.filters !== filters) {
    throw badRequest('cursor: This cursor belongs to another search', { cursor: 'This cursor belongs to another search' });
  }
  const rows = await listPageQuery(db, workspaceId, visibility, request);
  const more = rows.length > request.limit;
  const items = rows.slice(0, request.limit);
  let total = request.cursor?.total;
  if (total === undefined) {
    total = more ? Number((await listCountQuery(db, workspaceId, visibility, request))[0]?.n ?? 0) : items.length;
  }
  const last = items.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({ sort: request.sort, key: request.sort === 'priority' ? [last.key0, last.key1] : [last.key0], id: last.id, total, filters })
      : null;
  return { items: items.map(toTicketSummary), nextCursor, total };
}
