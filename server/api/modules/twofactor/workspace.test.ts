import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '../../../../src/domain/twoFactor';
import { sessions } from '../../db/schema';
import { authenticateHandshake } from '../../realtime/socketAuth';
import { xhr } from '../../testing/harness';
import { seedTeam, type Team } from '../../testing/team';
import { isRememberedBrowser, rememberBrowser } from './browserRepository';
import { OWN_FIRST } from './workspacePolicy';
import { enrol, eventsOf } from './testTwoFactor';

let team: Team;
beforeAll(async () => {
  team = await seedTeam('tfws');
});
afterAll(() => team.api.close());

const mailsTo = (to: string) => team.api.mails.filter((m) => m.to === to);
const settings = (as: TestAgent) => xhr(as, 'get', '/v2/api/workspace/two-factor');
const requireIt = (as: TestAgent, required: unknown) => xhr(as, 'put', '/v2/api/workspace/two-factor', { required });
const reset = (as: TestAgent, userId: string) => xhr(as, 'post', `/v2/api/workspace/members/${userId}/two-factor/reset`, {});
const jwtOf = async (as: TestAgent) => (await as.get('/v2/api/auth')).body.user.jwt as string;

describe('who may change the workspace', () => {
  it('refuses an Agent (403) the list, the requirement and a reset', async () => {
    expect((await settings(team.agent)).status).toBe(403);
    expect((await requireIt(team.agent, true)).status).toBe(403);
    expect((await reset(team.agent, team.otherAgentId)).status).toBe(403);
  });

  it("answers another workspace's Administrator 404 for this workspace's member", async () => {
    const res = await reset(team.outsider, team.agentId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such member in this workspace.');
  });

  it('answers 400 for a user id that is not one, and for a requirement that is not true or false', async () => {
    expect((await reset(team.admin, 'not-an-id')).status).toBe(400);
    expect((await requireIt(team.admin, 'yes')).status).toBe(400);
  });

  it('asks the Administrator to turn on their own two-factor login before requiring it', async () => {
    expect((await requireIt(team.admin, true)).body).toEqual({ result: 'error', code: 'REFUSED', message: OWN_FIRST });
  });
});

describe('requiring two-factor login', () => {
  beforeAll(async () => {
    await enrol(team.api, team.admin);
  });

  it('lists the members with their role and whether they use it', async () => {
    const res = await settings(team.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.required).toBe(false);
    const rows = res.body.data.members as { email: string; role: string; twoFactor: boolean }[];
    expect(rows.map((m) => [m.email, m.role, m.twoFactor])).toEqual([
      ['admin@tfws.test', 'Administrator', true],
      ['agent@tfws.test', 'Agent', false],
      ['agent2@tfws.test', 'Agent', false],
    ]);
  });

  it('switches on, records it once, mails every member and closes the sockets of those without it; the same value again changes nothing', async () => {
    const closed: string[] = [];
    const realtime = team.api.deps.realtime;
    const disconnect = realtime.disconnectSessions.bind(realtime);
    realtime.disconnectSessions = (ids) => {
      closed.push(...ids);
      disconnect(ids);
    };
    const before = team.api.mails.length;
    const res = await requireIt(team.admin, true);
    realtime.disconnectSessions = disconnect;
    expect(res.body.data.required).toBe(true);
    const sessionsOf = async (userId: string) =>
      (await team.api.deps.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, 'app')))).map((r) => r.id);
    expect(closed.sort()).toEqual([...(await sessionsOf(team.agentId)), ...(await sessionsOf(team.otherAgentId))].sort());
    for (const to of ['admin@tfws.test', 'agent@tfws.test', 'agent2@tfws.test']) {
      expect(mailsTo(to).at(-1)!.subject).toBe('admin@tfws.test workspace requires two-factor login');
    }
    expect(mailsTo('outsider@tfws.test')).toEqual([]);
    const events = await eventsOf(team.api, team.adminId);
    expect(events.filter((e) => e.kind === 'two-factor requirement on').map((e) => [e.workspaceId, e.actorId])).toEqual([[team.ws, team.adminId]]);
    const after = team.api.mails.length;
    expect(after - before).toBe(3);
    await requireIt(team.admin, true);
    expect(team.api.mails.length).toBe(after);
  });

  it('holds a member without it: every workspace call is refused with 403 and its message, and no socket', async () => {
    const auth = await team.agent.get('/v2/api/auth');
    expect(auth.status).toBe(200);
    expect(auth.body.twoFactorSetupRequired).toBe(true);
    for (const [method, path, body] of [
      ['get', '/v2/api/members', undefined],
      ['get', '/v2/api/tickets', undefined],
      ['get', '/v2/api/realtime/events?since=0', undefined],
      ['post', '/v2/api/billing/status', { workspace: team.ws }],
      ['post', '/v2/api/setting/ticket/get', { workspace: team.ws }],
    ] as const) {
      const res = await xhr(team.agent, method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
    }
    expect(await authenticateHandshake(team.api.deps, await jwtOf(team.agent))).toBe('two-factor login required');
    // What the console needs to show the set-up page still answers.
    expect((await team.agent.get('/v2/api/config')).status).toBe(200);
    expect((await team.agent.get('/v2/api/two-factor')).body.data).toMatchObject({ enabled: false, required: true });
    // The Administrator, who uses it, is not held.
    expect((await xhr(team.admin, 'get', '/v2/api/members')).status).toBe(200);
    expect((await team.admin.get('/v2/api/auth')).body.twoFactorSetupRequired).toBeUndefined();
  });

  it('lets the member go once they have set it up', async () => {
    await enrol(team.api, team.agent);
    expect((await xhr(team.agent, 'get', '/v2/api/members')).status).toBe(200);
    expect((await team.agent.get('/v2/api/auth')).body.twoFactorSetupRequired).toBeUndefined();
    expect(await authenticateHandshake(team.api.deps, await jwtOf(team.agent))).toMatchObject({ workspaceId: team.ws });
  });

  it('resets a member: held again, browsers forgotten, recorded with the Administrator as actor and mailed', async () => {
    await rememberBrowser(team.api.deps.db, { token: 'a-remembered-browser', userId: team.agentId, now: team.api.clock.now, expiresAt: new Date(team.api.clock.now.getTime() + 60_000) });
    const res = await reset(team.admin, team.agentId);
    expect(await isRememberedBrowser(team.api.deps.db, 'a-remembered-browser', team.agentId, team.api.clock.now)).toBe(false);
    expect(res.status).toBe(200);
    expect(res.body.data.members.find((m: { id: string }) => m.id === team.agentId).twoFactor).toBe(false);
    expect((await team.agent.get('/v2/api/two-factor')).body.data.enabled).toBe(false);
    expect((await xhr(team.agent, 'get', '/v2/api/members')).status).toBe(403);
    const event = (await eventsOf(team.api, team.agentId)).at(-1)!;
    expect([event.kind, event.actorId, event.workspaceId]).toEqual(['two-factor reset by administrator', team.adminId, team.ws]);
    const mail = mailsTo('agent@tfws.test').at(-1)!;
    expect(mail.subject).toBe('Your two-factor login was reset');
    expect(mail.text).toContain('admin, an Administrator of admin@tfws.test workspace, reset your two-factor login');
  });

  it('refuses to reset a member who does not use it, or the Administrator themself', async () => {
    expect((await reset(team.admin, team.otherAgentId)).body).toEqual({ result: 'error', code: 'REFUSED', message: 'agent2 does not use two-factor login.' });
    expect((await reset(team.admin, team.adminId)).status).toBe(403);
  });

  it('switches off, mails every member, and lets everyone in again', async () => {
    const res = await requireIt(team.admin, false);
    expect(res.body.data.required).toBe(false);
    expect(mailsTo('agent2@tfws.test').at(-1)!.subject).toBe('admin@tfws.test workspace no longer requires two-factor login');
    expect((await xhr(team.agent, 'get', '/v2/api/members')).status).toBe(200);
    expect((await eventsOf(team.api, team.adminId)).map((e) => e.kind)).toContain('two-factor requirement off');
  });
});
