import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventPayloads } from '../../../domain/realtimeEvents';
import type { TicketSummary } from '../../../domain/inbox';

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
  return { seq, type: REALTIME_EVENTS.ticketUpdated, workspaceId: 'w1', payload: { ticket: changed }, sendTo: null, createdAt: changed.updatedAt };
}

export function historyEvent(seq: number, payload: Omit<RealtimeEventPayloads['ticket history'], 'contentType'>): RealtimeEvent {
  return { seq, type: REALTIME_EVENTS.ticketHistory, workspaceId: 'w1', payload: { contentType: 'ticket history', ...payload }, sendTo: null, createdAt: '2025-03-02T10:00:00.000Z' };
}

/** A spec 'ticket event' (what desktop notifications and deleted tickets read), as the api sends it. */
export function ticketEvent(seq: number, payload: Partial<RealtimeEventPayloads['ticket event']>): RealtimeEvent {
  const base: RealtimeEventPayloads['ticket event'] = {
    ticketNumber: 1,
    ticketStatus: 'new',
    ticketStatusOmni: null,
    messengerType: 'WEBHOOK',
    contentType: 'ticket',
    action: 'change',
    agentPast: null,
  };
  return { seq, type: REALTIME_EVENTS.ticketEvent, workspaceId: 'w1', payload: { ...base, ...payload }, sendTo: null, createdAt: '2025-03-02T10:00:00.000Z' };
}
