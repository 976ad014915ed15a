import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { TicketSort } from '../../../../src/domain/inbox';
import { SLA_STATES, type SlaState } from '../../../../src/domain/sla';
import { badRequest } from '../../http/errors';
import { decodeCursor, type TicketCursor } from './cursor';
import { prefixTsQuery } from './search';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../../src/domain/statusLabels';
import { CHANNEL_PATTERN } from './values';
import { isUuid } from '../../../../src/domain/validation';
import { daysSpan, isCalendarDay } from '../../clock/workspaceClock';

export const TICKET_SORTS = ['newest', 'oldest', 'updated', 'priority', 'sla'] as const satisfies readonly TicketSort[];
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
const MAX_VALUES = 50;
const MAX_TAG = 40;
const MAX_Q = 200;

/** GET /tickets as the query builder reads it: validated, dates resolved, the search as a tsquery. */
export interface TicketListFilter {
  status: TicketStatusValue[];
  priority: TicketPriorityValue[];
  channel: string[];
  assigneeId: string[];
  departmentId: string[];
  tag: string[];
  /** SLA states of the ticket (issue 15). */
  sla: SlaState[];
  from: Date | undefined;
  /** Exclusive upper bound of created_at. */
  to: Date | undefined;
  tsquery: string | undefined;
  /** One ticket by its number (the command palette's '#19'); absent: any. */
  number?: number;
}

export interface TicketListRequest {
  filter: TicketListFilter;
  sort: TicketSort;
  limit: number;
  cursor: TicketCursor | undefined;
}

function fail(field: string, message: string): never {
  throw badRequest(`${field}: ${message}`, { [field]: message });
}

/** Repeated keys arrive as arrays; `status[]=` spellings too. */
function values(query: Record<string, unknown>, field: string): string[] {
  const raw = query[field] ?? query[`${field}[]`];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (!list.every((item): item is string => typeof item === 'string')) fail(field, 'Invalid format');
  if (list.length > MAX_VALUES) fail(field, `At most ${MAX_VALUES} values`);
  return [...new Set(list.map((item) => item.trim()).filter((item) => item !== ''))];
}

function single(query: Record<string, unknown>, field: string): string | undefined {
  const list = values(query, field);
  if (list.length > 1) fail(field, 'Give one value');
  return list[0];
}

function each<T extends string>(list: string[], field: string, ok: (value: string) => boolean, message: string): T[] {
  for (const value of list) if (!ok(value)) fail(field, message);
  return list as T[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date means its whole day in the workspace's time zone: `from` its start, `to` its end. */
function dateBound(value: string | undefined, field: 'from' | 'to', timeZone: string): Date | undefined {
  if (value === undefined) return undefined;
  if (DATE.test(value)) {
    if (!isCalendarDay(value)) fail(field, 'Not a real date');
    const day = daysSpan(value, value, timeZone);
    return field === 'to' ? day.end : day.start;
  }
  const instant = INSTANT.test(value) ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) fail(field, 'Use a date (YYYY-MM-DD) or an ISO time');
  return instant;
}

function readLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const n = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT)) fail('limit', `A number from 1 to ${MAX_LIMIT}`);
  return n;
}

/** `timeZone`: the workspace's, in which a date (YYYY-MM-DD) of `from` and `to` is a day. */
export function parseTicketListQuery(query: Record<string, unknown>, timeZone: string): TicketListRequest {
  const q = single(query, 'q');
  if (q !== undefined && q.length > MAX_Q) fail('q', `Max ${MAX_Q} characters`);
  const number = single(query, 'number');
  if (number !== undefined && !/^[1-9]\d{0,8}$/.test(number)) fail('number', 'A ticket number: a whole number from 1');
  const from = dateBound(single(query, 'from'), 'from', timeZone);
  const to = dateBound(single(query, 'to'), 'to', timeZone);
  if (from && to && from >= to) fail('to', 'The end must be after the start');
  const sort = single(query, 'sort') ?? 'newest';
  if (!(TICKET_SORTS as readonly string[]).includes(sort)) fail('sort', `sort must be one of ${TICKET_SORTS.join(', ')}`);
  const cursorText = single(query, 'cursor');
  const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText);
  if (cursorText !== undefined && !cursor) fail('cursor', 'This is not a cursor of this list');
  if (cursor && cursor.sort !== sort) fail('cursor', 'This cursor belongs to another sort');
  const filter: TicketListFilter = {
    status: each(values(query, 'status'), 'status', (s) => (TICKET_STATUSES as readonly string[]).includes(s), `status must be one of ${TICKET_STATUSES.join(', ')}`),
    priority: each(values(query, 'priority'), 'priority', (s) => (TICKET_PRIORITIES as readonly string[]).includes(s), `priority must be one of ${TICKET_PRIORITIES.join(', ')}`),
    channel: each(values(query, 'channel'), 'channel', (s) => CHANNEL_PATTERN.test(s), 'Not a channel type'),
    assigneeId: each(values(query, 'assigneeId'), 'assigneeId', isUuid, 'assigneeId is not a valid id').map((s) => s.toLowerCase()),
    departmentId: each(values(query, 'departmentId'), 'departmentId', isUuid, 'departmentId is not a valid id').map((s) => s.toLowerCase()),
    tag: each(values(query, 'tag'), 'tag', (s) => s.length <= MAX_TAG, `Max ${MAX_TAG} characters`),
    sla: each(values(query, 'sla'), 'sla', (s) => (SLA_STATES as readonly string[]).includes(s), `sla must be one of ${SLA_STATES.join(', ')}`),
    from,
    to,
    tsquery: q === undefined ? undefined : (prefixTsQuery(q) ?? undefined),
    number: number === undefined ? undefined : Number(number),
  };
  return { filter, sort: sort as TicketSort, limit: readLimit(single(query, 'limit')), cursor };
}
