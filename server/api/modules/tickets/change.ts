import type { TicketEventPayload } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { conversationFollowsTicket, publishConversationFollowed } from '../conversations/followTicket';
import { ticketFor } from './access';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry, type TicketChange, type TicketRow } from './repository';
import { loadTicketSummary } from './summary';
import { solveRefusal } from '../../../../src/domain/ticketSettingsRules';
import { ticketSettings } from '../settings/ticketService';
import { isRefusal, planEdit, type EditPlan, type TicketEdit } from './ticketEditRules';

/**
 * One action on a ticket: the row, its history lines and (with `conversationFollows`) its open conversation
 * moving to the ticket's assignee, in one transaction; then the events of what was committed. An action that
 * changes nothing writes nothing and publishes nothing.
 */
export async function applyChange(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  ticket: TicketRow,
  set: TicketChange,
  history: HistoryEntry[],
  action: TicketEventPayload['action'] = 'change',
  conversationFollows = false,
): Promise<TicketSummary> {
  if (history.length > 0 || conversationFollows) {
    const now = deps.now();
    const { changed, followed } = await deps.db.transaction(async (tx) => {
      const changed = history.length > 0 ? await updateTicket(tx, ticket, { ...set, updatedAt: now }, ctx.user.id, history) : ticket;
      const followed = conversationFollows
        ? await conversationFollowsTicket(tx, { workspaceId: ctx.workspace.id, conversationId: ticket.conversationId, assigneeId: changed.assigneeId, now })
        : null;
      return { changed, followed };
    });
    if (history.length > 0) await publishTicketChange(deps, changed, action, ticket.assigneeId, history, ctx.user.id);
    await publishConversationFollowed(deps, ctx.workspace.id, followed);
  }
  return (await loadTicketSummary(deps.db, ctx.workspace.id, ticket.id))!;
}

/** The edit solves the ticket now (so the workspace's fields required before solving apply). */
export const isSolving = (edit: TicketEdit, plan: EditPlan): boolean => edit.kind === 'status' && edit.status === 'solved' && plan.history.length > 0;

/** The spec's event action of an edit that changed something: solving is 'solved'. */
export const eventAction = (edit: TicketEdit): TicketEventPayload['action'] => (edit.kind === 'status' && edit.status === 'solved' ? 'solved' : 'change');

/** One edit of one ticket (ticketEditRules), written and published; its open conversation follows a new assignee. */
export async function editTicket(deps: ApiDeps, ctx: WorkspaceContext, id: string, edit: TicketEdit): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const plan = planEdit(ticket, edit, deps.now());
  if (isRefusal(plan)) throw badRequest(plan.refused, { tags: plan.refused });
  const refusal = isSolving(edit, plan) ? solveRefusal(await ticketSettings(deps.db, ctx.workspace.id), ticket) : null;
  if (refusal) throw badRequest(refusal.message, { [refusal.field]: refusal.message });
  return applyChange(deps, ctx, ticket, plan.set, plan.history, eventAction(edit), plan.assigneeChanged);
}
