import type { RealtimeEvent } from '../../../domain/api';
import { INBOX_EVENT_TYPES, type TicketSummary } from '../../../domain/inbox';

const BASE = Date.parse('2025-03-01T00:00:00.000Z');

/** A ticket numbered n, created n minutes after a fixed instant; ids sort like the numbers. */
export function ticket(n: number, overrides: Partial<TicketSummary> = {}): TicketSummary {
  const at = new Date(BASE + n * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: n,
    subject: `Ticket ${n}`,
    status: 'new',
    statusOmni: null,
    priority: 'medium',
    channel: 'WEBHOOK',
    assigneeId: null,
    createdAt: at,
    updatedAt: at,
    solvedAt: null,
    contactId: null,
    contactName: null,
    conversationId: null,
    departmentId: null,
    tags: [],
    firstResponseAt: null,
    mergedIntoId: null,
    ...overrides,
  };
}

export function ticketUpdated(seq: number, changed: TicketSummary): RealtimeEvent {
  return { seq, type: INBOX_EVENT_TYPES.ticketUpdated, workspaceId: 'w1', payload: { ticket: changed }, sendTo: null, createdAt: changed.updatedAt };
}

export function historyEvent(seq: number, payload: Record<string, unknown>): RealtimeEvent {
  return { seq, type: 'ticket history', workspaceId: 'w1', payload: { contentType: 'ticket history', ...payload }, sendTo: null, createdAt: '2025-03-02T10:00:00.000Z' };
}
