import type { BusinessCalendar } from '../../../../src/domain/businessHours';
import { checkCalendar } from '../../../../src/domain/businessHoursRules';
import type { Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { requestSlaRecompute } from '../sla/recomputeRequests';
import {
  deleteCalendar,
  findCalendar,
  insertCalendar,
  listCalendars,
  lockWorkspaceCalendars,
  markDefault,
  updateCalendar,
  type CalendarContent,
} from './repository';

// The calendars of a workspace. Every change is audited and, when open tickets' due times may move, asks
// for their recompute in the same transaction (a rolled-back change asks nothing).

export const NO_CALENDAR = 'This calendar does not exist in your workspace.';
export const CALENDAR_TAKEN = 'A calendar with this name already exists.';
export const DEFAULT_NOT_DELETED = 'The default calendar cannot be deleted: make another calendar the default first.';

/** The body as stored, or a 400 naming each wrong field (the rules are shared with the page). */
function contentOf(body: unknown): CalendarContent {
  const checked = checkCalendar(body);
  if ('fields' in checked) {
    const [first] = Object.entries(checked.fields);
    throw badRequest(first ? `${first[0]}: ${first[1]}` : 'Please correct the highlighted fields.', checked.fields);
  }
  const { name, timeZone, week, holidays } = checked.calendar;
  return { name, timeZone, week, holidays };
}

async function refuseTakenName(tx: Tx, workspaceId: string, name: string, selfId?: string): Promise<BusinessCalendar[]> {
  const existing = await listCalendars(tx, workspaceId);
  if (existing.some((c) => c.id !== selfId && c.name.toLowerCase() === name.toLowerCase())) throw badRequest(CALENDAR_TAKEN, { name: CALENDAR_TAKEN });
  return existing;
}

async function calendarOrNotFound(tx: Tx, workspaceId: string, id: string): Promise<BusinessCalendar> {
  const calendar = await findCalendar(tx, workspaceId, id);
  if (!calendar) throw notFound(NO_CALENDAR);
  return calendar;
}

const audit = (tx: Tx, workspaceId: string, actor: AuditActor, action: string, calendar: { id: string; name: string }, before?: unknown, after?: unknown) =>
  recordAudit(tx, workspaceId, actor, { action: `business-hours.${action}`, targetType: 'calendar', targetId: calendar.id, targetLabel: calendar.name, before, after });

/** The workspace's first calendar becomes its default: until then its hours were around the clock. */
export function createCalendar(deps: ApiDeps, workspaceId: string, body: unknown, actor: AuditActor): Promise<BusinessCalendar> {
  const content = contentOf(body);
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceCalendars(tx, workspaceId);
    const existing = await refuseTakenName(tx, workspaceId, content.name);
    const created = await insertCalendar(tx, workspaceId, content, existing.length === 0);
    await audit(tx, workspaceId, actor, 'calendar-created', created, undefined, { ...content, isDefault: created.isDefault });
    if (created.isDefault) await requestSlaRecompute(tx, workspaceId, deps.now());
    return created;
  });
}

export function changeCalendar(deps: ApiDeps, workspaceId: string, id: string, body: unknown, actor: AuditActor): Promise<BusinessCalendar> {
  const content = contentOf(body);
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceCalendars(tx, workspaceId);
    const before = await calendarOrNotFound(tx, workspaceId, id);
    await refuseTakenName(tx, workspaceId, content.name, id);
    await updateCalendar(tx, workspaceId, id, content, deps.now());
    const old = { name: before.name, timeZone: before.timeZone, week: before.week, holidays: before.holidays };
    await audit(tx, workspaceId, actor, 'calendar-changed', { id, name: content.name }, old, content);
    // Any department, channel or policy may use it: the recompute finds out which tickets move.
    await requestSlaRecompute(tx, workspaceId, deps.now());
    return { ...before, ...content };
  });
}

export function makeDefault(deps: ApiDeps, workspaceId: string, id: string, actor: AuditActor): Promise<BusinessCalendar[]> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceCalendars(tx, workspaceId);
    const calendar = await calendarOrNotFound(tx, workspaceId, id);
    if (!calendar.isDefault) {
      const previous = (await listCalendars(tx, workspaceId)).find((c) => c.isDefault);
      await markDefault(tx, workspaceId, id);
      await audit(tx, workspaceId, actor, 'default-changed', calendar, { defaultCalendarId: previous?.id ?? null }, { defaultCalendarId: id });
      await requestSlaRecompute(tx, workspaceId, deps.now());
    }
    return listCalendars(tx, workspaceId);
  });
}

/** What used it (departments, channels, SLA policies) falls back to the default: the foreign keys set null. */
export function removeCalendar(deps: ApiDeps, workspaceId: string, id: string, actor: AuditActor): Promise<BusinessCalendar[]> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceCalendars(tx, workspaceId);
    const calendar = await calendarOrNotFound(tx, workspaceId, id);
    if (calendar.isDefault) throw badRequest(DEFAULT_NOT_DELETED);
    await deleteCalendar(tx, workspaceId, id);
    await audit(tx, workspaceId, actor, 'calendar-deleted', calendar, { name: calendar.name, timeZone: calendar.timeZone });
    await requestSlaRecompute(tx, workspaceId, deps.now());
    return listCalendars(tx, workspaceId);
  });
}
