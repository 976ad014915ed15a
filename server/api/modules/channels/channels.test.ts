import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

let api: TestApi;
let admin: TestAgent;
let agent: TestAgent;
let outsider: TestAgent;

const create = (as: TestAgent, body: object) => xhr(as, 'post', '/v2/api/channels', body);
const put = (as: TestAgent, id: string, body: object) => xhr(as, 'put', `/v2/api/channels/${id}`, body);
const rotate = (as: TestAgent, id: string) => xhr(as, 'post', `/v2/api/channels/${id}/secret`, {});

beforeAll(async () => {
  api = await createTestApi({ WEBCHAT_PRODUCT: 'OMNI' });
  const seeded = await seedUser(api, { email: 'admin@channels.test' });
  // An Agent whose access list opens the channel settings pages: still no secrets, no changes.
  await seedUser(api, { email: 'agent@channels.test', workspaceId: seeded.workspaceId, role: 'Agent', access: ['/settings/channel'] });
  await seedUser(api, { email: 'outsider@channels.test' });
  [admin, agent, outsider] = await Promise.all([login(api, 'admin@channels.test'), login(api, 'agent@channels.test'), login(api, 'outsider@channels.test')]);
});
afterAll(() => api.close());

describe('POST /channels', () => {
  it('creates a webhook channel with a random public id and secret, shown to the Administrator', async () => {
    const res = await create(admin, { type: 'WEBHOOK', name: '  Shop  ', settings: { url: ' https://shop.example.com/inbox ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'WEBHOOK', name: 'Shop', enabled: true, settings: { url: 'https://shop.example.com/inbox' } });
    expect(res.body.data.publicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.body.data.secret).toMatch(/^[0-9a-f]{64}$/);
    const other = await create(admin, { type: 'WEBHOOK', name: 'Shop 2', settings: { url: 'http://localhost:8080/x' } });
    expect(other.body.data.publicId).not.toBe(res.body.data.publicId);
    expect(other.body.data.secret).not.toBe(res.body.data.secret);
  });

  it("fills a web chat's settings with the defaults ('Chat Us') and checks its fields", async () => {
    const res = await create(admin, { type: 'CHATOMNIWEBCHAT', name: 'Site', settings: { color: '#AABBCC', position: 'left' } });
    expect(res.body.data.settings).toMatchObject({ caption: 'Chat Us', color: '#aabbcc', position: 'left' });
    expect(res.body.data.settings.greeting).toEqual(expect.any(String));
    for (const [settings, field] of [
      [{ color: 'red' }, 'settings.color'],
      [{ position: 'top' }, 'settings.position'],
      [{ caption: '   ' }, 'settings.caption'],
      [{ caption: 'x'.repeat(41) }, 'settings.caption'],
      [{ greeting: 'x'.repeat(501) }, 'settings.greeting'],
    ] as const) {
      const bad = await create(admin, { type: 'CHATOMNIWEBCHAT', name: 'Site', settings });
      expect(bad.status, JSON.stringify(settings)).toBe(400);
      expect(Object.keys(bad.body.fields)).toContain(field);
    }
  });

  it('answers 400 for an unknown type, a web chat of another product, a bad URL or a missing name', async () => {
    for (const [body, field] of [
      [{ type: 'FAX', name: 'x', settings: {} }, 'type'],
      [{ name: 'x', settings: {} }, 'type'],
      [{ type: 'CHATOTHERWEBCHAT', name: 'x', settings: {} }, 'type'],
      [{ type: 'WEBHOOK', name: 'x', settings: {} }, 'settings.url'],
      [{ type: 'WEBHOOK', name: 'x', settings: { url: 'ftp://example.com' } }, 'settings.url'],
      [{ type: 'WEBHOOK', name: 'x', settings: { url: 'not a url' } }, 'settings.url'],
      [{ type: 'WEBHOOK', name: 'x', settings: { url: 'https://user:pw@example.com/' } }, 'settings.url'],
      [{ type: 'WEBHOOK', name: 'x', settings: 'https://example.com' }, 'settings'],
      [{ type: 'WEBHOOK', name: '', settings: { url: 'https://example.com' } }, 'name'],
      [{ type: 'WEBHOOK', name: 'x'.repeat(81), settings: { url: 'https://example.com' } }, 'name'],
    ] as const) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it('refuses a type without a connector (400), naming the types that can be connected, and stores nothing', async () => {
    const before = (await admin.get('/v2/api/channels')).body.data.length;
    for (const type of ['TWITTER', 'FACEBOOK', 'SHOPEE']) {
      const res = await create(admin, { type, name: 'x', settings: {} });
      expect(res.status, type).toBe(400);
      expect(res.body.fields.type).toMatch(/cannot be connected yet\. The types that can be connected: .*Webchat \(CHATOMNIWEBCHAT\).*Webhook \(WEBHOOK\)/);
      expect(res.body.message).toContain('cannot be connected yet');
    }
    expect((await admin.get('/v2/api/channels')).body.data.length).toBe(before);
  });

  it('answers a channel with its status and which secret settings are set, never their values', async () => {
    const res = await create(admin, { type: 'WEBHOOK', name: 'Status', settings: { url: 'https://status.example.com' } });
    expect(res.body.data).toMatchObject({ status: 'connected', statusReason: null, secretsSet: [] });
  });

  it('is for Administrators only (403) and needs a session (401)', async () => {
    const res = await create(agent, { type: 'WEBHOOK', name: 'x', settings: { url: 'https://example.com' } });
    expect(res.status).toBe(403);
    expect((await create(api.request(), { type: 'WEBHOOK', name: 'x', settings: {} })).status).toBe(401);
  });
});

describe('GET /channels and /channels/:id', () => {
  it('lists the workspace’s channels (filtered by type), with secrets for Administrators only', async () => {
    const made = (await create(admin, { type: 'CHATOMNIWEBCHAT', name: 'Site chat', settings: {} })).body.data;
    const asAdmin = await admin.get('/v2/api/channels?type=CHATOMNIWEBCHAT');
    expect(asAdmin.body.data.every((c: { type: string }) => c.type === 'CHATOMNIWEBCHAT')).toBe(true);
    expect(asAdmin.body.data.find((c: { id: string }) => c.id === made.id).secret).toBe(made.secret);
    const asAgent = await agent.get('/v2/api/channels');
    expect(asAgent.body.data.length).toBeGreaterThan(1);
    expect(asAgent.body.data.every((c: object) => !('secret' in c))).toBe(true);
    const one = await agent.get(`/v2/api/channels/${made.id}`);
    expect(one.body.data).toEqual({ ...made, secret: undefined, copyValues: undefined });
    expect(one.body.data.secret).toBeUndefined();
    expect((await admin.get(`/v2/api/channels/${made.id}`)).body.data.secret).toBe(made.secret);
  });

  it("answers 404 for another workspace's channel and 400 for a bad id or type", async () => {
    const made = (await create(admin, { type: 'WEBHOOK', name: 'Mine', settings: { url: 'https://mine.example.com' } })).body.data;
    expect((await outsider.get(`/v2/api/channels/${made.id}`)).status).toBe(404);
    expect((await outsider.get('/v2/api/channels')).body.data).toEqual([]);
    expect((await admin.get('/v2/api/channels/nope')).status).toBe(400);
    expect((await admin.get('/v2/api/channels?type=web%20chat')).status).toBe(400);
  });
});

describe('PUT /channels/:id and POST /channels/:id/secret', () => {
  it('changes name, url and enabled, keeping what is not named', async () => {
    const made = (await create(admin, { type: 'WEBHOOK', name: 'Hook', settings: { url: 'https://a.example.com' } })).body.data;
    const renamed = await put(admin, made.id, { name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', settings: { url: 'https://a.example.com' }, enabled: true });
    const moved = await put(admin, made.id, { settings: { url: 'https://b.example.com/x' }, enabled: false });
    expect(moved.body.data).toMatchObject({ name: 'Renamed', settings: { url: 'https://b.example.com/x' }, enabled: false });
    expect((await put(admin, made.id, { settings: { url: 'nope' } })).status).toBe(400);
    expect((await put(admin, made.id, {})).status).toBe(400);
    expect((await put(admin, made.id, { enabled: 'maybe' })).status).toBe(400);
  });

  it('updates a web chat partially, keeping its other settings', async () => {
    const made = (await create(admin, { type: 'CHATOMNIWEBCHAT', name: 'Site', settings: { caption: 'Talk to us' } })).body.data;
    const changed = await put(admin, made.id, { settings: { color: '#112233' } });
    expect(changed.body.data.settings).toMatchObject({ caption: 'Talk to us', color: '#112233' });
  });

  it('rotates the secret; Agents get 403 and other workspaces 404', async () => {
    const made = (await create(admin, { type: 'WEBHOOK', name: 'Hook', settings: { url: 'https://a.example.com' } })).body.data;
    const rotated = await rotate(admin, made.id);
    expect(rotated.body.data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.body.data.secret).not.toBe(made.secret);
    expect(rotated.body.data.publicId).toBe(made.publicId);
    expect((await rotate(agent, made.id)).status).toBe(403);
    expect((await put(agent, made.id, { name: 'x' })).status).toBe(403);
    expect((await rotate(outsider, made.id)).status).toBe(404);
    expect((await put(outsider, made.id, { name: 'x' })).status).toBe(404);
    expect((await rotate(admin, 'nope')).status).toBe(400);
  });
});

describe('GET /channel-types', () => {
  it("lists every type of the channel table with its schema and capabilities, the web chat with this deployment's code", async () => {
    const res = await agent.get('/v2/api/channel-types');
    expect(res.status).toBe(200);
    const byType = new Map((res.body.data as { type: string }[]).map((t) => [t.type, t]));
    expect(byType.get('CHATOMNIWEBCHAT')).toMatchObject({ label: 'Webchat', connectable: true, icon: '/v2/channels/webchat.svg' });
    expect(byType.has('CHATOTHERWEBCHAT')).toBe(false);
    expect(byType.get('WEBHOOK')).toMatchObject({
      connectable: true,
      settings: { fields: [{ key: 'url', kind: 'url', required: true }], howToConnect: expect.any(String) },
      capabilities: { files: { enabled: true, count: 1 } },
    });
    expect(byType.get('TWITTER')).toMatchObject({
      label: 'Twitter',
      connectable: false,
      settings: { fields: [], howToConnect: expect.stringContaining('Not available yet') },
    });
    expect(byType.get('GOOGLEPLAY')).toMatchObject({ capabilities: { maxCharacters: 350, files: { enabled: false, count: 0, types: [] } } });
    // A phone call's log takes no reply by message: the page says so instead of 'Replies of any length'.
    expect(byType.get('PHONE')).toMatchObject({ connectable: true, capabilities: { replies: false, files: { enabled: false } } });
    expect((byType.get('WEBHOOK') as unknown as { capabilities: object }).capabilities).not.toHaveProperty('replies');
    expect((await api.request().get('/v2/api/channel-types')).status).toBe(401);
  });
});
