import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { setBilling } from '../billing/service';
import { DEFAULT_TICKET_SETTINGS } from '../../../../src/domain/ticketSettingsRules';

const TAKE = '/v2/api/setting/ticket/update';
const CREATE = '/v2/api/setting/message/custom/create';
const UPDATE = '/v2/api/setting/message/custom/update';
const DELETE = '/v2/api/setting/message/custom/delete';

interface Side {
  admin: TestAgent;
  agent: TestAgent;
  workspaceId: string;
}

let api: TestApi;
let a: Side;
let b: Side;

async function side(name: string): Promise<Side> {
  const { workspaceId } = await seedUser(api, { email: `admin@${name}.test` });
  await seedUser(api, { email: `agent@${name}.test`, workspaceId, role: 'Agent' });
  return { admin: await login(api, `admin@${name}.test`), agent: await login(api, `agent@${name}.test`), workspaceId };
}

async function lastEvent(agent: TestAgent) {
  const res = await agent.get('/v2/api/realtime/events?since=0');
  return res.body.data.events.at(-1) as { type: string; payload: Record<string, unknown>; sendTo: string[] | null } | undefined;
}

beforeAll(async () => {
  api = await createTestApi();
  a = await side('update-a');
  b = await side('update-b');
});
afterAll(() => api.close());

describe('POST /setting/ticket/update', () => {
  it('saves take and publishes the ticket event the consoles listen to', async () => {
    const res = await xhr(a.admin, 'post', TAKE, { workspace: a.workspaceId, take: true });
    expect(res.body).toEqual({ result: 'success', data: { ...DEFAULT_TICKET_SETTINGS, take: true } });
    expect(await lastEvent(a.agent)).toMatchObject({ type: 'ticket', payload: { settings: { take: true } }, sendTo: null });
    expect((await xhr(a.agent, 'post', '/v2/api/setting/ticket/get', { workspace: a.workspaceId })).body.data).toEqual({ ...DEFAULT_TICKET_SETTINGS, take: true });
    await xhr(a.admin, 'post', TAKE, { workspace: a.workspaceId, take: false });
    expect((await xhr(a.agent, 'post', '/v2/api/setting/ticket/get', { workspace: a.workspaceId })).body.data).toEqual(DEFAULT_TICKET_SETTINGS);
  });

  it('answers 400 when take is not a boolean', async () => {
    for (const take of [null, 'maybe', 1]) {
      const res = await xhr(a.admin, 'post', TAKE, { workspace: a.workspaceId, take });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['take']);
    }
  });

  it('answers 403 to an Agent, 403 for another workspace, 401 without a session', async () => {
    // The workspace's settings pages: an Agent without them is refused by their access list, one granted them by their role.
    const agentRes = await xhr(a.agent, 'post', TAKE, { workspace: a.workspaceId, take: true });
    expect(agentRes.status).toBe(403);
    expect(agentRes.body.code).toBe('ACCESS_DENIED');
    await seedUser(api, { email: 'settings-agent@update-a.test', workspaceId: a.workspaceId, role: 'Agent', access: ['/home', '/settings/workspace'] });
    const granted = await xhr(await login(api, 'settings-agent@update-a.test'), 'post', TAKE, { workspace: a.workspaceId, take: true });
    expect(granted.status).toBe(403);
    expect(granted.body).toEqual({ result: 'error', code: 'ADMINISTRATOR_ONLY', message: 'Only an Administrator can do this.' });
    expect((await xhr(b.admin, 'post', TAKE, { workspace: a.workspaceId, take: true })).status).toBe(403);
    expect((await xhr(api.request(), 'post', TAKE, { workspace: a.workspaceId, take: true })).status).toBe(401);
    expect((await xhr(a.agent, 'post', '/v2/api/setting/ticket/get', { workspace: a.workspaceId })).body.data).toEqual(DEFAULT_TICKET_SETTINGS);
  });
});

describe('custom messages', () => {
  it('creates, updates and deletes, each time publishing the whole list of the workspace', async () => {
    const created = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: ' thanks ', message: ' Thank you for waiting. ' });
    expect(created.body).toEqual({ result: 'success', data: [{ id: expect.any(String), shortcut: 'thanks', message: 'Thank you for waiting.', ownerId: null, attachments: [] }] });
    await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'hello', message: 'Hello!' });
    const event = await lastEvent(a.agent);
    expect(event?.type).toBe('custom message');
    expect((event?.payload.customMessages as { shortcut: string }[]).map((m) => m.shortcut)).toEqual(['hello', 'thanks']);

    const id = created.body.data[0].id as string;
    const updated = await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id, shortcut: 'thanks', message: 'Thanks!' });
    expect(updated.body.data).toContainEqual({ id, shortcut: 'thanks', message: 'Thanks!', ownerId: null, attachments: [] });
    expect((await lastEvent(a.agent))?.payload.customMessages).toEqual(updated.body.data);

    const deleted = await xhr(a.admin, 'post', DELETE, { workspace: a.workspaceId, id });
    expect(deleted.body.data.map((m: { shortcut: string }) => m.shortcut)).toEqual(['hello']);
    expect((await lastEvent(a.agent))?.payload).toEqual({ customMessages: deleted.body.data });
    expect((await xhr(a.agent, 'post', '/v2/api/setting/message/custom/get', { workspace: a.workspaceId })).body.data).toEqual(deleted.body.data);
  });

  it('refuses a shortcut already used in the workspace, in any case, but not one of another workspace', async () => {
    await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'bye', message: 'Goodbye' });
    for (const shortcut of ['bye', 'BYE']) {
      const res = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut, message: 'Again' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This shortcut is already used.' });
    }
    const list = (await xhr(a.admin, 'post', '/v2/api/setting/message/custom/get', { workspace: a.workspaceId })).body.data;
    const hello = list.find((m: { shortcut: string }) => m.shortcut === 'hello');
    const clash = await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id: hello.id, shortcut: 'Bye', message: 'x' });
    expect(clash.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This shortcut is already used.' });
    // Keeping its own shortcut is no clash.
    expect((await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id: hello.id, shortcut: 'hello', message: 'Hi' })).body.result).toBe('success');
    expect((await xhr(b.admin, 'post', CREATE, { workspace: b.workspaceId, shortcut: 'bye', message: 'B' })).body.result).toBe('success');
  });

  it('answers 400 with the field for a bad shortcut or message', async () => {
    for (const [body, field, text] of [
      [{ shortcut: '', message: 'x' }, 'shortcut', 'Required'],
      [{ shortcut: 'x'.repeat(31), message: 'x' }, 'shortcut', 'Max 30 characters'],
      [{ shortcut: '/slash', message: 'x' }, 'shortcut', 'Only letters, digits, - and _'],
      [{ shortcut: 'two words', message: 'x' }, 'shortcut', 'Only letters, digits, - and _'],
      [{ shortcut: 'ok', message: '' }, 'message', 'Required'],
      [{ shortcut: 'ok', message: 'm'.repeat(2001) }, 'message', 'Max 2000 characters'],
    ] as const) {
      const res = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, ...body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.fields).toEqual({ [field]: text });
    }
    expect((await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'x'.repeat(30), message: 'm'.repeat(2000) })).body.result).toBe('success');
    expect((await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id: 'nope', shortcut: 'a', message: 'b' })).body.fields).toEqual({ id: 'id is not a valid id' });
  });

  it('answers 404 for a message of another workspace, which stays as it was', async () => {
    const theirs = (await xhr(b.admin, 'post', CREATE, { workspace: b.workspaceId, shortcut: 'bonly', message: 'B only' })).body.data;
    const id = theirs.find((m: { shortcut: string }) => m.shortcut === 'bonly').id as string;
    expect((await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id, shortcut: 'stolen', message: 'x' })).status).toBe(404);
    expect((await xhr(a.admin, 'post', DELETE, { workspace: a.workspaceId, id })).status).toBe(404);
    expect((await xhr(a.admin, 'post', DELETE, { workspace: b.workspaceId, id })).status).toBe(403);
    const after = (await xhr(b.admin, 'post', '/v2/api/setting/message/custom/get', { workspace: b.workspaceId })).body.data;
    expect(after).toContainEqual({ id, shortcut: 'bonly', message: 'B only', ownerId: null, attachments: [] });
  });

  it('answers 403 to an Agent for a shared message and 401 without a session', async () => {
    const shared = (await xhr(a.admin, 'post', '/v2/api/setting/message/custom/get', { workspace: a.workspaceId })).body.data[0];
    for (const [url, body] of [
      [CREATE, { shortcut: 'agent', message: 'x' }],
      [UPDATE, { id: shared.id, shortcut: 'agent', message: 'x' }],
      [DELETE, { id: shared.id }],
    ] as const) {
      expect((await xhr(a.agent, 'post', url, { workspace: a.workspaceId, ...body })).status, url).toBe(403);
      expect((await xhr(api.request(), 'post', url, { workspace: a.workspaceId, ...body })).status, url).toBe(401);
    }
  });
});

describe('an expired package', () => {
  it('answers 402 to every settings change', async () => {
    const expired = await side('update-expired');
    await setBilling(api.deps, expired.workspaceId, { expiredDate: '2000-01-01' });
    for (const [url, body] of [
      [TAKE, { take: true }],
      [CREATE, { shortcut: 'late', message: 'x' }],
      [UPDATE, { id: '00000000-0000-4000-8000-000000000000', shortcut: 'late', message: 'x' }],
      [DELETE, { id: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const res = await xhr(expired.admin, 'post', url, { workspace: expired.workspaceId, ...body });
      expect(res.status, url).toBe(402);
      expect(res.body.message).toBe('Your workspace package has expired. Please renew to continue using all features.');
    }
  });
});
