import type { TicketEventPayload } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { conversationFollowsTicket } from '../conversations/followTicket';
import { ticketFor } from './access';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry, type TicketChange, type TicketRow } from './repository';
import { loadTicketSummary } from './summary';
import { isRefusal, planEdit, type TicketEdit } from './ticketEditRules';

/**
 * One action on a ticket: the row and its history lines in one transaction, then the events. An action
 * that changes nothing writes nothing and publishes nothing.
 */
export async function applyChange(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  ticket: TicketRow,
  set: TicketChange,
  history: HistoryEntry[],
  action: TicketEventPayload['action'] = 'change',
): Promise<TicketSummary> {
  if (history.length === 0) return (await loadTicketSummary(deps.db, ctx.workspace.id, ticket.id))!;
  const changed = await updateTicket(deps.db, ticket, { ...set, updatedAt: deps.now() }, ctx.user.id, history);
  await publishTicketChange(deps, changed, action, ticket.assigneeId, history, ctx.user.id);
  return (await loadTicketSummary(deps.db, ctx.workspace.id, ticket.id))!;
}

/** The spec's event action of an edit that changed something: solving is 'solved'. */
export const eventAction = (edit: TicketEdit): TicketEventPayload['action'] => (edit.kind === 'status' && edit.status === 'solved' ? 'solved' : 'change');

/** One edit of one ticket (ticketEditRules), written and published; its open conversation follows a new assignee. */
export async function editTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string, edit: TicketEdit): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const plan = planEdit(ticket, edit, deps.now());
  if (isRefusal(plan)) throw badRequest(plan.refused, { tags: plan.refused });
  const summary = await applyChange(deps, ctx, ticket, plan.set, plan.history, eventAction(edit));
  if (plan.assigneeChanged) await conversationFollowsTicket(deps, ctx.workspace.id, ticket.conversationId, plan.set.assigneeId ?? null);
  return summary;
}
