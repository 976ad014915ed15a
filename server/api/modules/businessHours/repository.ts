import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BusinessCalendar, Holiday, WeekHours } from '../../../../src/domain/businessHours';
import type { Db, Tx } from '../../db/client';
import { businessCalendars } from '../../db/calendarSchema';

// The business calendars' SQL. One calendar per workspace may be the default (a partial unique index);
// departments, channels and SLA policies name theirs with a foreign key that deleting sets to null.

const columns = {
  id: businessCalendars.id,
  name: businessCalendars.name,
  timeZone: businessCalendars.timeZone,
  week: businessCalendars.week,
  holidays: businessCalendars.holidays,
  isDefault: businessCalendars.isDefault,
};

/** The workspace's calendars, the default first, then by name. */
export async function listCalendars(db: Db | Tx, workspaceId: string): Promise<BusinessCalendar[]> {
  return db
    .select(columns)
    .from(businessCalendars)
    .where(eq(businessCalendars.workspaceId, workspaceId))
    .orderBy(desc(businessCalendars.isDefault), asc(sql`lower(${businessCalendars.name})`), asc(businessCalendars.id));
}

/** The calendar, only if it is this workspace's. */
export async function findCalendar(db: Db | Tx, workspaceId: string, id: string): Promise<BusinessCalendar | undefined> {
  const [row] = await db
    .select(columns)
    .from(businessCalendars)
    .where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.id, id)));
  return row;
}

export async function findDefaultCalendar(db: Db | Tx, workspaceId: string): Promise<BusinessCalendar | undefined> {
  const [row] = await db
    .select(columns)
    .from(businessCalendars)
    .where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.isDefault, true)));
  return row;
}

export interface CalendarContent {
  name: string;
  timeZone: string;
  week: WeekHours;
  holidays: Holiday[];
}

export async function insertCalendar(tx: Tx, workspaceId: string, content: CalendarContent, isDefault: boolean): Promise<BusinessCalendar> {
  const [row] = await tx
    .insert(businessCalendars)
    .values({ workspaceId, ...content, isDefault })
    .returning(columns);
  return row!;
}

export async function updateCalendar(tx: Tx, workspaceId: string, id: string, content: CalendarContent, at: Date): Promise<void> {
  await tx
    .update(businessCalendars)
    .set({ ...content, updatedAt: at })
    .where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.id, id)));
}

/** Clears the old default before marking the new one, so the one-default index never sees two. */
export async function markDefault(tx: Tx, workspaceId: string, id: string): Promise<void> {
  await tx.update(businessCalendars).set({ isDefault: false }).where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.isDefault, true)));
  await tx.update(businessCalendars).set({ isDefault: true }).where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.id, id)));
}

export async function deleteCalendar(tx: Tx, workspaceId: string, id: string): Promise<void> {
  await tx.delete(businessCalendars).where(and(eq(businessCalendars.workspaceId, workspaceId), eq(businessCalendars.id, id)));
}

/**
 * Serialises the workspace's calendar changes (the first becomes the default, a name is checked then
 * written): a transaction-scoped advisory lock, released at commit.
 */
export async function lockWorkspaceCalendars(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendars:${workspaceId}`}))`);
}
