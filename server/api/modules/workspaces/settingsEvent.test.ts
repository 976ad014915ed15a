// A change of the workspace's own settings reaches every member's console as 'workspace updated', after
// the commit; nothing is published when nothing changed or the change was refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince } from '../../testing/team';

const SETTINGS = '/v2/api/workspace/settings';
let api: TestApi;
let workspaceId: string;
let admin: TestAgent;
let agent: TestAgent;
let outsider: TestAgent;
beforeAll(async () => {
  api = await createTestApi();
  ({ workspaceId } = await seedUser(api, { email: 'admin@wsevent.test', workspaceName: 'Acme' }));
  await seedUser(api, { email: 'agent@wsevent.test', workspaceId, role: 'Agent' });
  await seedUser(api, { email: 'other@wsevent.test', workspaceName: 'Other' });
  admin = await login(api, 'admin@wsevent.test');
  agent = await login(api, 'agent@wsevent.test');
  outsider = await login(api, 'other@wsevent.test');
});
afterAll(() => api.close());

const updates = async (as: TestAgent) => (await eventsSince(as, 0)).filter((event) => event.type === 'workspace updated');

describe("'workspace updated'", () => {
  it('goes to every member of the workspace with its new name, zone and language, and to no other workspace', async () => {
    expect((await xhr(admin, 'put', SETTINGS, { name: 'Acme Support', timeZone: 'Europe/Berlin' })).status).toBe(200);
    const [event] = await updates(agent);
    expect(event).toMatchObject({ workspaceId, sendTo: null, payload: { workspace: { id: workspaceId, name: 'Acme Support', timeZone: 'Europe/Berlin', language: 'en' } } });
    expect(await updates(admin)).toHaveLength(1);
    expect(await updates(outsider)).toEqual([]);
  });

  it('follows PUT /workspace/time-zone too', async () => {
    expect((await xhr(admin, 'put', '/v2/api/workspace/time-zone', { timeZone: 'Asia/Tokyo' })).status).toBe(200);
    expect((await updates(agent)).at(-1)?.payload).toEqual({ workspace: { id: workspaceId, name: 'Acme Support', timeZone: 'Asia/Tokyo', language: 'en' } });
  });

  it('is not published when nothing changed or the change was refused', async () => {
    const count = (await updates(agent)).length;
    expect((await xhr(admin, 'put', SETTINGS, { name: 'Acme Support' })).status).toBe(200);
    expect((await xhr(admin, 'put', SETTINGS, { name: 'x'.repeat(101) })).status).toBe(400);
    expect((await xhr(agent, 'put', SETTINGS, { name: 'Mine now' })).status).toBe(403);
    expect(await updates(agent)).toHaveLength(count);
  });
});
