// The Telegram channel through the real api, against the local fake: an Administrator connects a bot
// (the token checked and the webhook set), a Telegram user writes (the fake's Update posted to the
// generic inbound route with the secret header), an agent answers (the outbox worker sends it to the
// fake), and each of Telegram's refusals ends as the outbox's rules say.
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from '../../../../tests/fakes/telegram/server';
import type { Update } from '../../../../tests/fakes/telegram/customer';
import { channels, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { pngBytes } from '../../modules/uploads/testFiles';
import { eventsSince } from '../../realtime/eventStore';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { createOutboxWorker } from '../outbox/worker';

let fake: TelegramFake;
let api: TestApi;
let admin: TestAgent;
let workspaceId: string;
let channel: { id: string; publicId: string; secret: string };
let users = 0;
const newUser = () => ({ id: 8_000_000_000 + (users += 1), firstName: 'Rosa', lastName: `Diaz ${users}` });

const webhook = (publicId: string) => `/v2/api/channels/telegram/${publicId}/webhook`;
const post = (update: Update, secret = channel.secret) =>
  api.request().post(webhook(channel.publicId)).set('Content-Type', 'application/json').set('X-Telegram-Bot-Api-Secret-Token', secret).send(JSON.stringify(update));

async function stored(externalId: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.externalId, externalId));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`message ${externalId} was not stored`);
}
const messageOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** A user writes, an agent answers: the reply's id, queued in the outbox. */
async function replyTo(user: ReturnType<typeof newUser>, text: string) {
  const update = fake.customer.text(user, 'Hello?');
  expect((await post(update)).status).toBe(200);
  const incoming = await stored(`${user.id}:${update.message.message_id as number}`);
  const sent = await xhr(admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text });
  expect(sent.status).toBe(200);
  return sent.body.data.id as string;
}

beforeAll(async () => {
  fake = await startTelegramFake();
  api = await createTestApi({ TELEGRAM_API_URL: fake.url, PUBLIC_URL: 'https://inbox.example.com' });
  workspaceId = (await seedUser(api, { email: 'admin@tg.test' })).workspaceId;
  admin = await login(api, 'admin@tg.test');
});
afterAll(async () => {
  await api.close();
  await fake.close();
});
beforeEach(() => fake.faults.clear());

describe('connecting a bot', () => {
  it('refuses a token Telegram does not know, and stores nothing', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'TELEGRAM', name: 'Wrong', settings: { botToken: `123456:${'x'.repeat(35)}` } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'settings.botToken': 'Telegram does not know this token: copy it again from BotFather' });
    expect(await api.deps.db.select().from(channels).where(eq(channels.name, 'Wrong'))).toEqual([]);
  });

  it('checks the token, sets the webhook with the channel’s secret, and never answers the token', async () => {
    const res = await xhr(admin, 'post', '/v2/api/channels', { type: 'TELEGRAM', name: 'Support bot', settings: { botToken: fake.token } });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data).toMatchObject({ type: 'TELEGRAM', settings: {}, secretsSet: ['botToken'], status: 'connected' });
    expect(JSON.stringify(res.body)).not.toContain(fake.token);
    expect(fake.bot.webhook).toEqual({ url: `https://inbox.example.com${webhook(channel.publicId)}`, secretToken: channel.secret, allowedUpdates: ['message'] });
    const [row] = await api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.settings.botToken).not.toContain(fake.token);
  });
});

describe('a Telegram user writes', () => {
  it('is refused without the secret header, and stored once however often Telegram delivers', async () => {
    const user = newUser();
    const update = fake.customer.text(user, 'Where is my order?');
    expect((await post(update, 'wrong')).status).toBe(401);
    expect((await post(update)).status).toBe(200);
    const message = await stored(`${user.id}:${update.message.message_id as number}`);
    expect(message.text).toBe('Where is my order?');
    expect((await post(update)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, message.externalId!))).toHaveLength(1);
  });

  it('keeps messages delivered out of order, and pulls a photo into the upload store', async () => {
    const user = newUser();
    const first = fake.customer.text(user, 'first');
    const second = fake.customer.photo(user, pngBytes(500), 'the box');
    expect((await post(second)).status).toBe(200);
    expect((await post(first)).status).toBe(200);
    const photo = await stored(`${user.id}:${second.message.message_id as number}`);
    await stored(`${user.id}:${first.message.message_id as number}`);
    expect(photo.text).toBe('the box');
    expect(photo.attachments).toHaveLength(1);
    const file = await admin.get(photo.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.body as Buffer).equals(pngBytes(500))).toBe(true);
  });
});

describe('an agent answers', () => {
  it('sends the reply to the fake, honours a 429’s retry_after, then marks it sent', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'It ships today.');
    fake.faults.next({ kind: 'flood', retryAfter: 5 });
    expect(await worker.runOnce()).toBe(1);
    const waiting = await messageOf(messageId);
    expect(waiting.deliveryState).toBe('pending');
    expect(waiting.deliveryError).toBe('Telegram asked to slow down (too many requests)');
    expect(fake.sentTo(user.id)).toEqual([]);
    api.clock.now = new Date(api.clock.now.getTime() + 4_000);
    expect(await worker.runOnce()).toBe(0);
    api.clock.now = new Date(api.clock.now.getTime() + 1_100);
    expect(await worker.runOnce()).toBe(1);
    expect(fake.sentTo(user.id).map((m) => m.text)).toEqual(['It ships today.']);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent' });
    const [row] = await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId));
    expect(row!.externalIds).toEqual([`${user.id}:${fake.sentTo(user.id)[0]!.messageId}`]);
  });

  it('gives up when the user blocked the bot, with the reason on the message', async () => {
    const worker = createOutboxWorker(api.deps);
    const user = newUser();
    const messageId = await replyTo(user, 'Hello again');
    fake.customer.block(user);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'The customer blocked the bot on Telegram' });
  });

  it('marks the channel Reconnect needed on 401 and tells the Administrators', async () => {
    const worker = createOutboxWorker(api.deps);
    const since = (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;
    await replyTo(newUser(), 'Anyone there?');
    fake.faults.next({ kind: 'unauthorized' });
    expect(await worker.runOnce()).toBe(1);
    const [row] = await api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row).toMatchObject({ status: 'reconnect needed' });
    const events = (await eventsSince(api.deps.db, workspaceId, since, 1000)).events.filter((e) => e.type === 'channel updated');
    expect(events.at(-1)?.payload).toMatchObject({ channel: { id: channel.id, status: 'reconnect needed' } });
    // Saving the token again checks it with Telegram and clears the state.
    const saved = await xhr(admin, 'put', `/v2/api/channels/${channel.id}`, { settings: { botToken: fake.token } });
    expect(saved.body.data).toMatchObject({ status: 'connected', secretsSet: ['botToken'] });
  });
});
