// The realtime events the ticket pages read (the event map's ticket and message events, and spec §7's
// 'ticket history'), as the values the pages keep. Payloads were checked at the socket boundary.

import type { Message, TicketHistoryEntry, TicketSummary } from '../../domain/inbox';
import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { onEachEvent } from '../realtime/eventReducers';
import type { ListChange } from './ticketListState';

/** The id of a ticket a 'ticket event' says was deleted (it has no summary left to send). */
export function deletedTicketId(event: RealtimeEventOf<'ticket event'>): string | null {
  return event.payload.action === 'delete' ? (event.payload.ticketId ?? null) : null;
}

/** What a batch does to ticket lists, in order: changed tickets and deleted ones. */
export function listChangesIn(events: readonly RealtimeEvent[]): ListChange[] {
  return onEachEvent<ListChange[]>([], events, {
    [REALTIME_EVENTS.ticketUpdated]: (changes, event) => changes.push({ ticket: event.payload.ticket }),
    [REALTIME_EVENTS.ticketEvent]: (changes, event) => {
      const deletedId = deletedTicketId(event);
      if (deletedId) changes.push({ deletedId });
    },
  });
}

/** A 'ticket history' event about this ticket as a history line (the event's time when the line has none). */
export function historyEntryOf(event: RealtimeEventOf<'ticket history'>, ticket: Pick<TicketSummary, 'id' | 'number'>): TicketHistoryEntry | null {
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
export function messageOf(event: RealtimeEventOf<'message created' | 'message updated'>, conversationId: string): Message | null {
  return event.payload.message.conversationId === conversationId ? event.payload.message : null;
}
