import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customMessages, workspaceSettings } from '../../db/schema';
import { PACKAGE_EXPIRED_MESSAGE } from '../../http/errors';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { setBilling } from '../billing/service';
import { DEFAULT_TICKET_SETTINGS } from '../../../../src/domain/ticketSettingsRules';

const TICKET = '/v2/api/setting/ticket/get';
const CUSTOM = '/v2/api/setting/message/custom/get';

let api: TestApi;
let a: { agent: TestAgent; workspaceId: string; botid: string };
let b: { agent: TestAgent; workspaceId: string };

beforeAll(async () => {
  api = await createTestApi();
  const seededA = await seedUser(api, { email: 'owner@settings-a.test' });
  const agentA = await login(api, 'owner@settings-a.test');
  a = { agent: agentA, workspaceId: seededA.workspaceId, botid: (await agentA.get('/v2/api/auth')).body.workspace.botid };
  const seededB = await seedUser(api, { email: 'owner@settings-b.test' });
  b = { agent: await login(api, 'owner@settings-b.test'), workspaceId: seededB.workspaceId };
});
afterAll(() => api.close());

describe('a new workspace', () => {
  it('has the default ticket settings (take off)', async () => {
    const res = await xhr(a.agent, 'post', TICKET, { workspace: a.workspaceId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', data: DEFAULT_TICKET_SETTINGS });
  });

  it('has no custom messages', async () => {
    const res = await xhr(a.agent, 'post', CUSTOM, { workspace: a.workspaceId });
    expect(res.body).toEqual({ result: 'success', data: [] });
  });
});

describe('stored settings', () => {
  it('answers the workspace’s ticket settings and custom messages, by id or botid, sorted by shortcut', async () => {
    await api.deps.db.update(workspaceSettings).set({ ticket: { take: true } }).where(eq(workspaceSettings.workspaceId, a.workspaceId));
    await api.deps.db.insert(customMessages).values([
      { workspaceId: a.workspaceId, shortcut: '/thanks', message: 'Thank you for waiting.' },
      { workspaceId: a.workspaceId, shortcut: '/hello', message: 'Hello, how can I help?' },
      { workspaceId: b.workspaceId, shortcut: '/b-only', message: 'Workspace B only' },
    ]);
    for (const workspace of [a.workspaceId, a.botid]) {
      expect((await xhr(a.agent, 'post', TICKET, { workspace })).body).toEqual({ result: 'success', data: { ...DEFAULT_TICKET_SETTINGS, take: true } });
      const custom = await xhr(a.agent, 'post', CUSTOM, { workspace });
      expect(custom.body.result).toBe('success');
      expect(custom.body.data.map((m: { shortcut: string; message: string }) => [m.shortcut, m.message])).toEqual([
        ['/hello', 'Hello, how can I help?'],
        ['/thanks', 'Thank you for waiting.'],
      ]);
      for (const m of custom.body.data) expect(m.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await xhr(b.agent, 'post', TICKET, { workspace: b.workspaceId })).body.data).toEqual(DEFAULT_TICKET_SETTINGS);
  });
});

describe('refusals', () => {
  it('answers 403 when the call names another workspace', async () => {
    for (const url of [TICKET, CUSTOM]) {
      const res = await xhr(b.agent, 'post', url, { workspace: a.workspaceId });
      expect(res.status).toBe(403);
      expect(res.body.result).toBe('error');
      expect(res.body.data).toBeUndefined();
    }
  });

  it('answers 400 without a workspace', async () => {
    for (const url of [TICKET, CUSTOM]) {
      const res = await xhr(a.agent, 'post', url, {});
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ workspace: 'Required' });
    }
  });

  it('answers 401 without a session', async () => {
    for (const url of [TICKET, CUSTOM]) {
      expect((await xhr(api.request(), 'post', url, { workspace: a.workspaceId })).status).toBe(401);
    }
  });

  it('answers 402 with the spec’s message when the package expired', async () => {
    const { workspaceId } = await seedUser(api, { email: 'owner@settings-expired.test' });
    const agent = await login(api, 'owner@settings-expired.test');
    await setBilling(api.deps, workspaceId, { expiredDate: '2000-01-01' });
    for (const url of [TICKET, CUSTOM]) {
      const res = await xhr(agent, 'post', url, { workspace: workspaceId });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ result: 'error', code: 'PACKAGE_EXPIRED', message: 'Your workspace package has expired. Please renew to continue using all features.' });
    }
    expect(PACKAGE_EXPIRED_MESSAGE).toBe('Your workspace package has expired. Please renew to continue using all features.');
  });
});
