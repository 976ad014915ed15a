import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMINISTRATOR, MEMBER_DEACTIVATED, type ManagedMember } from '../../../../src/domain/invitationRules';
import { auditLog } from '../../db/adminSchema';
import { conversations } from '../../db/inboxSchema';
import { login, seedUser, xhr } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { NO_SUCH_MEMBER } from './adminService';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('mem');
});
afterAll(() => w.api.close());

const overview = (as: TestAgent) => xhr(as, 'get', '/v2/api/workspace/members');
const call = (as: TestAgent, userId: string, change: string) => xhr(as, 'post', `/v2/api/workspace/members/${userId}/${change}`, {});
const setRole = (as: TestAgent, userId: string, role: unknown) => xhr(as, 'put', `/v2/api/workspace/members/${userId}/role`, { role });
const memberOf = (body: { data: { members: ManagedMember[] } }, id: string) => body.data.members.find((m) => m.id === id);
const actions = async (targetId: string) =>
  (await w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.targetId, targetId)))).map((a) => a.action);

describe('the members and their agent slots', () => {
  it('lists the members in join order with the plan slots; a member beyond them is the limited member of /auth', async () => {
    const res = await overview(w.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.members.map((m: ManagedMember) => [m.email, m.role, m.limited])).toEqual([
      ['admin@mem.test', 'Administrator', false],
      ['agent@mem.test', 'Agent', false],
      ['agent2@mem.test', 'Agent', false],
    ]);
    expect(res.body.data.slots).toEqual({ total: 3, used: 3, left: 0 });
    await seedUser(w.api, { email: 'fourth@mem.test', workspaceId: w.ws.id, role: 'Agent' });
    const fourth = await login(w.api, 'fourth@mem.test');
    expect((await fourth.get('/v2/api/auth')).body.workspace.is_member_expired).toBe(true);
    expect((await w.agent.get('/v2/api/auth')).body.workspace.is_member_expired).toBe(false);
    const after = (await overview(w.admin)).body;
    expect(after.data.members.at(-1)).toMatchObject({ email: 'fourth@mem.test', limited: true });
  });

  it('refuses an Agent (403) and answers another workspace 404', async () => {
    expect((await overview(w.agent)).status).toBe(403);
    expect((await setRole(w.agent, w.ws.otherAgentId, 'Administrator')).status).toBe(403);
    expect((await call(w.agent, w.ws.otherAgentId, 'deactivate')).status).toBe(403);
    const foreign = await call(w.outsider, w.ws.agentId, 'deactivate');
    expect([foreign.status, foreign.body.message]).toEqual([404, NO_SUCH_MEMBER]);
    expect((await setRole(w.admin, w.ws.agentId, 'Owner')).body.fields).toEqual({ role: 'role must be one of Administrator, Agent' });
  });
});

describe('changing members', () => {
  it('never leaves the workspace without an active Administrator', async () => {
    for (const res of [await setRole(w.admin, w.ws.adminId, 'Agent'), await call(w.admin, w.ws.adminId, 'deactivate'), await call(w.admin, w.ws.adminId, 'remove')]) {
      expect([res.status, res.body.message]).toEqual([409, LAST_ADMINISTRATOR]);
    }
    expect(memberOf((await overview(w.admin)).body, w.ws.adminId)).toMatchObject({ role: 'Administrator', deactivatedAt: null });
  });

  it("changes a member's role, audited, with 'member updated' after the commit", async () => {
    const since = await latestSeq(w.admin);
    const res = await setRole(w.admin, w.ws.otherAgentId, 'Administrator');
    expect(memberOf(res.body, w.ws.otherAgentId)!.role).toBe('Administrator');
    const events = (await eventsSince(w.admin, since)).filter((e) => e.type === 'member updated');
    expect(events.map((e) => (e.payload as { member: { id: string; role: string } }).member)).toMatchObject([{ id: w.ws.otherAgentId, role: 'Administrator' }]);
    expect(await actions(w.ws.otherAgentId)).toContain('member.role-changed');
    await setRole(w.admin, w.ws.otherAgentId, 'Agent');
  });

  it('deactivates: their sessions end, their open conversations go back to the queue; reactivating lets them in again', async () => {
    await w.inbound(w.hook, 'help me', 'deact-1');
    const [conversation] = await w.api.deps.db.select().from(conversations).where(eq(conversations.workspaceId, w.ws.id));
    await w.assignDirect(conversation!.id, w.ws.agentId);
    const since = await latestSeq(w.admin);
    const res = await call(w.admin, w.ws.agentId, 'deactivate');
    expect(res.status).toBe(200);
    const updates = (await eventsSince(w.otherAgent, since)).filter((e) => e.type === 'conversation updated');
    expect(updates.map((e) => (e.payload as { conversation: { id: string; assigneeId: string | null } }).conversation)).toMatchObject([{ id: conversation!.id, assigneeId: null }]);
    expect(memberOf(res.body, w.ws.agentId)!.deactivatedAt).not.toBeNull();
    expect((await w.agent.get('/v2/api/auth')).status).toBe(401);
    const [queued] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, conversation!.id));
    expect(queued!.assigneeId).toBeNull();
    const again = await login(w.api, 'agent@mem.test');
    const refused = await xhr(again, 'get', '/v2/api/home/summary');
    expect([refused.status, refused.body.message]).toEqual([403, MEMBER_DEACTIVATED]);
    expect((await call(w.admin, w.ws.agentId, 'reactivate')).status).toBe(200);
    expect((await xhr(again, 'get', '/v2/api/home/summary')).status).toBe(200);
    expect(await actions(w.ws.agentId)).toEqual(expect.arrayContaining(['member.deactivated', 'member.reactivated']));
  });

  it("removes a member, with 'member removed' after the commit", async () => {
    const { user } = await seedUser(w.api, { email: 'leaving@mem.test', workspaceId: w.ws.id, role: 'Agent' });
    const since = await latestSeq(w.admin);
    const res = await call(w.admin, user.id, 'remove');
    expect(memberOf(res.body, user.id)).toBeUndefined();
    expect((await eventsSince(w.admin, since)).filter((e) => e.type === 'member removed').map((e) => e.payload)).toEqual([{ userId: user.id }]);
    expect((await call(w.admin, user.id, 'remove')).status).toBe(404);
  });

  it("sets a member's status, published as 'agent status'", async () => {
    const since = await latestSeq(w.admin);
    const res = await xhr(w.admin, 'put', `/v2/api/workspace/members/${w.ws.otherAgentId}/status`, { status: 'aux' });
    expect(memberOf(res.body, w.ws.otherAgentId)!.status).toBe('aux');
    expect((await eventsSince(w.admin, since)).filter((e) => e.type === 'agent status').map((e) => e.payload)).toEqual([{ userId: w.ws.otherAgentId, status: 'aux', reason: null }]);
  });
});
