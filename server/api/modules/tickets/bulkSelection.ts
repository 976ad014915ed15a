import { and, desc, eq, inArray } from 'drizzle-orm';
import { BULK_MAX, type BulkSelection } from '../../../../src/domain/ticketBulk';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { visibilityFor } from './list';
import { parseTicketListQuery } from './listQuery';
import { listConditions } from './listSql';
import type { TicketRow, Tx } from './repository';

export const TOO_MANY = `A bulk action takes at most ${BULK_MAX.toLocaleString('en-US')} tickets: narrow the filters.`;

/** A list query in its URL form as GET /tickets reads it: repeated keys become lists. */
function queryRecord(search: string): Record<string, unknown> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    // A page's position means nothing here: every matching ticket is meant.
    if (key === 'cursor' || key === 'limit') continue;
    const known = record[key];
    record[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return record;
}

/**
 * The ids a selection means. 'All matching' is resolved here, from the filters, with the caller's own
 * visibility (an Agent's unassigned and own tickets): the same tickets their list counts. Picked ids are
 * taken as given; each is checked when its batch is written.
 */
export async function resolveSelection(deps: ApiDeps, ctx: WorkspaceContext, selection: BulkSelection): Promise<string[]> {
  if ('ids' in selection) return selection.ids;
  const { filter } = parseTicketListQuery(queryRecord(selection.query), ctx.workspace.timeZone);
  const visibility = visibilityFor(ctx, filter.assigneeId);
  const rows = await deps.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(listConditions(ctx.workspace.id, visibility, filter))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(BULK_MAX + 1);
  if (rows.length > BULK_MAX) throw badRequest(TOO_MANY, { selection: TOO_MANY });
  return rows.map((row) => row.id);
}

/** The rows of one batch, locked until its transaction ends, so a concurrent change waits or is waited for. */
export function lockedRows(tx: Tx, workspaceId: string, ids: string[]): Promise<TicketRow[]> {
  return tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), inArray(tickets.id, ids)))
    .for('update');
}
