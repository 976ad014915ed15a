import type { TicketEventPayload, TicketHistoryPayload } from '../../../../src/domain/api';
import type { TicketUpdatedPayload } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ApiDeps } from '../../deps';
import { isNewTicketWork, takersOf } from '../../realtime/audience';
import { markTicketRead } from '../alerts/repository';
import { administratorIds, userName, type HistoryEntry, type TicketRow } from './repository';
import { loadTicketSummary } from './summary';

// Re-exported so the inbound pipeline finds everything it publishes with in one module.
export { loadTicketSummary } from './summary';

/**
 * The spec's ticket event, for the assignee, the assignee before the change (agentPast: a reassigned or
 * merged ticket's former assignee learns of it), the workspace's Administrators and, for new unassigned
 * work, every member who may take it (takersOf), whose consoles notify; then its history lines and
 * 'ticket updated' with the ticket as lists show it, so open lists update in place: for the same people
 * while the ticket is assigned, for everyone once it is not.
 * A deleted ticket has no summary to send: lists drop it on the ticket event's 'delete' action (it
 * carries ticketId). actorId is who acted (null for the system).
 */
export async function publishTicketChange(
  deps: ApiDeps,
  ticket: TicketRow,
  action: TicketEventPayload['action'],
  agentPast: string | null,
  history: HistoryEntry | HistoryEntry[],
  actorId: string | null = null,
): Promise<void> {
  const workspaceId = ticket.workspaceId;
  const admins = await administratorIds(deps.db, workspaceId);
  const involved = [ticket.assigneeId, agentPast].filter((id): id is string => id !== null);
  // New unassigned work (created, or just unassigned) reaches everyone who may take it, not only the Administrators.
  const takers = isNewTicketWork(ticket.assigneeId, action, agentPast) ? await takersOf(deps.db, workspaceId, 'ticket') : [];
  const sendTo = [...new Set([...involved, ...admins, ...takers])];
  // What a member did themself they have seen: it never counts as unread for them.
  if (actorId && action !== 'delete') await markTicketRead(deps.db, { workspaceId, userId: actorId, ticketId: ticket.id, at: deps.now() });
  const event: TicketEventPayload = {
    ticketNumber: ticket.number,
    ticketStatus: ticket.status,
    ticketStatusOmni: ticket.statusOmni,
    messengerType: ticket.channel,
    contentType: 'ticket',
    action,
    agentPast,
    actorId,
    ticketId: ticket.id,
  };
  await deps.realtime.publish({ workspaceId, type: 'ticket event', payload: { ...event }, sendTo });
  // Unassigned tickets are every agent's to see; assigned ones only their people's. History lines carry
  // note excerpts and field values, so they reach the same audience as the ticket.
  const audience = ticket.assigneeId ? sendTo : null;
  // Each line names who acted, so an open ticket shows the name at once: the ticket event before it
  // does not reach an Agent who changed an unassigned ticket.
  const actorName = actorId ? await userName(deps.db, actorId) : null;
  for (const entry of Array.isArray(history) ? history : [history]) {
    const line: TicketHistoryPayload = { contentType: 'ticket history', ticketNumber: ticket.number, ticketId: ticket.id, actorId, actorName, ...entry };
    await deps.realtime.publish({ workspaceId, type: 'ticket history', payload: { ...line }, sendTo: audience });
  }
  if (action === 'delete') return;
  const summary = await loadTicketSummary(deps.db, workspaceId, ticket.id);
  if (!summary) return;
  const updated: TicketUpdatedPayload = { ticket: summary };
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.ticketUpdated, payload: { ...updated }, sendTo: audience });
}
