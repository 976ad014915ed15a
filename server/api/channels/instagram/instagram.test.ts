// The Instagram DM channel through the real api (listening on a port) against the local fake serving
// graph.instagram.com (Instagram Login): connect, Meta's handshake, signed messages in, replies out with
// Instagram's 1,000-byte cap, its seen receipts, the human-agent tag and Meta's refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MUCH_CHARACTER } from '../../../../src/domain/channels';
import { channels, messages } from '../../db/inboxSchema';
import { pngBytes } from '../../modules/uploads/testFiles';
import { xhr } from '../../testing/harness';
import { messageOf, reaches, replyTo, startStack, stored, type Stack } from '../messenger/messagingTesting';
import { createOutboxWorker } from '../outbox/worker';

let s: Stack;
let channel: { id: string; publicId: string; secret: string };
const HOUR = 3_600_000;
const settings = (token: string) => ({ loginModel: 'instagram', igAccountId: s.fake.account.id, accessToken: token, appSecret: s.fake.appSecret });
const advance = (ms: number) => void (s.api.clock.now = new Date(s.api.clock.now.getTime() + ms));

beforeAll(async () => {
  s = await startStack('instagram', 'admin@instagram.test');
});
afterAll(async () => s.close());
beforeEach(() => s.fake.faults.clear());

describe('connecting an Instagram account', () => {
  it('refuses a token of another account, then connects and subscribes with the right one', async () => {
    const wrong = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'IGDM', name: 'Wrong', settings: { ...settings(s.fake.account.token), igAccountId: '17841400000000001' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields['settings.igAccountId']).toContain('This token belongs to the account');
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'IGDM', name: 'Bakery DMs', settings: settings(s.fake.account.token) });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data.settings).toMatchObject({ loginModel: 'instagram', igAccountId: s.fake.account.id });
    expect(JSON.stringify(res.body)).not.toContain(s.fake.account.token);
    expect(s.fake.state.subscribedFields).toBe('messages,messaging_seen');
    expect(s.fake.callsOf('me').at(-1)?.path).toBe('/me');
  });

  it('passes the handshake with the verify token only, and answers Test the connection', async () => {
    const url = `${s.base}/v2/api/channels/igdm/${channel.publicId}/webhook`;
    expect((await s.fake.poster.subscribe(url, 'nope')).status).toBe(403);
    expect((await s.fake.poster.subscribe(url, channel.secret)).subscribed).toBe(true);
    const [row] = await s.api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    const { instagramDefinition } = await import('./definition');
    expect(await instagramDefinition.testConnection!(s.api.deps, row!)).toEqual({ ok: true, detail: `Connected to Instagram as rosas.bakery (${s.fake.account.id})` });
  });
});

describe('a customer writes', () => {
  it('is refused unsigned, stored once when delivered twice, and a picture is pulled', async () => {
    const user = s.fake.customers.newUser();
    const { body, mid } = s.fake.customers.file(user, { bytes: pngBytes(400), mime: 'image/png', name: 'cake.png', type: 'image' }, 'this one');
    expect((await s.fake.customers.post(body, { signature: null })).status).toBe(401);
    expect((await s.fake.customers.post(body)).status).toBe(200);
    expect((await s.fake.customers.post(body)).status).toBe(200);
    const message = await stored(s.api, mid);
    expect(message).toMatchObject({ text: 'this one', attachments: [expect.objectContaining({ name: 'cake.png' })] });
    await new Promise((r) => setTimeout(r, 300));
    expect(await s.api.deps.db.select().from(messages).where(eq(messages.externalId, mid))).toHaveLength(1);
  });
});

describe('an agent answers', () => {
  it('sends to graph.instagram.com with the Bearer token, and a seen mid reads it and the replies before it', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = s.fake.customers.newUser();
    const first = await replyTo(s, user, 'ขอบคุณค่ะ');
    expect(await worker.runOnce()).toBe(1);
    advance(1000);
    const { conversationId } = await messageOf(s.api, first);
    const second = (await xhr(s.admin, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'See you soon' })).body.data.id as string;
    expect(await worker.runOnce()).toBe(1);
    const sent = s.fake.sentTo(user.id);
    expect(sent.map((m) => [m.text, m.messagingType])).toEqual([['ขอบคุณค่ะ', 'RESPONSE'], ['See you soon', 'RESPONSE']]);
    expect((await s.fake.customers.post(s.fake.customers.read(user, { mid: sent[1]!.mid }))).status).toBe(200);
    await reaches(s.api, second, 'read');
    await reaches(s.api, first, 'read');
  });

  it('refuses a reply over 1,000 bytes on the api, before anything is queued', async () => {
    const user = s.fake.customers.newUser();
    const { mid } = await s.fake.customers.write(user, 'Hi');
    const incoming = await stored(s.api, mid);
    const res = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: 'ก'.repeat(400) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(TOO_MUCH_CHARACTER);
    const ok = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: 'ก'.repeat(333) });
    expect(ok.status).toBe(200);
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
    expect(s.fake.sentTo(user.id).map((m) => Buffer.byteLength(m.text!, 'utf8'))).toEqual([999]);
  });

  it('uses the HUMAN_AGENT tag after 24 hours', async () => {
    const user = s.fake.customers.newUser();
    const id = await replyTo(s, user, 'We found it.');
    advance(48 * HOUR);
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
    expect(s.fake.sentTo(user.id)[0]).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'sent' });
  });

  it('retries after an app rate limit (4) with Retry-After, and gives up on 10/2018278 with words', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const id = await replyTo(s, s.fake.customers.newUser(), 'Soon.');
    s.fake.faults.next({ kind: 'code', code: 4, retryAfter: 5 });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'pending', deliveryError: expect.stringContaining('Instagram asked to slow down') });
    advance(5_100);
    s.fake.faults.next({ kind: 'code', code: 10, subcode: 2018278, message: '(#10) This message is sent outside of allowed window.' });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'failed', deliveryError: expect.stringContaining('outside the allowed window') });
  });

  it('marks the channel Reconnect needed when the token is revoked (190)', async () => {
    const id = await replyTo(s, s.fake.customers.newUser(), 'Hello?');
    s.fake.revokeToken();
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'failed' });
    const [row] = await s.api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row).toMatchObject({ status: 'reconnect needed' });
  });
});
