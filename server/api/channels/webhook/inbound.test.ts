import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { channels, messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, type TestApi } from '../../testing/harness';
import { insertChannel } from '../../modules/channels/repository';
import { uploadsDir } from '../../modules/uploads/service';
import type { ChannelRow } from '../connector';
import { signedFileUrl } from './files';
import { signBody } from './signature';

let api: TestApi;
let workspaceId: string;
let hook: ChannelRow;

const url = (publicId: string) => `/v2/api/channels/webhook/${publicId}/messages`;
function send(channel: Pick<ChannelRow, 'publicId' | 'secret'>, body: unknown, opts: { raw?: string; signature?: string | null } = {}) {
  const text = opts.raw ?? JSON.stringify(body);
  const req = api.request().post(url(channel.publicId)).set('Content-Type', 'application/json');
  const signature = opts.signature === undefined ? signBody(channel.secret, text) : opts.signature;
  return (signature === null ? req : req.set('X-Signature-256', signature)).send(text);
}
const message = (id: string, extra: object = {}) => ({ id, from: { id: 'cust-1', name: 'Grace Hopper', email: 'grace@example.com' }, text: 'Hello from the shop', ...extra });

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL: 'https://inbox.example.com' });
  workspaceId = (await seedUser(api, { email: 'admin@webhook.test' })).workspaceId;
  hook = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/' } });
});
afterAll(() => api.close());

describe('POST /channels/webhook/:publicId/messages', () => {
  it('takes a signed message without session or CSRF header and files it in the inbox', async () => {
    const res = await send(hook, message('ext-1'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', duplicate: false, data: { id: 'ext-1', duplicate: false } });
    const admin = await login(api, 'admin@webhook.test');
    const detail = await admin.get(`/v2/api/conversations/${res.body.data.conversationId}`);
    expect(detail.body.data.contact).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(detail.body.data.messages[0]).toMatchObject({ text: 'Hello from the shop', externalId: 'ext-1', deliveryState: 'received' });
  });

  it('answers 429 with Retry-After past the per-minute allowance of a channel, and counts only signed calls', async () => {
    const limited = await createTestApi({ WEBHOOK_INBOUND_PER_MINUTE: '3' });
    try {
      const ws = (await seedUser(limited, { email: 'admin@limited.test' })).workspaceId;
      const channel = await insertChannel(limited.deps.db, { workspaceId: ws, type: 'WEBHOOK', name: 'Busy', settings: { url: 'http://127.0.0.1:9/' } });
      const post = (body: unknown, signature?: string | null) => {
        const text = JSON.stringify(body);
        const req = limited.request().post(url(channel.publicId)).set('Content-Type', 'application/json');
        return (signature === null ? req : req.set('X-Signature-256', signature ?? signBody(channel.secret, text))).send(text);
      };
      for (let i = 0; i < 5; i++) expect((await post(message(`unsigned-${i}`), null)).status).toBe(401);
      for (let i = 0; i < 3; i++) expect((await post(message(`ok-${i}`))).status).toBe(200);
      const refused = await post(message('one-too-many'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toContain('more than 3 messages in a minute');
      limited.clock.now = new Date(limited.clock.now.getTime() + 61_000);
      expect((await post(message('after-a-minute'))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('accepts a repeated message id once (200, duplicate: true)', async () => {
    const first = await send(hook, message('ext-dup'));
    const again = await send(hook, message('ext-dup', { text: 'changed' }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, data: { messageId: first.body.data.messageId, duplicate: true } });
    const stored = await api.deps.db.select().from(messages).where(and(eq(messages.channelId, hook.id), eq(messages.externalId, 'ext-dup')));
    expect(stored.map((m) => m.text)).toEqual(['Hello from the shop']);
  });

  it('refuses a missing, malformed or wrong signature, and a body changed after signing (401)', async () => {
    const body = JSON.stringify(message('ext-sig'));
    for (const signature of [null, '', 'sha256=', `sha1=${'a'.repeat(40)}`, signBody('another secret', body), signBody(hook.secret, `${body} `).toUpperCase().replace('SHA256', 'sha256').slice(0, -1)]) {
      const res = await send(hook, undefined, { raw: body, signature });
      expect(res.status, String(signature)).toBe(401);
      expect(res.body.message).toContain('X-Signature-256');
    }
    const tampered = await send(hook, undefined, { raw: body.replace('shop', 'SHOP'), signature: signBody(hook.secret, body) });
    expect(tampered.status).toBe(401);
    expect((await send(hook, undefined, { raw: body, signature: signBody(hook.secret, body).replace('sha256=', 'SHA256=') })).status).toBe(401);
    const stored = await api.deps.db.select().from(messages).where(eq(messages.externalId, 'ext-sig'));
    expect(stored).toEqual([]);
  });

  it('stops taking the old secret once it is rotated', async () => {
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Rotating', settings: { url: 'http://127.0.0.1:9/' } });
    await api.deps.db.update(channels).set({ secret: 'f'.repeat(64) }).where(eq(channels.id, channel.id));
    expect((await send(channel, message('r-1'))).status).toBe(401);
    expect((await send({ publicId: channel.publicId, secret: 'f'.repeat(64) }, message('r-1'))).status).toBe(200);
  });

  it('answers 404 for an unknown channel or one that is not a webhook, 403 for one turned off', async () => {
    expect((await send({ publicId: 'unknownchannel01', secret: 'x' }, message('x'))).status).toBe(404);
    expect((await send({ publicId: 'bad%20id!', secret: 'x' }, message('x'))).status).toBe(404);
    const chat = await insertChannel(api.deps.db, { workspaceId, type: 'CHATOMNIWEBCHAT', name: 'Chat', settings: {} });
    expect((await send(chat, message('x'))).status).toBe(404);
    const off = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Off', settings: { url: 'http://127.0.0.1:9/' }, enabled: false });
    const res = await send(off, message('x'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This webhook channel is turned off.');
    expect((await send({ publicId: off.publicId, secret: 'wrong' }, message('x'))).status).toBe(401);
  });

  it('answers 400 with a message naming the field for bad JSON or fields', async () => {
    const cases: [unknown, string, string][] = [
      ['{"id": ', 'body', 'The request body is not valid JSON.'],
      [[1, 2], 'body', 'The body must be a JSON object.'],
      [{ from: { id: 'a' }, text: 'x' }, 'id', 'id is required'],
      [{ id: 1.5, from: { id: 'a' }, text: 'x' }, 'id', 'id is required'],
      [{ id: 'x'.repeat(201), from: { id: 'a' }, text: 'x' }, 'id', 'longer than 200'],
      [{ id: 'a', text: 'x' }, 'from', 'from is required'],
      [{ id: 'a', from: { name: 'n' }, text: 'x' }, 'from.id', 'from.id is required'],
      [{ id: 'a', from: { id: 'a', email: 5 }, text: 'x' }, 'from.email', 'from.email must be text'],
      [{ id: 'a', from: { id: 'a' } }, 'text', 'text is required'],
      [{ id: 'a', from: { id: 'a' }, text: '  ' }, 'text', 'text is required'],
      [{ id: 'a', from: { id: 'a' }, text: 'x'.repeat(20_001) }, 'text', 'longer than 20000'],
      [{ id: 'a', from: { id: 'a' }, text: 'x', timestamp: 'yesterday' }, 'timestamp', 'ISO 8601'],
    ];
    for (const [body, field, text] of cases) {
      const res = typeof body === 'string' ? await send(hook, undefined, { raw: body }) : await send(hook, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toContain(text);
      if (field !== 'body') expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it('takes numeric ids and a timestamp, never one in the future', async () => {
    const past = '2025-01-01T10:00:00.000Z';
    const res = await send(hook, { id: 12345, from: { id: 678 }, text: 'numbers', timestamp: past });
    expect(res.status).toBe(200);
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, res.body.data.messageId));
    expect(row).toMatchObject({ externalId: '12345', createdAt: new Date(past) });
    const future = await send(hook, { id: 'f-1', from: { id: 678 }, text: 'later', timestamp: Date.parse('2999-01-01T00:00:00Z') });
    const [later] = await api.deps.db.select().from(messages).where(eq(messages.id, future.body.data.messageId));
    expect(later!.createdAt).toEqual(api.clock.now);
  });
});

describe('GET /channels/webhook/:publicId/files/:id/:name', () => {
  it('serves a reply’s file on a signed link, and refuses a wrong, expired or foreign one (403)', async () => {
    const [upload] = await api.deps.db.insert(uploads).values({ workspaceId, fileName: 'a.png', contentType: 'image/png', size: 4, storagePath: `${workspaceId}/f1` }).returning();
    await fs.mkdir(path.join(uploadsDir(api.deps.config.dataDir), workspaceId), { recursive: true });
    await fs.writeFile(path.join(uploadsDir(api.deps.config.dataDir), workspaceId, 'f1'), 'PNG!');
    const link = signedFileUrl(api.deps.config.publicUrl, hook, { id: upload!.id, name: 'a.png' }, api.clock.now);
    expect(link.startsWith(`https://inbox.example.com/v2/api/channels/webhook/${hook.publicId}/files/${upload!.id}/a.png?`)).toBe(true);
    const local = link.replace('https://inbox.example.com', '');
    const ok = await api.request().get(local);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['content-disposition']).toBe("attachment; filename*=UTF-8''a.png");
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(ok.headers['cache-control']).toBe('private, max-age=3600');
    expect((await api.request().get(local.replace(/signature=./, 'signature=0'))).status).toBe(403);
    const other = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Other', settings: { url: 'http://127.0.0.1:9/' } });
    expect((await api.request().get(local.replace(hook.publicId, other.publicId))).status).toBe(403);
    const saved = api.clock.now;
    api.clock.now = new Date(saved.getTime() + 8 * 24 * 3600_000);
    expect((await api.request().get(local)).status).toBe(403);
    api.clock.now = saved;
  });
});
