import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

const VIEW = '/v2/api/spectator/view';
const SERVICE = 'service@spectate.test';
const SPECTATOR = 'spectator@spectate.test';
const READ_ONLY = { result: 'error', code: 'SPECTATOR_READ_ONLY', message: 'Spectator mode is read-only.' };

let api: TestApi;
let target: { id: string; workspaceId: string; botid: string };
let other: { workspaceId: string };

const tokenOf = async (agent: TestAgent) => (await agent.get('/v2/api/auth')).body.user.token as string;
const view = (agent: TestAgent, userId: unknown) => xhr(agent, 'post', VIEW, { userId });

/** A spectator's browser, now showing the target's console. */
async function spectating(): Promise<TestAgent> {
  const agent = await login(api, SPECTATOR);
  expect((await view(agent, target.id)).body).toEqual({ result: 'success' });
  return agent;
}

beforeAll(async () => {
  api = await createTestApi({ SERVICE_ACCOUNT_EMAILS: SERVICE, SPECTATOR_EMAILS: SPECTATOR });
  await seedUser(api, { email: SERVICE });
  await seedUser(api, { email: SPECTATOR });
  await seedUser(api, { email: 'normal@spectate.test' });
  const seeded = await seedUser(api, { email: 'target@spectate.test', workspaceName: 'Target Ltd' });
  const agent = await login(api, 'target@spectate.test');
  target = { id: seeded.user.id, workspaceId: seeded.workspaceId, botid: (await agent.get('/v2/api/auth')).body.workspace.botid };
  other = await seedUser(api, { email: 'other@spectate.test' });
});
afterAll(() => api.close());

describe('POST /spectator/view', () => {
  it('opens the target’s console for the service account’s bearer token, marked spectating', async () => {
    const service = await login(api, SERVICE);
    const browser = api.request();
    const res = await xhr(browser, 'post', VIEW, { userId: target.id }).set('Authorization', `Bearer ${await tokenOf(service)}`);
    expect(res.body).toEqual({ result: 'success' });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^sid=.+; Path=\/v2\/api; .*HttpOnly/);
    const auth = (await browser.get('/v2/api/auth')).body;
    expect(auth.user).toMatchObject({ id: target.id, email: 'target@spectate.test' });
    expect(auth.workspace).toMatchObject({ id: target.workspaceId, name: 'Target Ltd' });
    expect(auth.spectating).toBe(true);
    // The service account's own session is untouched and not spectating.
    const own = (await service.get('/v2/api/auth')).body;
    expect(own.user.email).toBe(SERVICE);
    expect(own.spectating).toBeUndefined();
  });

  it('opens it for a spectator’s own cookie session, and the config says spectating', async () => {
    const agent = await spectating();
    expect((await agent.get('/v2/api/auth')).body).toMatchObject({ user: { id: target.id }, spectating: true });
    expect((await agent.get('/v2/api/config')).body.data.me).toEqual({ developer: false, spectator: true, serviceAccount: false, spectating: true });
  });

  it('answers 403 to anyone else, and to a spectating session', async () => {
    const normal = await login(api, 'normal@spectate.test');
    expect((await view(normal, target.id)).status).toBe(403);
    expect((await normal.get('/v2/api/auth')).body.user.email).toBe('normal@spectate.test');
    const nested = await spectating();
    expect((await view(nested, target.id)).body).toEqual(READ_ONLY);
  });

  it('answers 401 without a session, 400 for a bad id, result error for an unknown user', async () => {
    expect((await view(api.request(), target.id)).status).toBe(401);
    const agent = await login(api, SPECTATOR);
    for (const userId of [undefined, 'abc', 42]) {
      const res = await view(agent, userId);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['userId']);
    }
    const unknown = await view(agent, '00000000-0000-4000-8000-000000000000');
    expect(unknown.body).toEqual({ result: 'error', code: 'REFUSED', message: 'There is no user with this id.' });
    expect((await agent.get('/v2/api/auth')).body.user.email).toBe(SPECTATOR);
  });
});

describe('a spectating session', () => {
  it('reads what the console reads', async () => {
    const agent = await spectating();
    const reads: [string, object][] = [
      ['/v2/api/billing/status', { workspace: target.workspaceId }],
      ['/v2/api/setting/ticket/get', { workspace: target.workspaceId }],
      ['/v2/api/setting/message/custom/get', { workspace: target.workspaceId }],
      ['/v2/api/api/workspace/availabe-features', { botid: target.botid, type: 'conversation' }],
      ['/v2/api/workspace/product-tour', { action: 'get' }],
    ];
    for (const [url, body] of reads) {
      const res = await xhr(agent, 'post', url, body);
      expect(res.status, url).toBe(200);
      expect(res.body.result, url).toBe('success');
    }
    expect((await agent.get('/v2/api/realtime/events?since=0')).status).toBe(200);
  });

  it('changes nothing: every other POST, PUT, PATCH and DELETE answers 403', async () => {
    const agent = await spectating();
    const writes: ['post' | 'put', string, object][] = [
      ['put', '/v2/api/profile/update', { name: 'Hijacked', email: 'target@spectate.test' }],
      ['put', '/v2/api/profile/change-status', { status: 'aux' }],
      ['post', '/v2/api/profile/verify', { code: '123456' }],
      ['post', '/v2/api/workspace/product-tour', { action: 'set', url: 'home' }],
      ['post', '/v2/api/setting/ticket/update', { workspace: target.workspaceId, take: true }],
      ['post', '/v2/api/setting/message/custom/create', { workspace: target.workspaceId, shortcut: 'x', message: 'x' }],
      ['post', '/v2/api/billing/default', { workspace: target.workspaceId }],
      ['post', '/v2/api/workspace/create', { name: 'Spectated' }],
      ['post', '/v2/api/tickets', { subject: 'Spectated' }],
    ];
    for (const [method, url, body] of writes) {
      const res = await xhr(agent, method, url, body);
      expect(res.status, url).toBe(403);
      expect(res.body, url).toEqual(READ_ONLY);
    }
    for (const method of ['patch', 'delete'] as const) {
      expect((await agent[method]('/v2/api/profile/update').set('X-Requested-With', 'x')).status).toBe(403);
    }
    const user = (await agent.get('/v2/api/auth')).body.user;
    expect(user).toMatchObject({ username: 'target', status: 'available' });
  });

  it('cannot reach another workspace', async () => {
    const agent = await spectating();
    const res = await xhr(agent, 'post', '/v2/api/billing/status', { workspace: other.workspaceId });
    expect(res.status).toBe(403);
  });

  it('logs out alone: the spectator’s login and the target’s sessions stay', async () => {
    const targetAgent = await login(api, 'target@spectate.test');
    const agent = await spectating();
    const out = await xhr(agent, 'post', '/v2/api/auth/logout');
    expect(out.body).toEqual({ result: 'success', data: { login: '/v2/api/sso/login' } });
    expect((await agent.get('/v2/api/auth')).status).toBe(401);
    expect((await targetAgent.get('/v2/api/auth')).status).toBe(200);
    // The spectator's SSO login still holds: attaching again opens their own session.
    const attach = await agent.get('/v2/api/auth/attach');
    const verify = await agent.get(attach.body.data);
    expect((await xhr(agent, 'post', '/v2/api/auth/verify', { verify: verify.body.data })).body.result).toBe('success');
    const auth = (await agent.get('/v2/api/auth')).body;
    expect(auth.user.email).toBe(SPECTATOR);
    expect(auth.spectating).toBeUndefined();
  });

  it('ends with the login of the spectator who opened it', async () => {
    const service = await login(api, SERVICE);
    const browser = api.request();
    await xhr(browser, 'post', VIEW, { userId: target.id }).set('Authorization', `Bearer ${await tokenOf(service)}`);
    expect((await browser.get('/v2/api/auth')).status).toBe(200);
    await xhr(service, 'post', '/v2/api/auth/logout');
    expect((await browser.get('/v2/api/auth')).status).toBe(401);
  });
});
