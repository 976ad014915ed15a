// The realtime events the ticket pages read (the event map's ticket and message events, and spec §7's
// 'ticket history'), as the values the pages keep. Payloads were checked at the socket boundary.

import type { Message, TicketHistoryEntry, TicketSummary } from '../../domain/inbox';
import { REALTIME_EVENTS, type RealtimeEvent } from '../../domain/realtimeEvents';
import { isTicketHistory } from '../realtime/realtimeRules';
import type { ListChange } from './ticketListState';

/** The ticket a 'ticket updated' event carries. */
export function ticketChangedBy(event: RealtimeEvent): TicketSummary | null {
  return event.type === REALTIME_EVENTS.ticketUpdated ? event.payload.ticket : null;
}

/** The id of a ticket a 'ticket event' says was deleted (it has no summary left to send). */
export function deletedTicketId(event: RealtimeEvent): string | null {
  return event.type === REALTIME_EVENTS.ticketEvent && event.payload.action === 'delete' ? (event.payload.ticketId ?? null) : null;
}

/** What a batch does to ticket lists, in order: changed tickets and deleted ones. */
export function listChangesIn(events: readonly RealtimeEvent[]): ListChange[] {
  const changes: ListChange[] = [];
  for (const event of events) {
    const ticket = ticketChangedBy(event);
    const deletedId = deletedTicketId(event);
    if (ticket) changes.push({ ticket });
    else if (deletedId) changes.push({ deletedId });
  }
  return changes;
}

/** A 'ticket history' event about this ticket as a history line (the event's time when the line has none). */
export function historyEntryOf(event: RealtimeEvent, ticket: Pick<TicketSummary, 'id' | 'number'>): TicketHistoryEntry | null {
  if (!isTicketHistory(event)) return null;
  const payload = event.payload;
  const forTicket = payload.ticketId === ticket.id || (payload.ticketId === undefined && payload.ticketNumber === ticket.number);
  if (!forTicket) return null;
  return {
    id: payload.id ?? `event-${event.seq}`,
    actorId: payload.actorId ?? null,
    actorName: payload.actorName ?? null,
    field: payload.field,
    old: payload.old,
    new: payload.new,
    at: payload.at ?? event.createdAt,
  };
}

/** A message created or updated in this conversation. */
export function messageOf(event: RealtimeEvent, conversationId: string): Message | null {
  if (event.type !== REALTIME_EVENTS.messageCreated && event.type !== REALTIME_EVENTS.messageUpdated) return null;
  return event.payload.message.conversationId === conversationId ? event.payload.message : null;
}
