import { createHash } from 'node:crypto';
import type { Page, TicketSummary } from '../../../../src/domain/inbox';
import type { Db } from '../../db/client';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { encodeCursor } from './cursor';
import type { TicketListRequest } from './listQuery';
import { pageRows } from './listPage';
import { countTickets } from './listCount';
import type { Visibility } from './listSql';
import { toTicketSummary } from './summary';

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
  const rows = await pageRows(db, workspaceId, visibility, request);
  const more = rows.length > request.limit;
  const items = rows.slice(0, request.limit);
  let total = request.cursor?.total;
  if (total === undefined) {
    total = more ? await countTickets(db, workspaceId, visibility, request.filter) : items.length;
  }
  const last = items.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({ sort: request.sort, key: request.sort === 'priority' || request.sort === 'sla' ? [String(last.rank), last.at] : [last.at], id: last.id, total, filters })
      : null;
  return { items: items.map(toTicketSummary), nextCursor, total };
}
