// The Viber channel through the real api, listening on a real port (Viber's set_webhook calls our URL
// back at once), against the local fake: connect, signed callbacks in, replies out through the outbox,
// delivered/seen/failed receipts, and each of Viber's refusals as the outbox's rules say.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ViberCallbackBody } from '../../../../tests/fakes/viber/customer';
import { startViberFake, type ViberFake } from '../../../../tests/fakes/viber/server';
import { channels, messages } from '../../db/inboxSchema';
import { channelInboundEvents, channelOutbox } from '../../db/outboxSchema';
import { binary, pdfBytes, pngBytes, upload } from '../../modules/uploads/testFiles';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { until } from '../../testing/until';
import { createOutboxWorker } from '../outbox/worker';
import { viberDefinition } from './definition';

let fake: ViberFake;
let api: TestApi;
let server: http.Server;
let admin: TestAgent;
let channel: { id: string; publicId: string };
let users = 0;
const newUser = () => `${(users += 1)}AbCdEfGhIj+kLm==`;

const webhook = () => `/v2/api/channels/viber/${channel.publicId}/webhook`;
const post = (callback: ViberCallbackBody, signature = fake.customer.sign(callback.text)) =>
  api.request().post(webhook()).set('Content-Type', 'application/json').set('X-Viber-Content-Signature', signature).send(callback.text);

const stored = (externalId: string) => until(async () => (await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId)))[0], `message ${externalId}`);
const messageOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const channelRow = async () => (await api.deps.db.select().from(channels).where(eq(channels.id, channel.id)))[0]!;

async function replyTo(user: string, text: string) {
  const callback = fake.customer.text(user, 'Hello?');
  expect((await post(callback)).status).toBe(200);
  const incoming = await stored(callback.token);
  const sent = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text });
  expect(sent.status).toBe(200);
  return sent.body.data.id as string;
}

beforeAll(async () => {
  fake = await startViberFake();
  server = http.createServer((req, res) => void api.app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi({ VIBER_API_URL: fake.url, PUBLIC_URL: publicUrl });
  await seedUser(api, { email: 'admin@viber.test' });
  admin = await login(api, 'admin@viber.test');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await api.close();
  await fake.close();
});
beforeEach(() => {
  fake.faults.clear();
  api.clock.now = new Date();
});

describe('connecting a Viber bot', () => {
  it('refuses a token Viber does not know, and stores nothing', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'VIBER', name: 'Wrong', settings: { authToken: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'settings.authToken': 'Viber does not know this token: copy it again' });
    expect(await api.deps.db.select().from(channels).where(eq(channels.name, 'Wrong'))).toEqual([]);
  });

  it('sets the webhook: Viber’s check of the URL, made before the channel is stored, is answered 200 and stores nothing', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'VIBER', name: 'Viber shop', settings: { authToken: fake.authToken, senderName: 'Shop' } });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data).toMatchObject({ type: 'VIBER', settings: { senderName: 'Shop' }, secretsSet: ['authToken'], status: 'connected' });
    expect(JSON.stringify(res.body)).not.toContain(fake.authToken);
    expect(fake.state.webhook?.url).toBe(`${api.deps.config.publicUrl}${webhook()}`);
    expect(await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id))).toEqual([]);
    expect(await viberDefinition.testConnection!(api.deps, await channelRow())).toEqual({ ok: true, detail: 'Connected to the Viber bot Fake Shop (0 subscribers)' });
  });
});

describe('Viber’s webhook check', () => {
  it('is answered 200 for a channel not stored yet, while any other call to it is 404, and nothing is stored', async () => {
    const check = '{"event":"webhook","timestamp":1,"chat_hostname":"SN","message_token":5100000000000000001}';
    const url = '/v2/api/channels/viber/notStoredYet123/webhook';
    expect((await api.request().post(url).set('Content-Type', 'application/json').send(check)).status).toBe(200);
    const text = fake.customer.text(newUser(), 'hi');
    expect((await api.request().post(url).set('Content-Type', 'application/json').set('X-Viber-Content-Signature', fake.customer.sign(text.text)).send(text.text)).status).toBe(404);
    expect(await api.deps.db.select().from(channelInboundEvents)).toEqual([]);
  });
});

describe('a Viber user writes', () => {
  it('is refused with a bad signature, and stored once however often Viber delivers it, 64-bit token exact', async () => {
    const callback = fake.customer.text(newUser(), 'Where is my order?');
    expect((await post(callback, fake.customer.sign(callback.text, 'another token'))).status).toBe(401);
    expect((await post(callback, 'zz')).status).toBe(401);
    expect((await post(callback)).status).toBe(200);
    expect((await post(callback)).status).toBe(200);
    const message = await stored(callback.token);
    expect(BigInt(callback.token)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(message.text).toBe('Where is my order?');
    await new Promise((r) => setTimeout(r, 300));
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, callback.token))).toHaveLength(1);
  });

  it('pulls a picture and a file from Viber’s media URLs, and acknowledges subscribed and conversation_started', async () => {
    const user = newUser();
    const picture = fake.customer.picture(user, pngBytes(200), 'image/png', 'the box');
    const file = fake.customer.file(user, Buffer.from('%PDF-1.4\n%fake\n'), 'invoice.pdf');
    for (const cb of [fake.customer.event('conversation_started', user), fake.customer.event('subscribed', user), picture, file]) expect((await post(cb)).status).toBe(200);
    const pic = await stored(picture.token);
    expect(pic.text).toBe('the box');
    const bytes = await admin.get(pic.attachments[0]!.url).buffer(true).parse(binary);
    expect(Buffer.from(bytes.body as Buffer).equals(pngBytes(200))).toBe(true);
    expect((await stored(file.token)).attachments.map((a) => a.name)).toEqual(['invoice.pdf']);
  });
});

describe('an agent answers', () => {
  it('sends the reply, records Viber’s token, and moves it to delivered then read by the callbacks', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'It ships today.');
    expect(await worker.runOnce()).toBe(1);
    const [sent] = fake.sentTo(user);
    expect(sent!.body).toMatchObject({ type: 'text', text: 'It ships today.', sender: { name: 'Shop' }, receiver: user });
    const [row] = await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId));
    expect(row!.externalIds).toEqual([sent!.token]);
    expect((await post(fake.customer.receipt('delivered', sent!.token, user))).status).toBe(200);
    await until(async () => ((await messageOf(messageId)).deliveryState === 'delivered' ? true : undefined), 'delivered');
    expect((await post(fake.customer.receipt('seen', sent!.token, user))).status).toBe(200);
    await until(async () => ((await messageOf(messageId)).deliveryState === 'read' ? true : undefined), 'read');
  });

  it('sends a picture and a file by signed links Viber can fetch', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const callback = fake.customer.text(user, 'Photo?');
    expect((await post(callback)).status).toBe(200);
    const incoming = await stored(callback.token);
    const png = await upload(admin, { file: { name: 'box.png', data: pngBytes(50) } });
    const pdf = await upload(admin, { file: { name: 'label.pdf', data: pdfBytes() } });
    const sent = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: '', attachmentIds: [png.body.data.id] });
    expect(sent.status).toBe(200);
    const second = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: 'Label', attachmentIds: [pdf.body.data.id] });
    expect(second.status).toBe(200);
    expect(await worker.runOnce()).toBe(2);
    const bodies = fake.sentTo(user).map((m) => m.body);
    // Two replies, sent side by side; within one, its text goes before its file.
    expect(bodies.map((b) => b.type).sort()).toEqual(['file', 'picture', 'text']);
    expect(bodies.findIndex((b) => b.type === 'text')).toBeLessThan(bodies.findIndex((b) => b.type === 'file'));
    expect(bodies.find((b) => b.type === 'file')).toMatchObject({ file_name: 'label.pdf', size: pdfBytes().length });
    const fetched = await fetch(String(bodies.find((b) => b.type === 'picture')!.media));
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pngBytes(50))).toBe(true);
  });

  it('marks a reply failed on Viber’s failed callback', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Are you there?');
    expect(await worker.runOnce()).toBe(1);
    const [sent] = fake.sentTo(user);
    expect((await post(fake.customer.receipt('failed', sent!.token, user, 'no suitable device'))).status).toBe(200);
    const failed = await until(async () => {
      const m = await messageOf(messageId);
      return m.deliveryState === 'failed' ? m : undefined;
    }, 'failed');
    expect(failed.deliveryError).toBe('Viber could not deliver it (no suitable device)');
  });

  it('retries on tooManyRequests and on a 5xx, gives up when the customer unsubscribed, reconnects on invalidAuthToken', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Slowly');
    fake.faults.next('too many requests');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'Viber asked to slow down (tooManyRequests)' });
    api.clock.now = new Date(api.clock.now.getTime() + 3600_000);
    fake.faults.next('server');
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'Viber answered HTTP 500' });
    api.clock.now = new Date(api.clock.now.getTime() + 3600_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent' });

    const gone = newUser();
    const refused = await replyTo(gone, 'Bye?');
    expect((await post(fake.customer.event('unsubscribed', gone))).status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(refused)).toMatchObject({ deliveryState: 'failed', deliveryError: 'The customer has not subscribed to the bot or unsubscribed (receiverNotSubscribed)' });

    await replyTo(newUser(), 'Anyone?');
    fake.revokeToken();
    expect(await worker.runOnce()).toBe(1);
    expect(await channelRow()).toMatchObject({ status: 'reconnect needed' });
  });
});
