import { eq } from 'drizzle-orm';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { requireRole, type WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { NO_SUCH_TICKET } from './access';
import { publishTicketChange } from './events';
import { findTicket } from './repository';

/**
 * Deletes a ticket with its history and notes (Administrators only). The 'delete' event goes out first,
 * while the ticket's number and assignee can still be read. Tickets merged into it stay merged: they
 * were closed as part of it.
 */
export async function deleteTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<{ id: string }> {
  requireRole(ctx, 'Administrator');
  const ticket = await findTicket(deps.db, ctx.workspace.id, id);
  if (!ticket) throw notFound(NO_SUCH_TICKET);
  await publishTicketChange(deps, ticket, 'delete', ticket.assigneeId, { field: 'deleted', old: null, new: `#${ticket.number}` }, ctx.user.id);
  await deps.db.delete(tickets).where(eq(tickets.id, ticket.id));
  return { id: ticket.id };
}
