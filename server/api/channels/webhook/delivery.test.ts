import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { eventsSince } from '../../realtime/eventStore';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { insertChannel } from '../../modules/channels/repository';
import { ingestInbound } from '../../modules/conversations/ingest';
import type { ChannelRow } from '../connector';
import { signBody } from './signature';
import { startReceiver, type Receiver } from './testReceiver';
import { RETRY_WINDOW_MS } from '../outbox/outboxRules';
import { createOutboxWorker } from '../outbox/worker';

let api: TestApi;
let workspaceId: string;
let admin: TestAgent;
let receiver: Receiver;
let hook: ChannelRow;
let n = 0;

beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@worker.test' })).workspaceId;
  admin = await login(api, 'admin@worker.test');
  receiver = await startReceiver();
  hook = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Shop', settings: { url: receiver.url } });
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});
afterAll(async () => {
  await receiver.close();
  await api.close();
});

async function reply(text: string, channel = hook) {
  const from = `w-${(n += 1)}`;
  const res = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'hi' });
  const sent = await xhr(admin, 'post', `/v2/api/conversations/${res.conversation.id}/messages`, { text });
  expect(sent.body.data.deliveryState).toBe('pending');
  return { from, conversationId: res.conversation.id, messageId: sent.body.data.id as string };
}
const deliveryOf = async (messageId: string) => (await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId)))[0]!;
const messageOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const latest = async () => (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;
const eventsAfter = async (since: number) => (await eventsSince(api.deps.db, workspaceId, since, 1000)).events;
const advance = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

describe('webhook replies through the outbox worker', () => {
  it('POSTs the signed reply, retries after a failure with backoff, then marks it sent', async () => {
    const worker = createOutboxWorker(api.deps);
    const { from, conversationId, messageId } = await reply('Your parcel left today');
    receiver.answers.push(500);
    const since = await latest();
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    expect(first!.headers['content-type']).toBe('application/json');
    expect(first!.headers['x-signature-256']).toBe(signBody(hook.secret, first!.body));
    expect(JSON.parse(first!.body)).toEqual({
      id: messageId,
      conversationId,
      to: { id: from },
      text: 'Your parcel left today',
      attachments: [],
      timestamp: expect.any(String),
    });
    const failed = await deliveryOf(messageId);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'the receiver answered HTTP 500' });
    expect(failed.nextAttemptAt.getTime() - api.clock.now.getTime()).toBe(10_000);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'the receiver answered HTTP 500' });
    // What every console is sent and reads: the reason and when the next try is due.
    const told = (await eventsAfter(since)).filter((e) => e.type === 'message updated').at(-1)!.payload.message;
    expect(told).toMatchObject({ deliveryState: 'pending', deliveryError: 'the receiver answered HTTP 500', retryAt: failed.nextAttemptAt.toISOString() });
    // found by id: under the test's fixed clock the customer's message and the reply share a time
    const shown = ((await admin.get(`/v2/api/conversations/${conversationId}`)).body.data.messages as { id: string }[]).find((m) => m.id === messageId);
    expect(shown).toMatchObject({ id: messageId, deliveryState: 'pending', retryAt: failed.nextAttemptAt.toISOString() });

    expect(await worker.runOnce()).toBe(0);
    advance(10_000);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(first!.body);
    expect(await deliveryOf(messageId)).toMatchObject({ state: 'sent', attempts: 2, lastError: null, sentAt: api.clock.now });
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent', deliveryError: null });
    const states = (await eventsAfter(since)).filter((e) => e.type === 'message updated').map((e) => (e.payload.message as { deliveryState: string }).deliveryState);
    expect(states).toEqual(['pending', 'sent']);
  });

  it('doubles the wait up to an hour, tries a last time at 24 hours, then fails the message', async () => {
    const worker = createOutboxWorker(api.deps);
    const { messageId } = await reply('never accepted');
    const since = await latest();
    const start = api.clock.now.getTime();
    const waits: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      receiver.answers.push(503);
      expect(await worker.runOnce()).toBe(1);
      const row = await deliveryOf(messageId);
      if (row.state === 'failed') break;
      waits.push(row.nextAttemptAt.getTime() - api.clock.now.getTime());
      api.clock.now = row.nextAttemptAt;
    }
    expect(waits.slice(0, 10)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600].map((s) => s * 1000));
    expect(Math.max(...waits)).toBe(3600_000);
    expect(api.clock.now.getTime() - start).toBe(RETRY_WINDOW_MS);
    const row = await deliveryOf(messageId);
    expect(row).toMatchObject({ state: 'failed', attempts: waits.length + 1, lastError: 'the receiver answered HTTP 503' });
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'the receiver answered HTTP 503' });
    expect(await worker.runOnce()).toBe(0);
    // Each failed try was told with its next try's time; the last one says failed, with no next try.
    const told = (await eventsAfter(since))
      .filter((e) => e.type === 'message updated')
      .map((e) => e.payload.message as { deliveryState: string; retryAt: string | null });
    expect(told).toHaveLength(waits.length + 1);
    expect(told.slice(0, -1).every((m) => m.deliveryState === 'pending' && m.retryAt !== null)).toBe(true);
    expect(told.at(-1)).toMatchObject({ deliveryState: 'failed', retryAt: null });
  });

  it('counts an unreachable receiver as a failure, and signs with the secret current at the attempt', async () => {
    const worker = createOutboxWorker(api.deps);
    const gone = await startReceiver();
    await gone.close();
    const down = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Down', settings: { url: gone.url } });
    const { messageId } = await reply('into the void', down);
    await worker.runOnce();
    expect(await deliveryOf(messageId)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'the receiver refused the connection' });
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'the receiver refused the connection' });

    const { messageId: rotatedId } = await reply('after rotation');
    await api.deps.db.update(channels).set({ secret: 'a'.repeat(64) }).where(eq(channels.id, hook.id));
    await worker.runOnce();
    const last = receiver.received.at(-1)!;
    expect(last.headers['x-signature-256']).toBe(signBody('a'.repeat(64), last.body));
    expect(JSON.parse(last.body).id).toBe(rotatedId);
  });

  it('fails the deliveries of a channel that was turned off', async () => {
    const worker = createOutboxWorker(api.deps);
    const off = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Soon off', settings: { url: receiver.url } });
    const { messageId } = await reply('late', off);
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, off.id));
    await worker.runOnce();
    expect(receiver.received).toEqual([]);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'the channel is turned off' });
  });

  it('never gives one delivery to two workers polling at once', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((i) => reply(`parallel ${i}`)));
    const [a, b] = [createOutboxWorker(api.deps, { batchSize: 3 }), createOutboxWorker(api.deps, { batchSize: 3 })];
    const counts = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(counts[0]! + counts[1]!).toBe(4);
    const bodies = receiver.received.map((r) => JSON.parse(r.body).id as string).sort();
    expect(bodies).toEqual(ids.map((i) => i.messageId).sort());
  });

  it('polls on its timer once started, and stop() waits for the attempt under way', async () => {
    const timers: (() => void)[] = [];
    const worker = createOutboxWorker(api.deps, { setTimer: (fn: () => void) => (timers.push(fn), {}), clearTimer: () => undefined });
    const { messageId } = await reply('timed');
    worker.start();
    worker.start();
    expect(timers).toHaveLength(1);
    timers.shift()!();
    await worker.stop();
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent' });
    expect(timers).toHaveLength(0);
  });
});

describe('Retry on a failed reply (POST /conversations/:id/messages/:messageId/retry)', () => {
  const retry = (conversationId: string, messageId: string, as = admin) => xhr(as, 'post', `/v2/api/conversations/${conversationId}/messages/${messageId}/retry`, {});

  async function failedReply(text: string) {
    const worker = createOutboxWorker(api.deps);
    const sent = await reply(text);
    receiver.answers.push(503, 503);
    await worker.runOnce();
    api.clock.now = new Date((await deliveryOf(sent.messageId)).createdAt.getTime() + RETRY_WINDOW_MS);
    await worker.runOnce();
    expect(await messageOf(sent.messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'the receiver answered HTTP 503' });
    return { ...sent, worker };
  }

  it('queues it again under the same delivery id, tells every console, and the next try sends it', async () => {
    const { conversationId, messageId, worker } = await failedReply('retry me');
    const before = await deliveryOf(messageId);
    const since = await latest();
    const res = await retry(conversationId, messageId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: messageId, deliveryState: 'pending', deliveryError: null, retryAt: null });
    expect(await deliveryOf(messageId)).toMatchObject({ id: before.id, state: 'pending', attempts: 0, lastError: null, createdAt: api.clock.now });
    const told = (await eventsAfter(since)).filter((e) => e.type === 'message updated');
    expect(told.map((e) => (e.payload.message as { deliveryState: string }).deliveryState)).toEqual(['pending']);

    receiver.received.length = 0;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received[0]!.headers['x-delivery-id']).toBe(before.id);
    expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'sent', deliveryError: null });
  });

  it('queues it once when two agents press Retry together (the second is answered the reply on its way)', async () => {
    const { conversationId, messageId, worker } = await failedReply('pressed twice');
    const since = await latest();
    const answers = await Promise.all([retry(conversationId, messageId), retry(conversationId, messageId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200]);
    expect((await eventsAfter(since)).filter((e) => e.type === 'message updated')).toHaveLength(1);
    receiver.received.length = 0;
    await worker.runOnce();
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses what cannot be retried: 409 for a reply that did not fail or a channel turned off, 404 for a message elsewhere, 400 for a bad id', async () => {
    const { conversationId, messageId } = await failedReply('refusals');
    const other = await reply('sent already');
    await createOutboxWorker(api.deps).runOnce();
    expect(await messageOf(other.messageId)).toMatchObject({ deliveryState: 'sent' });
    const notFailed = await retry(other.conversationId, other.messageId);
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe('Only a reply that failed can be sent again.');
    expect((await retry(other.conversationId, messageId)).status).toBe(404);
    expect((await retry(conversationId, 'not-an-id')).status).toBe(400);
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, hook.id));
    try {
      const off = await retry(conversationId, messageId);
      expect(off.status).toBe(409);
      expect(off.body.message).toContain('This channel is turned off');
      expect(await messageOf(messageId)).toMatchObject({ deliveryState: 'failed' });
    } finally {
      await api.deps.db.update(channels).set({ enabled: true }).where(eq(channels.id, hook.id));
    }
  });
});
