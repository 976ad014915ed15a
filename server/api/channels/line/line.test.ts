// The LINE channel through the real api, against the local fake: an Administrator connects it (token
// checked, webhook endpoint set), a LINE user writes (signed events posted to the generic inbound
// route), an agent answers (the outbox worker replies with the fresh token or pushes with a retry key),
// and each of LINE's refusals ends as the outbox's rules say.
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LineEvent } from '../../../../tests/fakes/line/customer';
import { startLineFake, type LineFake } from '../../../../tests/fakes/line/server';
import { channels, messages } from '../../db/inboxSchema';
import { binary, pngBytes, upload } from '../../modules/uploads/testFiles';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { until } from '../../testing/until';
import { createOutboxWorker } from '../outbox/worker';
import { lineDefinition } from './definition';

let fake: LineFake;
let api: TestApi;
let admin: TestAgent;
let channel: { id: string; publicId: string };
let users = 0;
const newUser = () => `U${(users += 1).toString(16).padStart(32, '0')}`;

const webhook = () => `/v2/api/channels/line/${channel.publicId}/webhook`;
const postBody = (body: string, signature = fake.customer.sign(body)) =>
  api.request().post(webhook()).set('Content-Type', 'application/json').set('x-line-signature', signature).send(body);
const post = (events: LineEvent[]) => postBody(fake.customer.body(events));

const stored = (externalId: string) => until(async () => (await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId)))[0], `message ${externalId}`);
const messageOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const channelRow = async () => (await api.deps.db.select().from(channels).where(eq(channels.id, channel.id)))[0]!;

/** A user writes, an agent answers: the reply's id, queued in the outbox. */
async function replyTo(user: string, text: string) {
  const event = fake.customer.text(user, 'Hello?');
  expect((await post([event])).status).toBe(200);
  const incoming = await stored(event.message.id);
  const sent = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text });
  expect(sent.status).toBe(200);
  return sent.body.data.id as string;
}

beforeAll(async () => {
  fake = await startLineFake({ monthlyQuota: 6 });
  api = await createTestApi({ LINE_API_URL: fake.url, LINE_DATA_API_URL: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  await seedUser(api, { email: 'admin@line.test' });
  admin = await login(api, 'admin@line.test');
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => {
  fake.faults.clear();
  api.clock.now = new Date();
});

describe('connecting a LINE channel', () => {
  it('refuses a token LINE does not accept, and stores nothing', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'LINE', name: 'Wrong', settings: { channelSecret: fake.channelSecret, accessToken: 'not-the-token' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'settings.accessToken': 'LINE does not accept this token: issue a new one in the LINE Developers console' });
    expect(await api.deps.db.select().from(channels).where(eq(channels.name, 'Wrong'))).toEqual([]);
  });

  it('checks the token, sets the webhook endpoint, never answers the secrets, and tests the connection', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'LINE', name: 'LINE shop', settings: { channelSecret: fake.channelSecret, accessToken: fake.accessToken } });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data).toMatchObject({ type: 'LINE', settings: {}, status: 'connected' });
    expect(res.body.data.secretsSet.sort()).toEqual(['accessToken', 'channelSecret']);
    expect(JSON.stringify(res.body)).not.toContain(fake.accessToken);
    expect(fake.state.webhook).toBe(`https://inbox.example.com${webhook()}`);
    expect(await lineDefinition.testConnection!(api.deps, await channelRow())).toEqual({ ok: true, detail: 'Connected to the LINE Official Account Fake Shop (@fake123)' });
  });
});

describe('a LINE user writes', () => {
  it('answers the console’s Verify (no events) and refuses a bad signature before storing anything', async () => {
    expect((await postBody(fake.customer.body([]))).status).toBe(200);
    const event = fake.customer.text(newUser(), 'forged');
    const body = fake.customer.body([event]);
    expect((await postBody(body, fake.customer.sign(body, 'another secret'))).status).toBe(401);
    expect((await postBody(body, '')).status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, event.message.id))).toEqual([]);
  });

  it('stores a text once however often LINE redelivers it, at LINE’s timestamp, and acknowledges unknown events', async () => {
    const event = fake.customer.text(newUser(), 'Where is my order?');
    const unknown = { type: 'follow', timestamp: Date.now(), source: { type: 'user', userId: 'Uother' }, webhookEventId: '01X', replyToken: 'r' };
    expect((await postBody(fake.customer.body([event, unknown as unknown as LineEvent]))).status).toBe(200);
    const message = await stored(event.message.id);
    expect(message.text).toBe('Where is my order?');
    expect(message.createdAt.getTime()).toBe(event.timestamp);
    // The reply token stays on the server: what the console reads of the conversation does not hold it.
    expect(message.meta?.line?.replyToken).toBe(event.replyToken);
    const shown = await xhr(admin, 'get', `/v2/api/conversations/${message.conversationId}`);
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toContain('Where is my order?');
    expect(JSON.stringify(shown.body)).not.toContain(event.replyToken);
    expect((await post([fake.customer.redelivery(event)])).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, event.message.id))).toHaveLength(1);
  });

  it('pulls an image and a file from the content endpoint into the upload store', async () => {
    const user = newUser();
    const image = fake.customer.media(user, 'image', pngBytes(300), 'image/png');
    const file = fake.customer.file(user, Buffer.from('%PDF-1.4\n%fake\n'), 'invoice.pdf');
    expect((await post([image, file])).status).toBe(200);
    const picture = await stored(image.message.id);
    expect(picture.text).toBe("");
    expect(picture.attachments).toHaveLength(1);
    const bytes = await admin.get(picture.attachments[0]!.url).buffer(true).parse(binary);
    expect(Buffer.from(bytes.body as Buffer).equals(pngBytes(300))).toBe(true);
    const pdf = await stored(file.message.id);
    expect(pdf.attachments.map((a) => a.name)).toEqual(['invoice.pdf']);
  });
});

describe('an agent answers', () => {
  it('replies with the fresh reply token (free), and pushes once the token is used', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const first = await replyTo(user, 'It ships today.');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(first)).toMatchObject({ deliveryState: 'sent' });
    const second = await xhr(admin, 'post', `/v2/api/conversations/${(await messageOf(first)).conversationId}/messages`, { text: 'Tracking follows.' });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(second.body.data.id)).toMatchObject({ deliveryState: 'sent' });
    expect(fake.sentTo(user).map((m) => [m.via, m.message.text])).toEqual([['reply', 'It ships today.'], ['push', 'Tracking follows.']]);
  });

  it('pushes in the same try when LINE no longer takes the token (expired on its side)', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Still there?');
    fake.customer.expireReplyTokens();
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent' });
    expect(fake.state.calls.filter((c) => c.path.startsWith('/v2/bot/message/')).slice(-2).map((c) => [c.path, c.status])).toEqual([
      ['/v2/bot/message/reply', 400],
      ['/v2/bot/message/push', 200],
    ]);
    expect(fake.sentTo(user).map((m) => [m.via, m.message.text])).toEqual([['push', 'Still there?']]);
  });

  it('pushes when the token is older than its freshness, with one retry key: a repeat LINE already took (409) is sent once', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Late answer');
    api.clock.now = new Date(Date.now() + 55_000);
    fake.faults.next('lost answer');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending' });
    api.clock.now = new Date(api.clock.now.getTime() + 3600_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent' });
    const pushes = fake.state.calls.filter((c) => c.path === '/v2/bot/message/push').slice(-2);
    expect(pushes.map((c) => c.status)).toEqual([500, 409]);
    expect(pushes[0]!.retryKey).toBe(pushes[1]!.retryKey);
    expect(fake.sentTo(user).map((m) => [m.via, m.message.text])).toEqual([['push', 'Late answer']]);
  });

  it('sends a picture by a signed link LINE can fetch', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const event = fake.customer.text(user, 'A photo please');
    expect((await post([event])).status).toBe(200);
    const incoming = await stored(event.message.id);
    const uploaded = await upload(admin, { file: { name: 'box.png', data: pngBytes(100) } });
    expect(uploaded.status).toBe(200);
    const sent = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: 'Here', attachmentIds: [uploaded.body.data.id] });
    expect(sent.status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const [text, image] = fake.sentTo(user);
    expect(text!.message).toEqual({ type: 'text', text: 'Here' });
    const url = new URL(String(image!.message.originalContentUrl));
    expect(url.origin).toBe('https://inbox.example.com');
    const fetched = await api.request().get(url.pathname + url.search).buffer(true).parse(binary);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(fetched.body as Buffer).equals(pngBytes(100))).toBe(true);
    expect((await api.request().get(url.pathname + url.search.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`))).status).toBe(403);
  });

  it('waits on a rate limit, gives up on the monthly quota with the words, and asks to reconnect on 401', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Busy?');
    fake.faults.next('rate limit');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'LINE asked to slow down (too many requests)' });
    api.clock.now = new Date(api.clock.now.getTime() + 3600_000);
    fake.faults.next('monthly quota');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({
      deliveryState: 'failed',
      deliveryError: 'The LINE Official Account has used its monthly message quota: raise the plan in LINE Official Account Manager',
    });
    await replyTo(user, 'Anyone?');
    fake.revokeToken();
    expect(await worker.runOnce()).toBe(1);
    expect(await channelRow()).toMatchObject({ status: 'reconnect needed' });
    expect(await lineDefinition.testConnection!(api.deps, await channelRow())).toEqual({ ok: false, reason: 'LINE does not accept the channel access token' });
  });
});
