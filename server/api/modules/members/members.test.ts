import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApi, login, seedUser, type TestApi } from '../../testing/harness';

let api: TestApi;
let ids: { admin: string; agent: string; other: string };

beforeAll(async () => {
  api = await createTestApi();
  const admin = await seedUser(api, { email: 'zed@members.test' });
  const agent = await seedUser(api, { email: 'amy@members.test', workspaceId: admin.workspaceId, role: 'Agent' });
  const other = await seedUser(api, { email: 'bob@members.test', workspaceId: admin.workspaceId, role: 'Agent' });
  await seedUser(api, { email: 'outsider@members.test' });
  await api.deps.db.update(users).set({ username: 'Zed', profileImageUrl: '/v2/api/uploads/zed.png' }).where(eq(users.id, admin.user.id));
  await api.deps.db.update(users).set({ username: 'amy', status: 'aux' }).where(eq(users.id, agent.user.id));
  await api.deps.db.update(users).set({ username: 'Bob' }).where(eq(users.id, other.user.id));
  ids = { admin: admin.user.id, agent: agent.user.id, other: other.user.id };
});
afterAll(() => api.close());

describe('GET /members', () => {
  it('answers an Administrator every member of the workspace, by name', async () => {
    const res = await (await login(api, 'zed@members.test')).get('/v2/api/members');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual([
      { id: ids.agent, name: 'amy', email: 'amy@members.test', role: 'Agent', status: 'aux', avatarUrl: null },
      { id: ids.other, name: 'Bob', email: 'bob@members.test', role: 'Agent', status: 'available', avatarUrl: null },
      { id: ids.admin, name: 'Zed', email: 'zed@members.test', role: 'Administrator', status: 'available', avatarUrl: '/v2/api/uploads/zed.png' },
    ]);
  });

  it("gives an aux member's reason when they gave one", async () => {
    await api.deps.db.update(users).set({ statusReason: 'Lunch' }).where(eq(users.id, ids.agent));
    const res = await (await login(api, 'zed@members.test')).get('/v2/api/members');
    expect(res.body.data[0]).toEqual({ id: ids.agent, name: 'amy', email: 'amy@members.test', role: 'Agent', status: 'aux', avatarUrl: null, statusReason: 'Lunch' });
    await api.deps.db.update(users).set({ statusReason: null }).where(eq(users.id, ids.agent));
  });

  it('answers an Agent only themself (spec §6)', async () => {
    const res = await (await login(api, 'bob@members.test')).get('/v2/api/members');
    expect(res.body.data).toEqual([{ id: ids.other, name: 'Bob', email: 'bob@members.test', role: 'Agent', status: 'available', avatarUrl: null }]);
  });

  it('answers another workspace’s members nothing of this one, and 401 without a session', async () => {
    const res = await (await login(api, 'outsider@members.test')).get('/v2/api/members');
    expect(res.body.data.map((m: { email: string }) => m.email)).toEqual(['outsider@members.test']);
    expect((await api.request().get('/v2/api/members')).status).toBe(401);
  });
});
