import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /auth', () => {
  it('answers 401 without a session', async () => {
    const res = await api.request().get('/v2/api/auth');
    expect(res.status).toBe(401);
    expect(res.body.result).toBe('error');
  });

  it('answers the user, workspace and access after the SSO chain', async () => {
    const { user, workspaceId } = await seedUser(api, { email: 'owner@auth.test' });
    const agent = await login(api, 'owner@auth.test');
    const res = await agent.get('/v2/api/auth');
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('success');
    expect(res.body.user).toMatchObject({ id: user.id, username: 'owner', email: 'owner@auth.test', status: 'available', profile_image_url: null, phone: null });
    expect(typeof res.body.user.token).toBe('string');
    expect(res.body.user.jwt.split('.')).toHaveLength(3);
    expect(res.body.workspace).toMatchObject({ id: workspaceId, role: 'Administrator', is_member_expired: false, owner: user.id });
    expect(res.body.access).toContainEqual({ url: '/app/chat' });
  });

  it('ends every session of the login at logout', async () => {
    await seedUser(api, { email: 'leaver@auth.test' });
    const agent = await login(api, 'leaver@auth.test');
    const out = await xhr(agent, 'post', '/v2/api/auth/logout');
    expect(out.body).toEqual({ result: 'success', data: { login: '/v2/api/sso/login' } });
    expect((await agent.get('/v2/api/auth')).status).toBe(401);
    const attach = await agent.get('/v2/api/auth/attach');
    expect((await agent.get(attach.body.data)).status).toBe(401);
  });

  it('refuses logout without X-Requested-With or a same origin', async () => {
    const res = await api.request().post('/v2/api/auth/logout');
    expect(res.status).toBe(403);
  });
});
