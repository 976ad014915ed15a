// Spec §3: the ticket statuses and priorities (the api checks against them) and their labels, and §4's
// "unsolved is shown as new", the one table every page and notification reads; conversation statuses beside them.

import type { TicketPriorityValue, TicketStatusValue } from './api';
import type { ConversationStatus } from './inbox';

export const TICKET_STATUSES = ['unassigned', 'new', 'unsolved', 'hold', 'solved'] as const satisfies readonly TicketStatusValue[];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const satisfies readonly TicketPriorityValue[];

const STATUS_LABELS: Record<TicketStatusValue, string> = {
  unassigned: 'Unassigned',
  new: 'New',
  unsolved: 'Open',
  hold: 'Hold',
  solved: 'Solved',
};

const PRIORITY_LABELS: Record<TicketPriorityValue, string> = {
  low: 'Low Priority',
  medium: 'Medium Priority',
  high: 'High Priority',
  urgent: 'Urgent Priority',
};

export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = { open: 'Open', resolved: 'Resolved' };

const has = <K extends string>(table: Record<K, string>, key: string): key is K => Object.hasOwn(table, key);

/** Spec §3: the five statuses have labels; any other value is shown as it is. */
export function statusLabel(status: string): string {
  return has(STATUS_LABELS, status) ? STATUS_LABELS[status] : status;
}

export function priorityLabel(priority: string): string {
  return has(PRIORITY_LABELS, priority) ? PRIORITY_LABELS[priority] : priority;
}

/** Spec §4: an unsolved ticket whose omni status is empty (or blank, as the api reads it) is shown as new. */
export function shownStatus(status: string, statusOmni: string | null | undefined): string {
  return status === 'unsolved' && !statusOmni?.trim() ? 'new' : status;
}

export function ticketStatusLabel(ticket: { status: string; statusOmni: string | null | undefined }): string {
  return statusLabel(shownStatus(ticket.status, ticket.statusOmni));
}

export function conversationStatusLabel(status: string): string {
  return has(CONVERSATION_STATUS_LABELS, status) ? CONVERSATION_STATUS_LABELS[status] : status;
}
