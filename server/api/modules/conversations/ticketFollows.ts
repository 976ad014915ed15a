import type { Db } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { publishTicketChange } from '../tickets/events';
import { settleAssignee } from '../tickets/assignmentRules';
import { findTicket, updateTicket, type HistoryEntry, type TicketRow } from '../tickets/repository';
import type { Tx } from './repository';

/** A ticket change made inside a transaction, published once it committed. */
export interface TicketChanged {
  ticket: TicketRow;
  assigneeBefore: string | null;
  history: HistoryEntry[];
}

/**
 * The conversation's open ticket goes to the conversation's new assignee, the way a ticket assignment
 * goes: out of Unassigned when someone holds it, back to it when nobody does (and optionally into a
 * department). A solved ticket keeps its history as it was. Answers what changed, or null.
 */
export async function ticketFollowsConversation(
  db: Db | Tx,
  input: { workspaceId: string; ticketId: string | null; assigneeId: string | null; departmentId?: string; actorId: string | null; now: Date },
): Promise<TicketChanged | null> {
  const ticket = input.ticketId ? await findTicket(db, input.workspaceId, input.ticketId) : undefined;
  if (!ticket || ticket.status === 'solved') return null;
  const { assigneeId } = input;
  const history: HistoryEntry[] = [];
  if (ticket.assigneeId !== assigneeId) history.push({ field: 'assignee', old: ticket.assigneeId, new: assigneeId });
  const { status } = settleAssignee(ticket, assigneeId);
  if (status !== ticket.status) history.push({ field: 'status', old: ticket.status, new: status });
  const departmentId = input.departmentId ?? ticket.departmentId;
  if (departmentId !== ticket.departmentId) history.push({ field: 'department', old: ticket.departmentId, new: departmentId });
  if (history.length === 0) return null;
  const changed = await updateTicket(db, ticket, { assigneeId, status, departmentId, updatedAt: input.now }, input.actorId, history);
  return { ticket: changed, assigneeBefore: ticket.assigneeId, history };
}

export async function publishTicketChanged(deps: ApiDeps, change: TicketChanged | null, actorId: string | null): Promise<void> {
  if (change) await publishTicketChange(deps, change.ticket, 'change', change.assigneeBefore, change.history, actorId);
}
