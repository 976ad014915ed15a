// What the ticket pages show (counts, times, attachments) and which tickets belong in a filtered list; the
// spec's status and priority labels are in src/domain/statusLabels.ts. Pure: the list's state mechanics are in ticketListState.ts, the URL in ticketQuery.ts.

import type { Role } from '../../domain/api';
import type { TicketListQuery, TicketSort, TicketSummary } from '../../domain/inbox';
import { shownStatus } from '../../domain/statusLabels';

export const TICKET_SORTS: readonly TicketSort[] = ['newest', 'oldest', 'updated', 'priority', 'sla'];

export const SORT_LABELS: Record<TicketSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  updated: 'Last updated',
  priority: 'Priority',
  sla: 'Nearest due',
};

export function ticketCountLabel(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'ticket' : 'tickets'}`;
}

/** Attachments are served by our api; anything else (another host, javascript:, data:) is not linked. */
export function safeAttachmentUrl(url: string): string | null {
  return /^\/v2\/api\/[^\s]*$/.test(url) && !url.includes('..') && !url.includes('//', 1) ? url : null;
}

export function isImage(mime: string): boolean {
  return /^image\/(png|jpe?g|gif|webp)$/i.test(mime);
}

/** Who looks at the list: an Agent never sees another agent's work (spec §6). */
export interface Viewer {
  id: string;
  role: Role;
}

export type TicketFilters = Omit<TicketListQuery, 'cursor' | 'limit'>;

const day = (iso: string) => iso.slice(0, 10);

/**
 * Whether a ticket belongs in the list of these filters. `loaded`: it is already in the list, so a text
 * search that matched it on the server keeps it (the server searches text the console does not hold);
 * a ticket new to the list must show every search term in its subject, contact or number.
 */
export function ticketMatches(ticket: TicketSummary, filters: TicketFilters, viewer: Viewer | null, loaded: boolean): boolean {
  if (ticket.mergedIntoId) return false;
  if (viewer?.role === 'Agent' && ticket.assigneeId !== null && ticket.assigneeId !== viewer.id) return false;
  if (!within(filters.status, shownStatus(ticket.status, ticket.statusOmni))) return false;
  if (!within(filters.priority, ticket.priority)) return false;
  if (!within(filters.channel, ticket.channel)) return false;
  if (!within(filters.assigneeId, ticket.assigneeId)) return false;
  if (!within(filters.departmentId, ticket.departmentId)) return false;
  if (filters.tag?.length && !filters.tag.some((tag) => ticket.tags.includes(tag))) return false;
  if (!within(filters.sla, ticket.sla?.state ?? null)) return false;
  if (filters.from && day(ticket.createdAt) < day(filters.from)) return false;
  if (filters.to && day(ticket.createdAt) > day(filters.to)) return false;
  if (filters.q?.trim() && !loaded) return textMatches(ticket, filters.q);
  return true;
}

function within<T>(wanted: readonly T[] | undefined, value: T | null): boolean {
  return !wanted?.length || (value !== null && wanted.includes(value));
}

function textMatches(ticket: TicketSummary, q: string): boolean {
  const haystack = `${ticket.subject} ${ticket.contactName ?? ''} #${ticket.number}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}

export type ListEffect = 'insert' | 'update' | 'remove' | 'ignore';

/**
 * What a changed ticket does to a loaded list. `beyondLoaded`: it sorts after the last loaded row while
 * more pages remain, so it will come with a later page instead of jumping the queue now.
 */
export function listEffect(matches: boolean, loaded: boolean, beyondLoaded: boolean): ListEffect {
  if (!matches) return loaded ? 'remove' : 'ignore';
  if (beyondLoaded) return loaded ? 'remove' : 'ignore';
  return loaded ? 'update' : 'insert';
}

/** The tickets another can be merged into: the contact's others, not already merged away, newest first. */
export function mergeCandidates(tickets: readonly TicketSummary[], ticketId: string): TicketSummary[] {
  return tickets
    .filter((ticket) => ticket.id !== ticketId && !ticket.mergedIntoId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
