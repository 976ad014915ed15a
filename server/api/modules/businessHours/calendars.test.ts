import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../../../../src/domain/businessHours';
import { auditLog } from '../../db/adminSchema';
import { members } from '../../db/schema';
import { slaRecomputes } from '../../db/routingSchema';
import { departments } from '../../db/inboxSchema';
import type TestAgent from 'supertest/lib/agent';
import { seedTeam, type Team } from '../../testing/team';
import { calendarBody, createCalendar, hoursCall } from './testCalendars';

let t: Team;
/** An Agent whose access list opens the settings pages: reads, never writes. */
let reader: TestAgent;
beforeAll(async () => {
  t = await seedTeam('calendars');
  await t.api.deps.db.update(members).set({ access: ['/home', '/settings/workspace'] }).where(eq(members.userId, t.otherAgentId));
  reader = t.otherAgent;
});
afterAll(() => t.api.close());

const db = () => t.api.deps.db;
const audits = async (action: string) =>
  db().select().from(auditLog).where(and(eq(auditLog.workspaceId, t.ws), eq(auditLog.action, action)));
const recomputeAsked = async () => (await db().select().from(slaRecomputes).where(eq(slaRecomputes.workspaceId, t.ws))).length > 0;
const forgetRecompute = () => db().delete(slaRecomputes).where(eq(slaRecomputes.workspaceId, t.ws));
const list = async () => (await hoursCall(reader, 'get', '/calendars')).body.data as BusinessCalendar[];

describe('the business-hours calendars api', () => {
  it('has no calendar at first, and is then open around the clock', async () => {
    expect(await list()).toEqual([]);
    expect((await hoursCall(t.agent, 'get', '/status')).body.data).toEqual({ open: true, nextOpenAt: null });
  });

  it('creates calendars, the first one the default, audited and asking for due times again', async () => {
    const office = await createCalendar(t.admin, ' Office ', { holidays: [{ name: 'Christmas', from: '2026-12-24', to: '2026-12-26', yearly: true }] });
    expect(office).toMatchObject({ name: 'Office', timeZone: 'Europe/Berlin', isDefault: true, holidays: [{ name: 'Christmas', yearly: true }] });
    expect(await recomputeAsked()).toBe(true);
    await forgetRecompute();
    const late = await createCalendar(t.admin, 'Late shift', { week: { mon: [{ start: '18:00', end: '22:00' }, { start: '14:00', end: '16:00' }] } });
    expect(late.isDefault).toBe(false);
    // Split shifts come back in order of the day.
    expect(late.week.mon).toEqual([{ start: '14:00', end: '16:00' }, { start: '18:00', end: '22:00' }]);
    // A calendar nobody uses yet moves no due time.
    expect(await recomputeAsked()).toBe(false);
    expect((await list()).map((c) => [c.name, c.isDefault])).toEqual([['Office', true], ['Late shift', false]]);
    expect(await audits('business-hours.calendar-created')).toHaveLength(2);
  });

  it('names what is wrong, field by field, and refuses a name already taken', async () => {
    const bad = await hoursCall(t.admin, 'post', '/calendars', {
      ...calendarBody(''),
      timeZone: 'Mars/Olympus',
      week: { ...calendarBody('x').week, tue: [{ start: '10:00', end: '09:00' }] },
      holidays: [{ name: 'Day off', from: '2026-05-02', to: '2026-05-01', yearly: false }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['holidays.0.to', 'name', 'timeZone', 'week.tue.0']);
    expect(bad.body.fields.name).toBe('Required');
    const taken = await hoursCall(t.admin, 'post', '/calendars', calendarBody('OFFICE'));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ name: 'A calendar with this name already exists.' });
    expect((await list()).length).toBe(2);
  });

  it('changes a calendar: audited with before and after, due times asked again', async () => {
    const [office] = await list();
    await forgetRecompute();
    const changed = await hoursCall(t.admin, 'put', `/calendars/${office!.id}`, calendarBody('Head office', { timeZone: 'America/New_York' }));
    expect(changed.body.data).toMatchObject({ id: office!.id, name: 'Head office', timeZone: 'America/New_York', holidays: [], isDefault: true });
    expect(await recomputeAsked()).toBe(true);
    expect(await audits('business-hours.calendar-changed')).toMatchObject([
      { targetId: office!.id, targetLabel: 'Head office', before: { name: 'Office', timeZone: 'Europe/Berlin' }, after: { name: 'Head office' } },
    ]);
    // Its own name is not taken by itself.
    expect((await hoursCall(t.admin, 'put', `/calendars/${office!.id}`, calendarBody('head OFFICE'))).status).toBe(200);
    const late = (await list())[1]!;
    expect((await hoursCall(t.admin, 'put', `/calendars/${late.id}`, calendarBody('Head Office'))).body.fields).toEqual({ name: 'A calendar with this name already exists.' });
  });

  it('moves the default, keeps it from being deleted, and lets other calendars go to the default', async () => {
    const [office, late] = await list();
    const refused = await hoursCall(t.admin, 'delete', `/calendars/${office!.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The default calendar cannot be deleted: make another calendar the default first.');

    await forgetRecompute();
    const moved = await hoursCall(t.admin, 'put', `/calendars/${late!.id}/default`);
    expect(moved.body.data.map((c: BusinessCalendar) => [c.name, c.isDefault])).toEqual([['Late shift', true], ['head OFFICE', false]]);
    expect(await recomputeAsked()).toBe(true);
    expect(await audits('business-hours.default-changed')).toMatchObject([{ before: { defaultCalendarId: office!.id }, after: { defaultCalendarId: late!.id } }]);

    // A department using the deleted calendar falls back to the default (its calendar becomes none).
    const [support] = await db().insert(departments).values({ workspaceId: t.ws, name: 'Support', calendarId: office!.id }).returning();
    await forgetRecompute();
    const deleted = await hoursCall(t.admin, 'delete', `/calendars/${office!.id}`);
    expect(deleted.body.data.map((c: BusinessCalendar) => c.name)).toEqual(['Late shift']);
    expect((await db().select().from(departments).where(eq(departments.id, support!.id)))[0]!.calendarId).toBeNull();
    expect(await recomputeAsked()).toBe(true);
    expect(await audits('business-hours.calendar-deleted')).toMatchObject([{ targetId: office!.id, targetLabel: 'head OFFICE' }]);
  });

  it('refuses Agents every change, and another workspace sees none of these calendars', async () => {
    const [late] = await list();
    const refused = [
      hoursCall(reader, 'post', '/calendars', calendarBody('Mine')),
      hoursCall(reader, 'put', `/calendars/${late!.id}`, calendarBody('Mine')),
      hoursCall(reader, 'put', `/calendars/${late!.id}/default`),
      hoursCall(reader, 'delete', `/calendars/${late!.id}`),
      // Without the settings pages in their access list, not even the list.
      hoursCall(t.agent, 'get', '/calendars'),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(403);

    const theirs = await createCalendar(t.outsider, 'Theirs');
    expect((await hoursCall(t.outsider, 'get', '/calendars')).body.data.map((c: BusinessCalendar) => c.id)).toEqual([theirs.id]);
    expect((await hoursCall(t.outsider, 'put', `/calendars/${late!.id}`, calendarBody('Hijack'))).status).toBe(404);
    expect((await hoursCall(t.outsider, 'put', `/calendars/${late!.id}/default`)).status).toBe(404);
    expect((await hoursCall(t.outsider, 'delete', `/calendars/${late!.id}`)).status).toBe(404);
    expect((await hoursCall(t.admin, 'put', '/calendars/not-an-id', calendarBody('x'))).status).toBe(400);
    expect((await list()).map((c) => c.name)).toEqual(['Late shift']);
  });
});
