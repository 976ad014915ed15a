import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../../../src/domain/businessHoursRules';
import { tickets } from '../../db/inboxSchema';
import { slaPolicies, slaRecomputes } from '../../db/routingSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { putTickets } from '../tickets/testWorld';
import { RECOMPUTE_BATCH, runSlaRecompute } from './recompute';
import { requestSlaRecompute } from './recomputeRequests';
import { policyBody, postPolicy } from './testPolicy';

let w: ConversationWorld;
let calendarId: string;
let policyId: string;
beforeAll(async () => {
  w = await conversationWorld('sla-recompute');
  w.api.clock.now = new Date('2026-11-23T10:00:00Z'); // a Monday
  const calendar = { name: 'Office', timeZone: 'UTC', week: DEFAULT_WEEK, holidays: [] };
  const made = await xhr(w.admin, 'post', '/v2/api/business-hours/calendars', calendar);
  expect(made.status).toBe(200);
  calendarId = made.body.data.id;
  policyId = await postPolicy(w.admin, { name: 'Office hours', businessHours: true });
});
afterAll(() => w.api.close());

const ticketOf = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('the background recompute', () => {
  it('moves due times after a calendar change, publishing only the tickets that moved', async () => {
    const { conversation } = await w.inbound(w.hook, 'Hello there');
    const id = conversation.ticketId!;
    expect((await ticketOf(id)).slaDueAt).toEqual(new Date('2026-11-23T11:00:00Z'));
    await runSlaRecompute(w.api.deps); // what setting up asked for: nothing moves
    const since = await latestSeq(w.admin);

    const moved = await xhr(w.admin, 'put', `/v2/api/business-hours/calendars/${calendarId}`, { name: 'Office', timeZone: 'America/New_York', week: DEFAULT_WEEK, holidays: [] });
    expect(moved.status).toBe(200);
    expect(await runSlaRecompute(w.api.deps)).toBe(1);
    // 10:00 UTC is 05:00 in New York: the hour starts at 09:00 there, 14:00 UTC
    expect(await ticketOf(id)).toMatchObject({ slaDueAt: new Date('2026-11-23T15:00:00Z'), slaNextCheckAt: new Date('2026-11-23T14:45:00Z') });
    const updates = (await eventsSince(w.admin, since)).filter((e) => e.type === 'ticket updated');
    expect(updates.map((e) => (e.payload as { ticket: { id: string; sla: { dueAt: string } } }).ticket)).toMatchObject([{ id, sla: { dueAt: '2026-11-23T15:00:00.000Z' } }]);
    expect(await w.api.deps.db.select().from(slaRecomputes)).toEqual([]);
    expect(await runSlaRecompute(w.api.deps)).toBe(0);
  });

  it('walks every open ticket in batches, giving a new policy to those without one and leaving solved ones', async () => {
    const team = { ...w, ws: w.ws.id };
    await putTickets(team, RECOMPUTE_BATCH + 1, { subject: 'Old' });
    const [solved] = await putTickets(team, 1, { subject: 'Done', status: 'solved' });
    await xhr(w.admin, 'put', `/v2/api/sla/policies/${policyId}`, policyBody({ name: 'Office hours', businessHours: true, firstResponseMinutes: 120 }));
    await runSlaRecompute(w.api.deps);
    const withSla = await w.api.deps.db.select({ n: count() }).from(tickets).where(and(eq(tickets.workspaceId, w.ws.id), isNotNull(tickets.sla)));
    expect(withSla[0]!.n).toBe(RECOMPUTE_BATCH + 2);
    expect((await ticketOf(solved!.id)).sla).toBeNull();
    expect((await w.api.deps.db.select().from(tickets).where(eq(tickets.workspaceId, w.ws.id))).every((t) => t.status === 'solved' || t.sla?.clocks.firstResponse?.targetMinutes === 120)).toBe(true);
  });

  it('starts over when asked again while it runs', async () => {
    const db = w.api.deps.db;
    await requestSlaRecompute(db, w.ws.id, w.api.clock.now);
    await db.update(slaPolicies).set({ firstResponseMinutes: 90 }).where(eq(slaPolicies.id, policyId));
    let asked = false;
    const realtime = w.api.deps.realtime;
    const deps = {
      ...w.api.deps,
      realtime: {
        ...realtime,
        publishMany: async (...args: Parameters<typeof realtime.publishMany>) => {
          if (!asked) {
            // after the first batch: the policy changes again
            asked = true;
            await db.update(slaPolicies).set({ firstResponseMinutes: 30 }).where(eq(slaPolicies.id, policyId));
            await requestSlaRecompute(db, w.ws.id, new Date(w.api.clock.now.getTime() + 1000));
          }
          return realtime.publishMany(...args);
        },
      },
    };
    await runSlaRecompute(deps);
    expect(asked).toBe(true);
    const open = (await db.select().from(tickets).where(eq(tickets.workspaceId, w.ws.id))).filter((t) => t.status !== 'solved');
    expect(open.length).toBeGreaterThan(RECOMPUTE_BATCH);
    expect(open.every((t) => t.sla?.clocks.firstResponse?.targetMinutes === 30)).toBe(true);
    expect(await db.select().from(slaRecomputes)).toEqual([]);
  });

  it('a deleted policy leaves its tickets without an SLA', async () => {
    await w.admin.delete(`/v2/api/sla/policies/${policyId}`).set('X-Requested-With', 'XMLHttpRequest');
    await runSlaRecompute(w.api.deps);
    const withSla = await w.api.deps.db.select({ n: count() }).from(tickets).where(and(eq(tickets.workspaceId, w.ws.id), isNotNull(tickets.sla)));
    expect(withSla[0]!.n).toBe(0);
  });
});
