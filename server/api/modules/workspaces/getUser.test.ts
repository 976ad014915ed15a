import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { addMember } from './service';

const SERVICE = 'service@getuser.test';
const SPECTATOR = 'spectator@getuser.test';

let api: TestApi;
let target: { id: string; email: string; workspaceId: string; otherWorkspaceId: string };
let tokens: { service: string; spectator: string; normal: string };

async function tokenOf(email: string): Promise<string> {
  const agent = await login(api, email);
  return (await agent.get('/v2/api/auth')).body.user.token as string;
}
const lookup = (id: string, token?: string) => {
  const req = api.request().get(`/v2/api/workspace/get-user?id=${encodeURIComponent(id)}`);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

beforeAll(async () => {
  // The lists are compared without case, as e-mails are.
  api = await createTestApi({ SERVICE_ACCOUNT_EMAILS: SERVICE.toUpperCase(), SPECTATOR_EMAILS: `nobody@getuser.test, ${SPECTATOR}` });
  await seedUser(api, { email: SERVICE });
  await seedUser(api, { email: SPECTATOR });
  await seedUser(api, { email: 'normal@getuser.test' });
  const seeded = await seedUser(api, { email: 'target@getuser.test', workspaceName: 'Target Ltd' });
  const other = await seedUser(api, { email: 'other-owner@getuser.test', workspaceName: 'Other Ltd' });
  target = { id: seeded.user.id, email: 'target@getuser.test', workspaceId: seeded.workspaceId, otherWorkspaceId: other.workspaceId };
  await addMember(api.deps, { workspaceId: other.workspaceId, user: seeded.user, role: 'Agent' });
  tokens = { service: await tokenOf(SERVICE), spectator: await tokenOf(SPECTATOR), normal: await tokenOf('normal@getuser.test') };
});
afterAll(() => api.close());

describe('GET /workspace/get-user', () => {
  it('finds a user and their workspaces for the service account’s bearer token', async () => {
    const res = await lookup(target.id, tokens.service);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: 'success',
      data: {
        id: target.id,
        found: true,
        username: 'target',
        email: target.email,
        profile_image_url: null,
        status: 'available',
        workspaces: [
          { id: target.workspaceId, name: 'Target Ltd', role: 'Administrator' },
          { id: target.otherWorkspaceId, name: 'Other Ltd', role: 'Agent' },
        ],
      },
    });
  });

  it('finds a user for a spectator’s bearer token too, and takes the id in upper case', async () => {
    const res = await lookup(target.id.toUpperCase(), tokens.spectator);
    expect(res.body.data).toMatchObject({ id: target.id, found: true });
  });

  it('answers found false for an unknown id', async () => {
    const res = await lookup('00000000-0000-4000-8000-000000000000', tokens.service);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', data: { id: '00000000-0000-4000-8000-000000000000', found: false } });
  });

  it('answers 403 to a normal user’s bearer token', async () => {
    const res = await lookup(target.id, tokens.normal);
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
  });

  it('answers 403 to the service account’s cookie without a bearer token', async () => {
    const agent = await login(api, SERVICE);
    const res = await agent.get(`/v2/api/workspace/get-user?id=${target.id}`);
    expect(res.status).toBe(403);
  });

  it('answers 401 without any credentials, or with a forged or ended token', async () => {
    expect((await lookup(target.id)).status).toBe(401);
    const [sessionId] = tokens.service.split('.');
    expect((await lookup(target.id, `${sessionId}.${'A'.repeat(43)}`)).status).toBe(401);

    const agent = await login(api, SPECTATOR);
    const token = (await agent.get('/v2/api/auth')).body.user.token as string;
    expect((await lookup(target.id, token)).status).toBe(200);
    await xhr(agent, 'post', '/v2/api/auth/logout');
    expect((await lookup(target.id, token)).status).toBe(401);
  });

  it('answers 400 to an id that is not a user id', async () => {
    for (const id of ['', 'abc', '1 OR 1=1', `${target.id}x`]) {
      const res = await lookup(id, tokens.service);
      expect(res.status, id).toBe(400);
      expect(res.body.fields).toEqual({ id: 'Invalid format' });
    }
  });
});
