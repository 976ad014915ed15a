import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, TEST_PASSWORD, xhr, type TestApi } from '../../testing/harness';
import { createUser, createWorkspaceFor } from './service';

const CREATE = '/v2/api/workspace/create';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
async function newcomer() {
  const email = `newcomer${++seq}@create.test`;
  const user = await createUser(api.deps, { email, password: TEST_PASSWORD });
  return { user, agent: await login(api, email) };
}

describe('POST /workspace/create', () => {
  it('creates the workspace with the caller as Administrator, gives it the default package and moves the session to it', async () => {
    const { user, agent } = await newcomer();
    expect((await agent.get('/v2/api/auth')).body.workspace).toBeNull();

    const res = await xhr(agent, 'post', CREATE, { name: '  Acme Support  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', data: { id: expect.any(String), name: 'Acme Support', botid: expect.stringMatching(/^bot_/), timeZone: 'UTC' } });

    const auth = (await agent.get('/v2/api/auth')).body;
    expect(auth.workspace).toMatchObject({ id: res.body.data.id, name: 'Acme Support', botid: res.body.data.botid, owner: user.id, role: 'Administrator' });
    expect(auth.access).toContainEqual({ url: '/settings/plans-billings' });
    const billing = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: res.body.data.id });
    expect(billing.body.package).toMatchObject({ status: 'active' });
    expect(billing.body.features.length).toBeGreaterThan(0);
  });

  it('moves a member of another workspace to the new one, away from the old one', async () => {
    const { workspaceId: old } = await seedUser(api, { email: 'owner@create-old.test' });
    await seedUser(api, { email: 'agent@create-old.test', workspaceId: old, role: 'Agent' });
    const agent = await login(api, 'agent@create-old.test');
    const res = await xhr(agent, 'post', CREATE, { name: 'My own' });
    expect(res.body.result).toBe('success');
    expect((await agent.get('/v2/api/auth')).body.workspace).toMatchObject({ id: res.body.data.id, role: 'Administrator' });
    // The old workspace stays the owner's, untouched.
    const owner = await login(api, 'owner@create-old.test');
    expect((await owner.get('/v2/api/auth')).body.workspace.id).toBe(old);
  });

  it('answers 400 with the field for a missing, blank or too long name', async () => {
    const { agent } = await newcomer();
    for (const [name, message] of [
      [undefined, 'Required'],
      ['', 'Required'],
      ['   ', 'Required'],
      ['x'.repeat(101), 'Max 100 characters'],
      [42, 'name must be text'],
    ] as const) {
      const res = await xhr(agent, 'post', CREATE, { name });
      expect(res.status, String(name)).toBe(400);
      expect(res.body.fields).toEqual({ name: message });
    }
    expect((await xhr(agent, 'post', CREATE, { name: 'y'.repeat(100) })).body.result).toBe('success');
  });

  it('refuses an eleventh owned workspace with the full-page error message, and creates nothing', async () => {
    const { user, agent } = await newcomer();
    for (let i = 0; i < 9; i++) await createWorkspaceFor(api.deps, { name: `Owned ${i}`, owner: user });
    expect((await xhr(agent, 'post', CREATE, { name: 'Tenth' })).body.result).toBe('success');
    const res = await xhr(agent, 'post', CREATE, { name: 'Eleventh' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'Failed to creating workspace: you already own 10 workspaces.' });
    expect((await agent.get('/v2/api/auth')).body.workspace.name).toBe('Tenth');
  });

  it('answers 401 without a session, and 403 without X-Requested-With', async () => {
    expect((await xhr(api.request(), 'post', CREATE, { name: 'Nobody' })).status).toBe(401);
    const { agent } = await newcomer();
    expect((await agent.post(CREATE).send({ name: 'Forged' })).status).toBe(403);
  });
});
