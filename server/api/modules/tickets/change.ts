import type { TicketEventPayload } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry, type TicketChange, type TicketRow } from './repository';
import { loadTicketSummary } from './summary';

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
