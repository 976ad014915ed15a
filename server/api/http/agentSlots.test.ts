// The agent slots enforced by the api (issue 13): a limited Agent's work calls are refused, the shell's calls
// still answer, and buying slots or deactivating a member lifts the limit on the very next call.
import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsOf } from '../../../src/domain/invitationRules';
import { members } from '../db/schema';
import { setBilling } from '../modules/billing/service';
import { login, seedUser, xhr } from '../testing/harness';
import { seedTeam, type Team } from '../testing/team';
import { isBeyondAgentSlots, MEMBER_LIMITED } from './agentSlots';

let t: Team;
let fourth: TestAgent;
let fourthId: string;
beforeAll(async () => {
  // The default package has 3 agent slots: the Administrator and the two Agents fill them.
  t = await seedTeam('slots');
  fourthId = (await seedUser(t.api, { email: 'fourth@slots.test', workspaceId: t.ws, role: 'Agent', access: ['/app/ticket', '/app/chat'] })).user.id;
  fourth = await login(t.api, 'fourth@slots.test');
}, 60_000);
afterAll(() => t.api.close());

const tickets = (as: TestAgent) => as.get('/v2/api/tickets');
const limitedAnswer = (res: { status: number; body: { message?: string; code?: string } }) => [res.status, res.body.message, res.body.code];

describe('a member beyond the agent slots', () => {
  it("is refused the ticket list with 'This Member is limited!', while the ones within the slots are not", async () => {
    expect(limitedAnswer(await tickets(fourth))).toEqual([403, MEMBER_LIMITED, 'MEMBER_LIMITED']);
    expect((await fourth.get('/v2/api/conversations')).status).toBe(403);
    expect((await tickets(t.agent)).status).toBe(200);
  });

  it('keeps what the limited page needs: /auth (which says so), /home, the profile and the configuration', async () => {
    const auth = await fourth.get('/v2/api/auth');
    expect([auth.status, auth.body.workspace.is_member_expired]).toEqual([200, true]);
    expect((await fourth.get('/v2/api/home/summary')).status).toBe(200);
    expect((await fourth.get('/v2/api/config')).status).toBe(200);
    expect((await xhr(fourth, 'post', '/v2/api/auth/logout', {})).status).toBe(200);
    fourth = await login(t.api, 'fourth@slots.test');
  });

  it('is lifted at once when the plan gets another slot, and comes back when it loses it', async () => {
    await setBilling(t.api.deps, t.ws, { agents: 4 });
    expect((await tickets(fourth)).status).toBe(200);
    expect((await fourth.get('/v2/api/auth')).body.workspace.is_member_expired).toBe(false);
    await setBilling(t.api.deps, t.ws, { agents: 3 });
    expect(limitedAnswer(await tickets(fourth))).toEqual([403, MEMBER_LIMITED, 'MEMBER_LIMITED']);
  });

  it('is lifted at once when an Administrator deactivates a member who joined before', async () => {
    const res = await xhr(t.admin, 'post', `/v2/api/workspace/members/${t.otherAgentId}/deactivate`, {});
    expect(res.status).toBe(200);
    expect((await tickets(fourth)).status).toBe(200);
    await xhr(t.admin, 'post', `/v2/api/workspace/members/${t.otherAgentId}/reactivate`, {});
    expect((await tickets(fourth)).status).toBe(403);
  });

  it('leaves a limited Administrator their pages, as the console guard does (spec §5 holds Agents only)', async () => {
    await seedUser(t.api, { email: 'late-admin@slots.test', workspaceId: t.ws, role: 'Administrator' });
    const late = await login(t.api, 'late-admin@slots.test');
    expect((await late.get('/v2/api/auth')).body.workspace.is_member_expired).toBe(true);
    expect((await tickets(late)).status).toBe(200);
  });
});

describe('isBeyondAgentSlots', () => {
  it('agrees with slotsOf, join order tied on the same instant going by user id', async () => {
    const db = t.api.deps.db;
    const same = new Date('2026-01-02T03:04:05.678Z');
    await db.update(members).set({ createdAt: same }).where(and(eq(members.workspaceId, t.ws), eq(members.role, 'Agent')));
    const rows = await db.select({ id: members.userId, createdAt: members.createdAt, off: members.deactivatedAt }).from(members).where(eq(members.workspaceId, t.ws));
    const order = rows
      .filter((r) => !r.off)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
    for (const total of [1, 2, 3, 4]) {
      await setBilling(t.api.deps, t.ws, { agents: total });
      const { limited } = slotsOf(order, total);
      for (const id of order) expect([total, id, await isBeyondAgentSlots(db, t.ws, id)]).toEqual([total, id, limited.has(id)]);
    }
    expect(order).toContain(fourthId);
  });

  it('counts nothing for a workspace without a package', async () => {
    await setBilling(t.api.deps, t.ws, { packageName: null, agents: 0 });
    expect(await isBeyondAgentSlots(t.api.deps.db, t.ws, fourthId)).toBe(false);
  });
});
