// The list's filters live in the URL (a link reproduces the view): parsing is forgiving (an unknown or
// malformed value is dropped), writing is canonical (one order), so equal views give equal strings.

import type { TicketPriorityValue, TicketStatusValue } from '../../domain/api';
import type { TicketSort } from '../../domain/inbox';
import { SLA_STATES } from '../../domain/sla';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../domain/statusLabels';
import { isUuid } from '../../domain/validation';
import { TICKET_SORTS, type TicketFilters } from './ticketsRules';

/** Rows per page: a screen and a half, so the first answer fills the view with some to scroll. */
export const PAGE_SIZE = 50;
const MAX_Q = 200;
// The api's limits: a longer value would make it answer 400 instead of a list.
const MAX_TAG = 40;

const CHANNEL = /^[A-Z0-9_]{2,40}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type ListKey = 'status' | 'priority' | 'channel' | 'assigneeId' | 'departmentId' | 'tag' | 'sla';
const LIST_KEYS: readonly ListKey[] = ['status', 'priority', 'channel', 'assigneeId', 'departmentId', 'tag', 'sla'];

const VALID: Record<ListKey, (value: string) => boolean> = {
  status: (value) => (TICKET_STATUSES as readonly string[]).includes(value),
  priority: (value) => (TICKET_PRIORITIES as readonly string[]).includes(value),
  channel: (value) => CHANNEL.test(value),
  assigneeId: isUuid,
  departmentId: isUuid,
  tag: (value) => value.length > 0 && value.length <= MAX_TAG,
  sla: (value) => (SLA_STATES as readonly string[]).includes(value),
};

export interface TicketView {
  filters: TicketFilters;
  /** ?ticket=<id>: the ticket open in the detail pane */
  ticketId: string | null;
}

export function parseTicketView(search: string): TicketView {
  const params = new URLSearchParams(search);
  const filters: TicketFilters = {};
  for (const key of LIST_KEYS) {
    const values = [...new Set(params.getAll(key).map((value) => value.trim()))].filter(VALID[key]);
    if (values.length > 0) (filters as Record<ListKey, string[]>)[key] = values;
  }
  const from = params.get('from');
  const to = params.get('to');
  if (from && DATE.test(from)) filters.from = from;
  // The api refuses an end before the start; such a link shows everything from the start on.
  if (to && DATE.test(to) && !(filters.from && to < filters.from)) filters.to = to;
  const q = params.get('q')?.trim().slice(0, MAX_Q);
  if (q) filters.q = q;
  const sort = params.get('sort');
  if (sort && (TICKET_SORTS as readonly string[]).includes(sort)) filters.sort = sort as TicketSort;
  const ticket = params.get('ticket');
  return { filters, ticketId: ticket && isUuid(ticket) ? ticket.toLowerCase() : null };
}

/** The filters as a query string, in a fixed order; the default sort (newest) is left out. */
export function filtersKey(filters: TicketFilters): string {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) {
    for (const value of [...(filters[key] ?? [])].sort()) params.append(key, value);
  }
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  return params.toString();
}

/** The page's URL search for a view (without the leading '?'). */
export function viewSearch(view: TicketView): string {
  const key = filtersKey(view.filters);
  const ticket = view.ticketId ? `ticket=${encodeURIComponent(view.ticketId)}` : '';
  return [key, ticket].filter(Boolean).join('&');
}

/** GET /tickets query string for one page. */
export function pageSearch(key: string, cursor: string | null): string {
  const params = new URLSearchParams(key);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export const isStatus = (value: string): value is TicketStatusValue => (TICKET_STATUSES as readonly string[]).includes(value);
export const isPriority = (value: string): value is TicketPriorityValue => (TICKET_PRIORITIES as readonly string[]).includes(value);
