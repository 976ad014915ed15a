import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { members } from '../../db/schema';
import { departments } from '../../db/inboxSchema';
import { slaRecomputes } from '../../db/routingSchema';
import { xhr } from '../../testing/harness';
import { seedTeam, type Team } from '../../testing/team';

let t: Team;
beforeAll(async () => {
  t = await seedTeam('sla-policies');
});
afterAll(() => t.api.close());

const call = (as: TestAgent, method: 'post' | 'put' | 'get', url: string, body?: unknown) => xhr(as, method, `/v2/api/sla${url}`, body);
const remove = (as: TestAgent, url: string) => as.delete(`/v2/api/sla${url}`).set('X-Requested-With', 'XMLHttpRequest');
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Urgent everywhere',
  priority: 'urgent',
  channelType: null,
  departmentId: null,
  firstResponseMinutes: 30,
  nextResponseMinutes: null,
  resolutionMinutes: 240,
  businessHours: false,
  calendarId: null,
  ...over,
});
const insertDepartment = async (workspaceId: string, name: string) =>
  (await t.api.deps.db.insert(departments).values({ workspaceId, name }).returning({ id: departments.id }))[0]!;
const recomputeAsked = async (ws: string) => (await t.api.deps.db.select().from(slaRecomputes).where(eq(slaRecomputes.workspaceId, ws))).length;
const audits = (action: string) => t.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, t.ws), eq(auditLog.action, action)));

describe('SLA policies api', () => {
  it('creates, lists, changes and deletes a policy: audited, each asking for a recompute', async () => {
    const created = await call(t.admin, 'post', '/policies', body({ channelType: 'EMAIL' }));
    expect(created.status).toBe(200);
    const policy = created.body.data;
    expect(policy).toMatchObject({ id: expect.any(String), ...body({ channelType: 'EMAIL' }) });
    expect(await recomputeAsked(t.ws)).toBe(1);
    expect((await call(t.admin, 'get', '/policies')).body.data).toEqual([policy]);

    const changed = await call(t.admin, 'put', `/policies/${policy.id}`, body({ name: 'Urgent mail', resolutionMinutes: null }));
    expect(changed.body.data).toEqual({ ...policy, name: 'Urgent mail', resolutionMinutes: null, channelType: null });
    expect(await audits('sla.policy-changed')).toMatchObject([{ targetId: policy.id, before: { name: 'Urgent everywhere' }, after: { name: 'Urgent mail' } }]);

    const removed = await remove(t.admin, `/policies/${policy.id}`);
    expect(removed.body).toEqual({ result: 'success', data: [] });
    expect(await audits('sla.policy-deleted')).toHaveLength(1);
    expect(await audits('sla.policy-created')).toHaveLength(1);
  });

  it('names each wrong field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: ' ' }, { name: 'Required' }],
      [{ priority: 'soon' }, { priority: 'priority must be one of low, medium, high, urgent' }],
      [{ firstResponseMinutes: 0, resolutionMinutes: 1.5 }, { firstResponseMinutes: expect.stringMatching(/^Whole minutes/), resolutionMinutes: expect.stringMatching(/^Whole minutes/) }],
      [{ resolutionMinutes: 525_601 }, { resolutionMinutes: expect.stringMatching(/^Whole minutes/) }],
      [{ firstResponseMinutes: null, resolutionMinutes: null }, { firstResponseMinutes: 'Set at least one target.' }],
      [{ channelType: 'CARRIER_PIGEON' }, { channelType: 'Choose a channel type, or all channels' }],
      [{ departmentId: 'nope' }, { departmentId: 'Choose a department of this workspace, or all departments' }],
    ];
    for (const [over, fields] of cases) {
      const res = await call(t.admin, 'post', '/policies', body(over));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    const theirs = await insertDepartment(t.otherWs, 'Theirs');
    const foreign = await call(t.admin, 'post', '/policies', body({ departmentId: theirs.id }));
    expect(foreign.body.fields).toEqual({ departmentId: 'Choose a department of this workspace, or all departments' });
    const ours = await insertDepartment(t.ws, 'Ours');
    expect((await call(t.admin, 'post', '/policies', body({ departmentId: ours.id, channelType: 'CHATACMEWEBCHAT' }))).status).toBe(200);
  });

  it('refuses an Agent (403) and another workspace’s policy (404)', async () => {
    // even one who may open the workspace settings
    await t.api.deps.db.update(members).set({ access: ['/home', '/settings/workspace'] }).where(eq(members.userId, t.agentId));
    expect((await call(t.agent, 'get', '/policies')).status).toBe(200);
    expect((await call(t.agent, 'post', '/policies', body())).status).toBe(403);
    const [policy] = (await call(t.admin, 'get', '/policies')).body.data;
    expect((await call(t.agent, 'put', `/policies/${policy.id}`, body())).status).toBe(403);
    expect((await remove(t.agent, `/policies/${policy.id}`)).status).toBe(403);
    expect((await call(t.outsider, 'put', `/policies/${policy.id}`, body())).status).toBe(404);
    expect((await remove(t.outsider, `/policies/${policy.id}`)).status).toBe(404);
    expect((await call(t.outsider, 'get', '/policies')).body.data).toEqual([]);
  });

  it('reads and saves the settings', async () => {
    expect((await call(t.admin, 'get', '/settings')).body.data).toEqual({ atRiskShare: 0.25, pauseOnHold: true });
    expect((await call(t.agent, 'put', '/settings', { atRiskShare: 0.5, pauseOnHold: false })).status).toBe(403);
    for (const atRiskShare of [0.04, 0.91, '0.5']) {
      const bad = await call(t.admin, 'put', '/settings', { atRiskShare, pauseOnHold: true });
      expect(bad.body.fields).toEqual({ atRiskShare: 'A share from 5 % to 90 % of the target.' });
    }
    await t.api.deps.db.delete(slaRecomputes);
    expect((await call(t.admin, 'put', '/settings', { atRiskShare: 0.1, pauseOnHold: false })).body.data).toEqual({ atRiskShare: 0.1, pauseOnHold: false });
    expect((await call(t.admin, 'get', '/settings')).body.data).toEqual({ atRiskShare: 0.1, pauseOnHold: false });
    expect(await recomputeAsked(t.ws)).toBe(1);
    expect(await audits('sla-settings.changed')).toMatchObject([{ before: { atRiskShare: 0.25 }, after: { atRiskShare: 0.1 } }]);
  });
});
