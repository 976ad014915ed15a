import { afterEach, describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ACCESS, AGENT_DEFAULT_ACCESS } from '../../src/domain/access';
import { bootstrap } from './bootstrap';
import { members, users, workspaces } from './db/schema';
import { addDays, dayOf } from './clock/workspaceClock';
import { findBilling } from './modules/billing/service';
import { createTestApi, login, seedUser, type TestApi } from './testing/harness';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function counts(t: TestApi) {
  const [u, w, m] = await Promise.all([
    t.deps.db.select().from(users),
    t.deps.db.select().from(workspaces),
    t.deps.db.select().from(members),
  ]);
  return { users: u.length, workspaces: w.length, members: m.length };
}

describe('bootstrap', () => {
  it('creates one Administrator with My Workspace (in TIME_ZONE) and the default package from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
    api = await createTestApi({ ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'first admin password', TIME_ZONE: 'Europe/Berlin' });
    const result = await bootstrap(api.deps);
    expect(result).toEqual({ created: 'admin', logins: [], workspaceId: expect.any(String) });
    expect(await counts(api)).toEqual({ users: 1, workspaces: 1, members: 1 });

    const [user] = await api.deps.db.select().from(users);
    expect(user!.email).toBe('boss@example.test');
    expect(user!.passwordHash).not.toContain('first admin password');

    const billing = await findBilling(api.deps.db, result.workspaceId!);
    expect(billing).toMatchObject({ packageName: 'free', expiredDate: addDays(dayOf(api.clock.now, 'Europe/Berlin'), 30) });

    const agent = await login(api, 'boss@example.test', 'first admin password');
    const auth = await agent.get('/v2/api/auth');
    expect(auth.body.workspace).toMatchObject({ id: result.workspaceId, name: 'My Workspace', role: 'Administrator', owner: user!.id, timeZone: 'Europe/Berlin' });
    expect(auth.body.access).toEqual(ADMINISTRATOR_ACCESS.map((url) => ({ url })));
  });

  it('makes a demo workspace (in UTC) with an Administrator and an Agent whose logins work', async () => {
    api = await createTestApi();
    const result = await bootstrap(api.deps);
    expect(result.created).toBe('demo');
    expect(result.logins.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'admin@demo.local', role: 'Administrator' },
      { email: 'agent@demo.local', role: 'Agent' },
    ]);
    const [adminLogin, agentLogin] = result.logins as [(typeof result.logins)[0], (typeof result.logins)[0]];
    expect(adminLogin.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(agentLogin.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(adminLogin.password).not.toBe(agentLogin.password);
    expect(await counts(api)).toEqual({ users: 2, workspaces: 1, members: 2 });
    for (const row of await api.deps.db.select().from(users)) {
      expect(row.passwordHash).not.toContain(row.email === adminLogin.email ? adminLogin.password : agentLogin.password);
    }
    expect(await findBilling(api.deps.db, result.workspaceId!)).toMatchObject({ packageName: 'free' });

    const admin = (await (await login(api, adminLogin.email, adminLogin.password)).get('/v2/api/auth')).body;
    expect(admin.user.username).toBe('Demo Admin');
    expect(admin.workspace).toMatchObject({ id: result.workspaceId, name: 'Demo Workspace', role: 'Administrator', timeZone: 'UTC' });

    const agent = (await (await login(api, agentLogin.email, agentLogin.password)).get('/v2/api/auth')).body;
    expect(agent.user.username).toBe('Demo Agent');
    expect(agent.workspace).toMatchObject({ id: result.workspaceId, role: 'Agent', is_member_expired: false });
    expect(agent.access).toEqual(AGENT_DEFAULT_ACCESS.map((url) => ({ url })));

    await expect(login(api, adminLogin.email, agentLogin.password)).rejects.toThrow('login failed with 401');
  });

  it('creates nothing on a database that already has a user, with or without ADMIN_EMAIL', async () => {
    api = await createTestApi({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'first admin password' });
    await seedUser(api, { email: 'existing@example.test' });
    const before = await counts(api);
    expect(await bootstrap(api.deps)).toEqual({ created: 'none', logins: [] });
    expect(await counts(api)).toEqual(before);
    await expect(login(api, 'boss@example.test', 'first admin password')).rejects.toThrow('login failed with 401');
  });

  it('creates nothing the second time it runs', async () => {
    api = await createTestApi();
    const first = await bootstrap(api.deps);
    expect(first.created).toBe('demo');
    expect(await bootstrap(api.deps)).toEqual({ created: 'none', logins: [] });
    expect(await counts(api)).toEqual({ users: 2, workspaces: 1, members: 2 });
  });
});

describe('bootstrap by api instances starting together', () => {
  it('seeds once: the other run waits and creates nothing', async () => {
    api = await createTestApi({ ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'first admin password' });
    const results = await Promise.all([bootstrap(api.deps), bootstrap(api.deps)]);
    expect(results.map((r) => r.created).sort()).toEqual(['admin', 'none']);
    expect(await counts(api)).toEqual({ users: 1, workspaces: 1, members: 1 });
  });

  it('makes one demo workspace', async () => {
    api = await createTestApi();
    const results = await Promise.all([bootstrap(api.deps), bootstrap(api.deps), bootstrap(api.deps)]);
    expect(results.map((r) => r.created).sort()).toEqual(['demo', 'none', 'none']);
    expect(await counts(api)).toEqual({ users: 2, workspaces: 1, members: 2 });
  });
});
