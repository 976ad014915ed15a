// The workspace's own settings: name, time zone and language, each change one audit line in its transaction.
import { desc, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NOT_OFFERED } from '../../../../src/domain/workspaceSettingsRules';
import { WORKSPACE_NAME_TOO_LONG } from '../../../../src/domain/workspaceRules';
import { TIME_ZONE_MESSAGE } from '../../clock/timeZoneName';
import { auditLog } from '../../db/adminSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

const SETTINGS = '/v2/api/workspace/settings';
let api: TestApi;
let workspaceId: string;
let admin: TestAgent;
beforeAll(async () => {
  api = await createTestApi();
  ({ workspaceId } = await seedUser(api, { email: 'admin@wsset.test', workspaceName: 'Acme' }));
  await seedUser(api, { email: 'agent@wsset.test', workspaceId, role: 'Agent' });
  await seedUser(api, { email: 'other@wsset.test', workspaceName: 'Other' });
  admin = await login(api, 'admin@wsset.test');
});
afterAll(() => api.close());

const lines = () => api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, workspaceId)).orderBy(desc(auditLog.createdAt));

describe('GET and PUT /workspace/settings', () => {
  it('answers the name, the time zone and the language (English, the one the console has)', async () => {
    const res = await xhr(admin, 'get', SETTINGS);
    expect(res.body).toEqual({ result: 'success', data: { name: 'Acme', timeZone: 'UTC', language: 'en' } });
    expect((await xhr(await login(api, 'other@wsset.test'), 'get', SETTINGS)).body.data.name).toBe('Other');
  });

  it('renames the workspace and changes its zone in one call, one audit line each, and /auth follows', async () => {
    const res = await xhr(admin, 'put', SETTINGS, { name: '  Acme Support  ', timeZone: 'europe/lisbon' });
    expect(res.body).toEqual({ result: 'success', data: { name: 'Acme Support', timeZone: 'Europe/Lisbon', language: 'en' } });
    const recorded = await lines();
    expect(recorded).toHaveLength(2);
    const [name, zone] = ['workspace.renamed', 'workspace.time-zone-changed'].map((action) => recorded.find((l) => l.action === action));
    expect(name).toMatchObject({ action: 'workspace.renamed', actorName: 'admin', targetType: 'workspace', targetId: workspaceId, targetLabel: 'Acme Support', before: { name: 'Acme' }, after: { name: 'Acme Support' } });
    expect(zone).toMatchObject({ action: 'workspace.time-zone-changed', before: { timeZone: 'UTC' }, after: { timeZone: 'Europe/Lisbon' } });
    expect((await admin.get('/v2/api/auth')).body.workspace).toMatchObject({ name: 'Acme Support', timeZone: 'Europe/Lisbon' });
    expect((await xhr(await login(api, 'other@wsset.test'), 'get', SETTINGS)).body.data.name).toBe('Other');
  });

  it('records nothing when nothing changes', async () => {
    const count = (await lines()).length;
    expect((await xhr(admin, 'put', SETTINGS, { name: 'Acme Support', timeZone: 'Europe/Lisbon', language: 'en' })).status).toBe(200);
    expect(await lines()).toHaveLength(count);
  });

  it('PUT /workspace/time-zone is recorded the same way', async () => {
    expect((await xhr(admin, 'put', '/v2/api/workspace/time-zone', { timeZone: 'Asia/Tokyo' })).body.data).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await lines())[0]).toMatchObject({ action: 'workspace.time-zone-changed', before: { timeZone: 'Europe/Lisbon' }, after: { timeZone: 'Asia/Tokyo' } });
  });

  it('answers 400 naming the field with the page’s messages, and changes and records nothing', async () => {
    const count = (await lines()).length;
    for (const [body, field, message] of [
      [{ name: '   ' }, 'name', 'Required'],
      [{ name: 'x'.repeat(101) }, 'name', WORKSPACE_NAME_TOO_LONG],
      [{ name: 'Fine', timeZone: 'Mars/Olympus' }, 'timeZone', TIME_ZONE_MESSAGE],
      [{ language: 'fr' }, 'language', LANGUAGE_NOT_OFFERED],
    ] as const) {
      const res = await xhr(admin, 'put', SETTINGS, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    expect((await xhr(admin, 'put', SETTINGS, {})).status).toBe(400);
    expect((await xhr(admin, 'get', SETTINGS)).body.data).toEqual({ name: 'Acme Support', timeZone: 'Asia/Tokyo', language: 'en' });
    expect(await lines()).toHaveLength(count);
  });

  it('is refused to an Agent (403)', async () => {
    const agent = await login(api, 'agent@wsset.test');
    expect((await xhr(agent, 'get', SETTINGS)).status).toBe(403);
    expect((await xhr(agent, 'put', SETTINGS, { name: 'Mine now' })).status).toBe(403);
    expect((await xhr(admin, 'get', SETTINGS)).body.data.name).toBe('Acme Support');
  });
});
