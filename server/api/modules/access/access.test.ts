import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_FIELD_MESSAGES } from '../../../../src/domain/accessPresets';
import { auditLog } from '../../db/adminSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

interface Side {
  admin: TestAgent;
  agent: TestAgent;
  adminId: string;
  agentId: string;
  workspaceId: string;
}

const LIST = '/v2/api/workspace/access';
const put = (agent: TestAgent, userId: string, access: unknown) => xhr(agent, 'put', `${LIST}/${userId}`, { access });

let api: TestApi;
let a: Side;
let b: Side;

async function side(name: string): Promise<Side> {
  const admin = await seedUser(api, { email: `admin@${name}.test` });
  const agent = await seedUser(api, { email: `agent@${name}.test`, workspaceId: admin.workspaceId, role: 'Agent' });
  return {
    admin: await login(api, `admin@${name}.test`),
    agent: await login(api, `agent@${name}.test`),
    adminId: admin.user.id,
    agentId: agent.user.id,
    workspaceId: admin.workspaceId,
  };
}

const accessOf = async (side: Side, userId: string) =>
  ((await xhr(side.admin, 'get', LIST)).body.data.members as { id: string; access: string[] }[]).find((m) => m.id === userId)?.access;
const auditOf = (workspaceId: string) => api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, workspaceId));
const eventsOf = async (agent: TestAgent) =>
  (await agent.get('/v2/api/realtime/events?since=0')).body.data.events as { type: string; payload: Record<string, unknown>; sendTo: string[] | null }[];

beforeAll(async () => {
  api = await createTestApi();
  a = await side('access-a');
  b = await side('access-b');
});
afterAll(() => api.close());

describe('GET /workspace/access', () => {
  it('lists every member with role and access list, and the urls a list may hold with their labels', async () => {
    const res = await xhr(a.admin, 'get', LIST);
    expect(res.status).toBe(200);
    const { members, urls } = res.body.data;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.adminId, email: 'admin@access-a.test', role: 'Administrator', deactivated: false }),
        { id: a.agentId, name: 'agent', email: 'agent@access-a.test', role: 'Agent', deactivated: false, access: ['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket'] },
      ]),
    );
    expect(members).toHaveLength(2);
    expect(urls).toContainEqual({ url: '/app/ticket', label: 'Tickets' });
    expect(urls).toHaveLength(8);
  });

  it('refuses an Agent (their list lacks the page; one granted it is not an Administrator)', async () => {
    expect((await xhr(a.agent, 'get', LIST)).body.code).toBe('ACCESS_DENIED');
    await seedUser(api, { email: 'granted@access-a.test', workspaceId: a.workspaceId, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const granted = await login(api, 'granted@access-a.test');
    expect((await xhr(granted, 'get', LIST)).body.code).toBe('ADMINISTRATOR_ONLY');
    expect((await put(granted, a.agentId, ['/home'])).body.code).toBe('ADMINISTRATOR_ONLY');
    expect((await put(a.agent, a.agentId, ['/home', '/settings/workspace'])).body.code).toBe('ACCESS_DENIED');
    expect(await accessOf(a, a.agentId)).toContain('/app/ticket');
  });
});

describe('PUT /workspace/access/:userId', () => {
  it('saves the list with an audit line, tells only that member, and their next call follows it', async () => {
    expect((await xhr(a.agent, 'get', '/v2/api/tickets')).status).toBe(200);
    const res = await put(a.admin, a.agentId, ['/app/chat', '/home', '/app/chat']);
    expect(res.body).toEqual({
      result: 'success',
      data: { id: a.agentId, name: 'agent', email: 'agent@access-a.test', role: 'Agent', deactivated: false, access: ['/home', '/app/chat'] },
    });
    expect(await accessOf(a, a.agentId)).toEqual(['/home', '/app/chat']);

    const refused = await xhr(a.agent, 'get', '/v2/api/tickets');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCESS_DENIED');
    expect((await a.agent.get('/v2/api/auth')).body.access).toEqual([{ url: '/home' }, { url: '/app/chat' }]);

    const event = (await eventsOf(a.agent)).filter((e) => e.type === 'access changed').at(-1);
    expect(event).toMatchObject({ payload: { userId: a.agentId, access: ['/home', '/app/chat'] }, sendTo: [a.agentId] });
    expect((await eventsOf(a.admin)).some((e) => e.type === 'access changed')).toBe(false);

    const lines = (await auditOf(a.workspaceId)).filter((line) => line.action === 'access.changed');
    expect(lines).toEqual([
      expect.objectContaining({
        actorId: a.adminId,
        targetType: 'member',
        targetId: a.agentId,
        targetLabel: 'agent@access-a.test',
        before: ['/home', '/app/ticket', '/app/chat', '/app/contact', '/report/ticket'],
        after: ['/home', '/app/chat'],
      }),
    ]);

    await put(a.admin, a.agentId, ['/home', '/app/chat', '/app/ticket']);
    expect((await xhr(a.agent, 'get', '/v2/api/tickets')).status).toBe(200);
  });

  it('keeps /home in every list and records nothing when the list does not change', async () => {
    const before = (await auditOf(a.workspaceId)).length;
    const eventsBefore = (await eventsOf(a.agent)).length;
    const res = await put(a.admin, a.agentId, ['/app/ticket', '/app/chat']);
    expect(res.body.data.access).toEqual(['/home', '/app/ticket', '/app/chat']);
    expect((await auditOf(a.workspaceId)).length).toBe(before);
    expect((await eventsOf(a.agent)).length).toBe(eventsBefore);
  });

  it('answers 400 naming the field for unknown urls or a list that is not one, nothing changed', async () => {
    const unknown = await put(a.admin, a.agentId, ['/home', '/admin']);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'INVALID_INPUT', message: 'Unknown access url: /admin', fields: { access: 'Unknown access url: /admin' } });
    for (const access of ['/home', undefined, [1], { url: '/home' }]) {
      const res = await put(a.admin, a.agentId, access);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['access']);
    }
    expect((await xhr(a.admin, 'put', `${LIST}/not-an-id`, { access: ['/home'] })).body.fields).toEqual({ userId: 'userId is not a valid id' });
    expect(await accessOf(a, a.agentId)).toEqual(['/home', '/app/ticket', '/app/chat']);
  });

  it('never takes Workspace settings from an Administrator, themself included', async () => {
    const self = await put(a.admin, a.adminId, ['/home', '/app/chat']);
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ access: ACCESS_FIELD_MESSAGES.administrator });
    expect(await accessOf(a, a.adminId)).toContain('/settings/workspace');
    expect((await put(a.admin, a.adminId, ['/home', '/settings/workspace'])).body.data.access).toEqual(['/home', '/settings/workspace']);
    expect((await xhr(a.admin, 'get', LIST)).status).toBe(200);
  });

  it('answers 404 for a member of no workspace of the caller: unknown, or another workspace', async () => {
    const unknown = await put(a.admin, '00000000-0000-4000-8000-000000000000', ['/home']);
    expect(unknown.status).toBe(404);
    const other = await put(a.admin, b.agentId, ['/home']);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('This member is not in your workspace.');
    expect(await accessOf(b, b.agentId)).toContain('/app/ticket');
    expect((await xhr(b.admin, 'get', LIST)).body.data.members.map((m: { id: string }) => m.id).sort()).toEqual([b.adminId, b.agentId].sort());
  });

  it('answers 401 without a session', async () => {
    expect((await put(api.request(), a.agentId, ['/home'])).status).toBe(401);
  });
});
