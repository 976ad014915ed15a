import type { TicketEventPayload, TicketHistoryPayload } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { administratorIds, type HistoryEntry, type TicketRow } from './repository';

/**
 * The spec's ticket event, for the assignee and the workspace's Administrators (their consoles notify),
 * then the history line every console of the workspace may show.
 */
export async function publishTicketChange(
  deps: ApiDeps,
  ticket: TicketRow,
  action: TicketEventPayload['action'],
  agentPast: string | null,
  history: HistoryEntry,
): Promise<void> {
  const admins = await administratorIds(deps.db, ticket.workspaceId);
  const sendTo = [...new Set([...(ticket.assigneeId ? [ticket.assigneeId] : []), ...admins])];
  const event: TicketEventPayload = {
    ticketNumber: ticket.number,
    ticketStatus: ticket.status,
    ticketStatusOmni: ticket.statusOmni,
    messengerType: ticket.channel,
    contentType: 'ticket',
    action,
    agentPast,
  };
  await deps.realtime.publish({ workspaceId: ticket.workspaceId, type: 'ticket event', payload: { ...event }, sendTo });
  const line: TicketHistoryPayload = { contentType: 'ticket history', ticketNumber: ticket.number, ...history };
  await deps.realtime.publish({ workspaceId: ticket.workspaceId, type: 'ticket history', payload: { ...line } });
}
