// The realtime events the ticket pages read (INBOX_EVENT_TYPES and spec §7 'ticket history'), turned
// into typed values; a payload of another shape is skipped, never trusted.

import type { RealtimeEvent } from '../../domain/api';
import { INBOX_EVENT_TYPES, type Message, type TicketHistoryEntry, type TicketSummary } from '../../domain/inbox';
import { isTicketHistory } from '../realtime/realtimeRules';
import type { ListChange } from './ticketListState';

const TICKET_EVENT = 'ticket event';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function isTicketSummary(value: unknown): value is TicketSummary {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.number === 'number' &&
    typeof value.status === 'string' &&
    typeof value.createdAt === 'string' &&
    typeof value.updatedAt === 'string' &&
    Array.isArray(value.tags)
  );
}

/** The ticket a 'ticket updated' event carries. */
export function ticketChangedBy(event: RealtimeEvent): TicketSummary | null {
  return event.type === INBOX_EVENT_TYPES.ticketUpdated && isTicketSummary(event.payload.ticket) ? event.payload.ticket : null;
}

/** The id of a ticket a 'ticket event' says was deleted (it has no summary left to send). */
export function deletedTicketId(event: RealtimeEvent): string | null {
  return event.type === TICKET_EVENT && event.payload.action === 'delete' ? text(event.payload.ticketId) : null;
}

/** What a batch does to ticket lists, in order: changed tickets and deleted ones. */
export function listChangesIn(events: readonly RealtimeEvent[]): ListChange[] {
  const changes: ListChange[] = [];
  for (const event of events) {
    if (event.type === INBOX_EVENT_TYPES.ticketUpdated) {
      const ticket = ticketChangedBy(event);
      if (ticket) changes.push({ ticket });
    } else {
      const deletedId = deletedTicketId(event);
      if (deletedId) changes.push({ deletedId });
    }
  }
  return changes;
}

/** A 'ticket history' event about this ticket as a history line (the event's time when the line has none). */
export function historyEntryOf(event: RealtimeEvent, ticket: Pick<TicketSummary, 'id' | 'number'>): TicketHistoryEntry | null {
  if (!isTicketHistory(event)) return null;
  const payload = event.payload;
  const forTicket = payload.ticketId === ticket.id || (payload.ticketId === undefined && payload.ticketNumber === ticket.number);
  if (!forTicket || typeof payload.field !== 'string') return null;
  return {
    id: text(payload.id) ?? `event-${event.seq}`,
    actorId: text(payload.actorId),
    actorName: text(payload.actorName),
    field: payload.field,
    old: text(payload.old),
    new: text(payload.new),
    at: text(payload.at) ?? event.createdAt,
  };
}

function isMessage(value: unknown): value is Message {
  return isRecord(value) && typeof value.id === 'string' && typeof value.conversationId === 'string' && typeof value.text === 'string';
}

/** A message created or updated in this conversation. */
export function messageOf(event: RealtimeEvent, conversationId: string): Message | null {
  if (event.type !== INBOX_EVENT_TYPES.messageCreated && event.type !== INBOX_EVENT_TYPES.messageUpdated) return null;
  const message = event.payload.message;
  return isMessage(message) && message.conversationId === conversationId ? message : null;
}
