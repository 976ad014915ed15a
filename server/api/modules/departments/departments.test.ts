import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { setBilling } from '../billing/service';

let api: TestApi;
let admin: TestAgent;
let agent: TestAgent;
let adminWorkspaceId: string;
let outsider: TestAgent;

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@departments.test' });
  adminWorkspaceId = seeded.workspaceId;
  await seedUser(api, { email: 'agent@departments.test', workspaceId: seeded.workspaceId, role: 'Agent' });
  await seedUser(api, { email: 'outsider@departments.test' });
  admin = await login(api, 'admin@departments.test');
  agent = await login(api, 'agent@departments.test');
  outsider = await login(api, 'outsider@departments.test');
});
afterAll(() => api.close());

const create = (as: TestAgent, body: unknown) => xhr(as, 'post', '/v2/api/departments', body);
const names = async (as: TestAgent) => ((await as.get('/v2/api/departments')).body.data as { name: string }[]).map((d) => d.name);

describe('departments', () => {
  it('lets an Administrator create departments that every member lists, by name', async () => {
    const sales = await create(admin, { name: '  Sales ' });
    expect(sales.status).toBe(200);
    expect(sales.body.data).toEqual({ id: expect.any(String), name: 'Sales' });
    await create(admin, { name: 'billing' });
    await create(admin, { name: 'Accounts' });
    const res = await agent.get('/v2/api/departments');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data[0]).toEqual({ id: expect.any(String), name: 'Accounts' });
    expect(await names(agent)).toEqual(['Accounts', 'billing', 'Sales']);
  });

  it('refuses a name the workspace has, whatever its case (409)', async () => {
    for (const name of ['Sales', 'SALES', ' sales ']) {
      const res = await create(admin, { name });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ result: 'error', code: 'CONFLICT', message: 'A department with this name already exists.', fields: { name: 'A department with this name already exists.' } });
    }
    expect((await Promise.all([create(admin, { name: 'Race' }), create(admin, { name: 'Race' })])).map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('keeps workspaces apart: the same name elsewhere is fine and never listed here', async () => {
    expect((await create(outsider, { name: 'Sales' })).status).toBe(200);
    expect(await names(outsider)).toEqual(['Sales']);
    expect((await names(admin)).filter((n) => n === 'Sales')).toHaveLength(1);
  });

  it('answers 403 to an Agent creating, 400 for a bad name, 401 without a session, 402 when expired', async () => {
    // Creating is on the workspace's settings pages: an Agent without them is refused by their access list,
    // one granted them by their role.
    const refused = await create(agent, { name: 'Mine' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCESS_DENIED');
    await seedUser(api, { email: 'settings-agent@departments.test', workspaceId: adminWorkspaceId, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const granted = await create(await login(api, 'settings-agent@departments.test'), { name: 'Mine' });
    expect(granted.status).toBe(403);
    expect(granted.body).toEqual({ result: 'error', code: 'ADMINISTRATOR_ONLY', message: 'Only an Administrator can do this.' });
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 3 }]) {
      const res = await create(admin, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['name']);
    }
    expect((await create(admin, { name: 'x'.repeat(80) })).status).toBe(200);
    expect((await api.request().get('/v2/api/departments')).status).toBe(401);
    const expired = await seedUser(api, { email: 'expired@departments.test' });
    await setBilling(api.deps, expired.workspaceId, { expiredDate: '2000-01-01' });
    expect((await create(await login(api, 'expired@departments.test'), { name: 'Late' })).status).toBe(402);
  });
});
