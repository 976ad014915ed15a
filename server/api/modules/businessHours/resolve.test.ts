import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { channels, departments } from '../../db/inboxSchema';
import { slaRecomputes } from '../../db/routingSchema';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { calendarFor } from './resolve';
import { createCalendar, hoursCall } from './testCalendars';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('calendar-resolve');
});
afterAll(() => w.api.close());

const db = () => w.api.deps.db;
const newDepartment = async (name: string, calendarId: string | null = null) =>
  (await db().insert(departments).values({ workspaceId: w.ws.id, name, calendarId }).returning())[0]!;
const nameOf = async (refs: Parameters<typeof calendarFor>[2], workspaceId = w.ws.id) => (await calendarFor(db(), workspaceId, refs))?.name ?? null;

describe('which calendar applies', () => {
  it('is none (around the clock) before the workspace has a calendar', async () => {
    expect(await calendarFor(db(), w.ws.id, { channelId: w.hook.id })).toBeNull();
  });

  it('takes the named calendar, the department’s, the channel’s, its default department’s, then the default', async () => {
    const main = await createCalendar(w.admin, 'Main');
    const [sales, line, team, named] = [await createCalendar(w.admin, 'Sales'), await createCalendar(w.admin, 'Line'), await createCalendar(w.admin, 'Team'), await createCalendar(w.admin, 'Named')];
    const salesDept = await newDepartment('Sales', sales.id);
    const plainDept = await newDepartment('Plain');
    const teamDept = await newDepartment('Team', team.id);
    await db().update(channels).set({ calendarId: line.id }).where(eq(channels.id, w.line.id));
    await db().update(channels).set({ defaultDepartmentId: teamDept.id }).where(eq(channels.id, w.hook.id));

    expect(await nameOf({ calendarId: named.id, departmentId: salesDept.id, channelId: w.line.id })).toBe('Named');
    expect(await nameOf({ departmentId: salesDept.id, channelId: w.line.id })).toBe('Sales');
    expect(await nameOf({ departmentId: plainDept.id, channelId: w.line.id })).toBe('Line');
    expect(await nameOf({ channelId: w.hook.id })).toBe('Team');
    expect(await nameOf({ departmentId: plainDept.id })).toBe('Main');
    expect(await nameOf({})).toBe(main.name);
    expect(await calendarFor(db(), w.ws.id, {})).toMatchObject({ id: main.id, timeZone: 'Europe/Berlin', week: main.week, holidays: [] });
    // Another workspace's ids count for nothing here, and that workspace has no calendar of its own.
    const theirs = await createCalendar(w.outsider, 'Theirs');
    expect(await nameOf({ calendarId: theirs.id })).toBe('Main');
    expect(await nameOf({ channelId: w.line.id }, w.outsiderWs)).toBe('Theirs');
  });

  it('lets an Administrator give a department or channel its own calendar, or the default again', async () => {
    const calendars = (await hoursCall(w.admin, 'get', '/calendars')).body.data as { id: string; name: string }[];
    const sales = calendars.find((c) => c.name === 'Sales')!;
    const plain = (await db().select().from(departments).where(and(eq(departments.workspaceId, w.ws.id), eq(departments.name, 'Plain'))))[0]!;
    await db().delete(slaRecomputes);
    const set = await hoursCall(w.admin, 'put', `/departments/${plain.id}`, { calendarId: sales.id });
    expect(set.body.data.departments.find((d: { id: string }) => d.id === plain.id).calendarId).toBe(sales.id);
    expect((await db().select().from(slaRecomputes)).map((r) => r.workspaceId)).toEqual([w.ws.id]);
    expect(await nameOf({ departmentId: plain.id })).toBe('Sales');
    const cleared = await hoursCall(w.admin, 'put', `/channels/${w.line.id}`, { calendarId: null });
    expect(cleared.body.data.channels.find((c: { id: string }) => c.id === w.line.id).calendarId).toBeNull();
    expect(await nameOf({ channelId: w.line.id })).toBe('Main');
    expect((await hoursCall(w.admin, 'get', '/assignments')).body.data.channels.map((c: { name: string }) => c.name)).toEqual(['Hook', 'Line']);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.targetType, 'department')));
    expect(audits).toMatchObject([{ action: 'department.calendar-changed', before: { calendarId: null }, after: { calendarId: sales.id } }]);

    const theirs = (await hoursCall(w.outsider, 'get', '/calendars')).body.data[0];
    expect((await hoursCall(w.admin, 'put', `/departments/${plain.id}`, { calendarId: theirs.id })).body.fields).toEqual({ calendarId: 'There is no such calendar in this workspace.' });
    expect((await hoursCall(w.outsider, 'put', `/departments/${plain.id}`, { calendarId: theirs.id })).status).toBe(404);
    expect((await hoursCall(w.outsider, 'put', `/channels/${w.line.id}`, { calendarId: null })).status).toBe(404);
    expect((await hoursCall(w.agent, 'put', `/channels/${w.line.id}`, { calendarId: sales.id })).status).toBe(403);
    expect((await hoursCall(w.admin, 'put', `/channels/${w.line.id}`, { calendarId: 'nope' })).status).toBe(400);
  });

  it('says whether the default calendar is open now, and when it opens next', async () => {
    // Main: Monday to Friday 09:00–17:00 in Berlin. Saturday 28 November 2026, noon in Berlin.
    w.api.clock.now = new Date('2026-11-28T11:00:00Z');
    expect((await hoursCall(w.agent, 'get', '/status')).body.data).toEqual({ open: false, nextOpenAt: '2026-11-30T08:00:00.000Z' });
    w.api.clock.now = new Date('2026-11-30T08:30:00Z');
    expect((await hoursCall(w.agent, 'get', '/status')).body.data).toEqual({ open: true, nextOpenAt: null });
  });
});
