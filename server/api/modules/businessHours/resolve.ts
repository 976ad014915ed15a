import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../../src/domain/businessHours';
import type { Db, Tx } from '../../db/client';
import { businessCalendars } from '../../db/calendarSchema';

/** A calendar as the rules read it (src/domain/businessHoursRules.ts), with its id and name. */
export type ResolvedCalendar = Pick<BusinessCalendar, 'id' | 'name' | 'timeZone' | 'week' | 'holidays'>;

export interface CalendarRefs {
  /** A calendar named outright (an SLA policy's). */
  calendarId?: string | null;
  departmentId?: string | null;
  channelId?: string | null;
}

/**
 * The calendar that applies: the one named, else the department's, else the channel's, else the calendar of
 * the channel's default department, else the workspace's default; null when the workspace has no calendar
 * (its hours are then around the clock). Each step only counts ids of this workspace. One query, read
 * fresh each time: a calendar change applies to the very next message without any cache to invalidate.
 */
export async function calendarFor(db: Db | Tx, workspaceId: string, refs: CalendarRefs): Promise<ResolvedCalendar | null> {
  const ws = sql`${workspaceId}::uuid`;
  const chosen = sql`coalesce(
    (select bc.id from business_calendars bc where bc.id = ${refs.calendarId ?? null}::uuid and bc.workspace_id = ${ws}),
    (select d.calendar_id from departments d where d.id = ${refs.departmentId ?? null}::uuid and d.workspace_id = ${ws}),
    (select ch.calendar_id from channels ch where ch.id = ${refs.channelId ?? null}::uuid and ch.workspace_id = ${ws}),
    (select d.calendar_id from channels ch join departments d on d.id = ch.default_department_id
      where ch.id = ${refs.channelId ?? null}::uuid and ch.workspace_id = ${ws}),
    (select bc.id from business_calendars bc where bc.workspace_id = ${ws} and bc.is_default)
  )`;
  const [row] = await db
    .select({
      id: businessCalendars.id,
      name: businessCalendars.name,
      timeZone: businessCalendars.timeZone,
      week: businessCalendars.week,
      holidays: businessCalendars.holidays,
    })
    .from(businessCalendars)
    .where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.id, chosen)));
  return row ?? null;
}
