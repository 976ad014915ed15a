import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, TEST_PASSWORD, xhr, type TestApi } from '../testing/harness';
import { createUser } from '../modules/workspaces/service';
import { findTimeZone } from './repository';
import { TIME_ZONE_MESSAGE } from './timeZoneName';

const CREATE = '/v2/api/workspace/create';
const TIME_ZONE = '/v2/api/workspace/time-zone';

let api: TestApi;
let workspaceId: string;
beforeAll(async () => {
  api = await createTestApi();
  ({ workspaceId } = await seedUser(api, { email: 'admin@zone.test' }));
  await seedUser(api, { email: 'agent@zone.test', workspaceId, role: 'Agent' });
});
afterAll(() => api.close());

let seq = 0;
async function newcomer() {
  const email = `newcomer${++seq}@zone.test`;
  await createUser(api.deps, { email, password: TEST_PASSWORD });
  return login(api, email);
}

describe('the time zone of a new workspace', () => {
  it('is the one the browser sent, and the console receives it with the workspace', async () => {
    const agent = await newcomer();
    const res = await xhr(agent, 'post', CREATE, { name: 'Night shift', timeZone: 'America/New_York' });
    expect(res.body.data).toMatchObject({ name: 'Night shift', timeZone: 'America/New_York' });
    expect(await findTimeZone(api.deps.db, res.body.data.id)).toBe('America/New_York');
    expect((await agent.get('/v2/api/auth')).body.workspace).toMatchObject({ id: res.body.data.id, timeZone: 'America/New_York' });
  });

  it('is UTC when the browser sent none', async () => {
    const agent = await newcomer();
    const res = await xhr(agent, 'post', CREATE, { name: 'No zone' });
    expect(res.body.data.timeZone).toBe('UTC');
    expect((await agent.get('/v2/api/auth')).body.workspace.timeZone).toBe('UTC');
  });

  it('refuses a zone that is not one with a 400 naming the field, and creates nothing', async () => {
    const agent = await newcomer();
    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', 42]) {
      const res = await xhr(agent, 'post', CREATE, { name: 'Bad zone', timeZone });
      expect(res.status, String(timeZone)).toBe(400);
      expect(res.body).toMatchObject({ result: 'error', message: `timeZone: ${TIME_ZONE_MESSAGE}`, fields: { timeZone: TIME_ZONE_MESSAGE } });
    }
    expect((await agent.get('/v2/api/auth')).body.workspace).toBeNull();
  });
});

describe('PUT /workspace/time-zone', () => {
  it('lets an Administrator change it, in the runtime’s spelling, and the console sees it', async () => {
    const admin = await login(api, 'admin@zone.test');
    const res = await xhr(admin, 'put', TIME_ZONE, { timeZone: 'america/sao_paulo' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', data: { timeZone: 'America/Sao_Paulo' } });
    expect(await findTimeZone(api.deps.db, workspaceId)).toBe('America/Sao_Paulo');
    expect((await admin.get('/v2/api/auth')).body.workspace.timeZone).toBe('America/Sao_Paulo');
  });

  it('answers 400 for a missing or unknown zone, leaving the zone as it was', async () => {
    const admin = await login(api, 'admin@zone.test');
    await xhr(admin, 'put', TIME_ZONE, { timeZone: 'Europe/Berlin' });
    for (const [timeZone, message] of [
      [undefined, 'Required'],
      ['', 'Required'],
      ['Europe/Atlantis', TIME_ZONE_MESSAGE],
      ['GMT+2', TIME_ZONE_MESSAGE],
    ] as const) {
      const res = await xhr(admin, 'put', TIME_ZONE, { timeZone });
      expect(res.status, String(timeZone)).toBe(400);
      expect(res.body.fields).toEqual({ timeZone: message });
    }
    expect(await findTimeZone(api.deps.db, workspaceId)).toBe('Europe/Berlin');
  });

  it('is refused to an Agent (403) and without a session (401)', async () => {
    const agent = await login(api, 'agent@zone.test');
    const res = await xhr(agent, 'put', TIME_ZONE, { timeZone: 'Asia/Tokyo' });
    expect(res.status).toBe(403);
    expect((await xhr(api.request(), 'put', TIME_ZONE, { timeZone: 'Asia/Tokyo' })).status).toBe(401);
    expect(await findTimeZone(api.deps.db, workspaceId)).not.toBe('Asia/Tokyo');
  });
});
