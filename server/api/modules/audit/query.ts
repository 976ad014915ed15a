import { AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE, AUDIT_SEARCH_MAX } from '../../../../src/domain/workspaceSettingsRules';
import { daysSpan, isCalendarDay } from '../../clock/workspaceClock';
import { badRequest } from '../../http/errors';
import { decodeCursor, type ContactCursor } from '../contacts/cursor';

// What GET /audit-log and its export accept: each reader answers 400 with the field and a message a person reads.

export interface AuditFilter {
  workspaceId: string;
  q: string;
  actor: string;
  action: string;
  /** [from, to) of the workspace's days; either may be open. */
  from: Date | null;
  to: Date | null;
}

export interface AuditListInput {
  filter: AuditFilter;
  /** The keyset position (the contacts list's cursor: a microsecond time and an id). */
  cursor: ContactCursor | null;
  limit: number;
}

function fail(field: string, message: string): never {
  throw badRequest(`${field}: ${message}`, { [field]: message });
}

function single(query: Record<string, unknown>, field: string): string {
  const value = query[field];
  if (value === undefined) return '';
  if (typeof value !== 'string') fail(field, 'Give one value');
  return value.trim();
}

function text(query: Record<string, unknown>, field: string): string {
  const value = single(query, field);
  if (value.length > AUDIT_SEARCH_MAX) fail(field, `Max ${AUDIT_SEARCH_MAX} characters`);
  return value;
}

function day(query: Record<string, unknown>, field: 'from' | 'to'): string | null {
  const value = single(query, field);
  if (value === '') return null;
  if (!isCalendarDay(value)) fail(field, 'Use a date (YYYY-MM-DD)');
  return value;
}

function limitOf(query: Record<string, unknown>): number {
  const value = single(query, 'limit');
  if (value === '') return AUDIT_PAGE_SIZE;
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= AUDIT_PAGE_MAX)) fail('limit', `A number from 1 to ${AUDIT_PAGE_MAX}`);
  return n;
}

/** The filters of both calls; `from` and `to` are whole days of the workspace's time zone, both included. */
export function parseAuditFilter(query: Record<string, unknown>, workspace: { id: string; timeZone: string }): AuditFilter {
  const first = day(query, 'from');
  const last = day(query, 'to');
  if (first !== null && last !== null && last < first) fail('to', 'The end is before the start');
  return {
    workspaceId: workspace.id,
    q: text(query, 'q'),
    actor: text(query, 'actor'),
    action: text(query, 'action'),
    from: first === null ? null : daysSpan(first, first, workspace.timeZone).start,
    to: last === null ? null : daysSpan(last, last, workspace.timeZone).end,
  };
}

export function parseAuditList(query: Record<string, unknown>, workspace: { id: string; timeZone: string }): AuditListInput {
  const raw = single(query, 'cursor');
  return { filter: parseAuditFilter(query, workspace), cursor: raw === '' ? null : decodeCursor(raw), limit: limitOf(query) };
}
