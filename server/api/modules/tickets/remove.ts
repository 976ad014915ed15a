import { eq } from 'drizzle-orm';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { requireRole, type WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { NO_SUCH_TICKET } from './access';
import { publishTicketChange } from './events';
import { findTicket } from './repository';

/**
 * Deletes a ticket with its history and notes (Administrators only), then publishes the 'delete' event
 * from the row as it was deleted (its number and assignee), so a delete that fails tells nobody. Tickets
 * merged into it stay merged: they were closed as part of it.
 */
export async function deleteTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<{ id: string }> {
  requireRole(ctx, 'Administrator');
  const ticket = await findTicket(deps.db, ctx.workspace.id, id);
  if (!ticket) throw notFound(NO_SUCH_TICKET);
  const [deleted] = await deps.db.delete(tickets).where(eq(tickets.id, ticket.id)).returning();
  if (!deleted) throw notFound(NO_SUCH_TICKET);
  await publishTicketChange(deps, deleted, 'delete', deleted.assigneeId, { field: 'deleted', old: null, new: `#${deleted.number}` }, ctx.user.id);
  return { id: deleted.id };
}
