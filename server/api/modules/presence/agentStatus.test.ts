import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentStatusLog } from '../../db/routingSchema';
import { members } from '../../db/schema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { timeInStatus } from './timeInStatus';

let t: Team;
beforeAll(async () => {
  t = await seedTeam('agent-status');
});
afterAll(() => t.api.close());

const MIN = 60_000;
const changeStatus = (body: object, as = t.agent) => xhr(as, 'put', '/v2/api/profile/change-status', body);
const advance = (ms: number) => {
  t.api.clock.now = new Date(t.api.clock.now.getTime() + ms);
};

describe('aux with reasons', () => {
  it("takes one of the workspace's reasons (or none, as spec §6's call) to go aux, and tells the workspace the reason", async () => {
    expect((await changeStatus({ status: 'aux', reason: 7 })).body.fields).toEqual({ reason: 'Choose a reason' });
    expect((await changeStatus({ status: 'aux', reason: 'Nap' })).body.fields).toEqual({ reason: 'Not a reason of this workspace' });
    expect((await changeStatus({ status: 'aux' })).body).toEqual({ result: 'success', data: { status: 'aux', reason: null } });
    await changeStatus({ status: 'available' });
    expect((await t.agent.get('/v2/api/auth')).body.user).toMatchObject({ status: 'available', statusReason: null });

    const since = await latestSeq(t.admin);
    const aux = await changeStatus({ status: 'aux', reason: ' Training ' });
    expect(aux.body).toEqual({ result: 'success', data: { status: 'aux', reason: 'Training' } });
    const events = (await eventsSince(t.admin, since)).filter((e) => e.type === 'agent status');
    expect(events.map((e) => e.payload)).toEqual([{ userId: t.agentId, status: 'aux', reason: 'Training' }]);

    // The workspace's own list: a reason taken off it is refused.
    await xhr(t.admin, 'put', '/v2/api/routing/settings', { auxReasons: ['Coaching'] });
    expect((await changeStatus({ status: 'aux', reason: 'Training' })).status).toBe(400);
    expect((await changeStatus({ status: 'aux', reason: 'Coaching' })).body.data).toEqual({ status: 'aux', reason: 'Coaching' });
    expect((await changeStatus({ status: 'available' })).body.data).toEqual({ status: 'available', reason: null });
  });
});

describe('time in each status', () => {
  it('keeps one stretch per status change and sums them per status and reason', async () => {
    await xhr(t.admin, 'put', '/v2/api/routing/settings', { auxReasons: ['Lunch', 'Break'] });
    const start = t.api.clock.now;
    const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);
    await changeStatus({ status: 'available' }, t.otherAgent);
    advance(10 * MIN);
    await changeStatus({ status: 'aux', reason: 'Lunch' }, t.otherAgent);
    advance(30 * MIN);
    await changeStatus({ status: 'available' }, t.otherAgent);
    advance(5 * MIN);
    await changeStatus({ status: 'aux', reason: 'Break' }, t.otherAgent);
    // The same status again moves nothing.
    await changeStatus({ status: 'aux', reason: 'Break' }, t.otherAgent);
    advance(15 * MIN);
    await changeStatus({ status: 'aux', reason: 'Lunch' }, t.otherAgent);

    const rows = await t.api.deps.db.select().from(agentStatusLog).where(eq(agentStatusLog.userId, t.otherAgentId)).orderBy(agentStatusLog.startedAt);
    expect(rows.map((r) => [r.status, r.reason, r.startedAt.getTime(), r.endedAt?.getTime() ?? null])).toEqual([
      ['available', null, at(0).getTime(), at(10).getTime()],
      ['aux', 'Lunch', at(10).getTime(), at(40).getTime()],
      ['available', null, at(40).getTime(), at(45).getTime()],
      ['aux', 'Break', at(45).getTime(), at(60).getTime()],
      ['aux', 'Lunch', at(60).getTime(), null],
    ]);
    expect(await timeInStatus(t.api.deps.db, t.otherAgentId, at(0), at(70))).toEqual({ available: 15, aux: { Lunch: 40, Break: 15 }, offline: 0 });
    // Only the part within the period counts.
    expect(await timeInStatus(t.api.deps.db, t.otherAgentId, at(5), at(42))).toEqual({ available: 7, aux: { Lunch: 30 }, offline: 0 });

    // The console went away at minute 64 without a logout: the open stretch ends there, then offline.
    await t.api.deps.db.update(members).set({ onlineUntil: at(64) }).where(eq(members.userId, t.otherAgentId));
    expect(await timeInStatus(t.api.deps.db, t.otherAgentId, at(0), at(70))).toEqual({ available: 15, aux: { Lunch: 34, Break: 15 }, offline: 6 });
  });
});
