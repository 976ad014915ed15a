import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, forbidden, notFound } from '../../http/errors';
import { findTicket, type TicketRow } from './repository';

export const NO_SUCH_TICKET = 'There is no such ticket.';
export const SOMEONE_ELSES = 'This ticket is assigned to someone else.';
export const MERGED_ALREADY = 'This ticket was merged into another one.';

/** An Agent works on their own tickets and on unassigned ones; an Administrator on any. */
export function mayChange(ctx: WorkspaceContext, ticket: TicketRow): boolean {
  return ctx.member.role === 'Administrator' || ticket.assigneeId === null || ticket.assigneeId === ctx.user.id;
}

/**
 * A ticket of the caller's workspace. Reading a colleague's ticket answers 404 like a missing one, so an
 * Agent learns nothing of other agents' work; changing one answers 403 with the reason. A merged ticket
 * is closed for good: changing it answers 409.
 */
export async function ticketFor(deps: ApiDeps, ctx: WorkspaceContext, id: string, purpose: 'read' | 'change'): Promise<TicketRow> {
  const ticket = await findTicket(deps.db, ctx.workspace.id, id);
  if (!ticket) throw notFound(NO_SUCH_TICKET);
  if (!mayChange(ctx, ticket)) throw purpose === 'read' ? notFound(NO_SUCH_TICKET) : forbidden(SOMEONE_ELSES);
  if (purpose === 'change' && ticket.mergedIntoId) throw new AppError(409, MERGED_ALREADY);
  return ticket;
}
