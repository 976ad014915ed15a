import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { eventsSince } from '../../realtime/eventStore';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { applyItems } from '../inbound/process';
import { CHANNEL_TURNED_OFF } from './attempt';
import { queuedReply, scriptedDefinition, testChannel } from './testChannel';
import { claimDue, createOutboxWorker } from './worker';

let api: TestApi;
let workspaceId: string;
let adminId: string;
const test = scriptedDefinition();

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@outbox.test' });
  workspaceId = seeded.workspaceId;
  adminId = seeded.user.id;
});
afterEach(() => {
  test.script.length = 0;
  test.calls.length = 0;
});
afterAll(() => api.close());

const worker = () => createOutboxWorker(api.deps, { definitionFor: test.definitionFor, batchSize: 500 });
const rowOf = async (messageId: string) => (await api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId)))[0]!;
const messageOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!;
const advance = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));

describe('the one outbox', () => {
  it('hands the connector the reply, then records it sent with the provider’s ids', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel, 'Hello there');
    expect(await worker().runOnce()).toBe(1);
    expect(test.calls).toEqual([
      expect.objectContaining({ messageId: reply.messageId, deliveryId: reply.deliveryId, recipientExternalId: reply.recipient, text: 'Hello there', attempts: 0 }),
    ]);
    expect(await rowOf(reply.messageId)).toMatchObject({ state: 'sent', attempts: 1, externalIds: ['ext-1'], sentAt: api.clock.now });
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'sent', deliveryError: null });
    expect(await worker().runOnce()).toBe(0);
  });

  it("honours the provider's retry hint (retry after N) and says why on the message meanwhile", async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    test.script.push({ ok: false, kind: 'retry', reason: 'Telegram asked to wait 3 s (too many requests)', afterMs: 3000 });
    await worker().runOnce();
    const waiting = await rowOf(reply.messageId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Telegram asked to wait 3 s (too many requests)' });
    expect(waiting.nextAttemptAt.getTime() - api.clock.now.getTime()).toBe(3000);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'pending', deliveryError: 'Telegram asked to wait 3 s (too many requests)' });
    advance(2999);
    expect(await worker().runOnce()).toBe(0);
    advance(1);
    expect(await worker().runOnce()).toBe(1);
    expect(test.calls.map((c) => c.attempts)).toEqual([0, 1]);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'sent', deliveryError: null });
  });

  it('retries a failure without a hint after the backoff, and a connector that throws is retried too', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    test.script.push({ ok: false, kind: 'retry', reason: 'the provider answered HTTP 502' }, new Error('socket hang up'));
    await worker().runOnce();
    expect((await rowOf(reply.messageId)).nextAttemptAt.getTime() - api.clock.now.getTime()).toBe(10_000);
    advance(10_000);
    await worker().runOnce();
    const row = await rowOf(reply.messageId);
    expect(row).toMatchObject({ state: 'pending', attempts: 2, lastError: 'the channel could not be reached' });
    expect(row.nextAttemptAt.getTime() - api.clock.now.getTime()).toBe(20_000);
    advance(20_000);
    await worker().runOnce();
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'sent' });
  });

  it('gives up with the reason on the message, and tries no more', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    const since = (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;
    test.script.push({ ok: false, kind: 'give up', reason: 'the customer blocked the bot' });
    await worker().runOnce();
    expect(await rowOf(reply.messageId)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'the customer blocked the bot' });
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'the customer blocked the bot' });
    const told = (await eventsSince(api.deps.db, workspaceId, since, 100)).events.filter((e) => e.type === 'message updated');
    expect(told.map((e) => (e.payload.message as { deliveryState: string }).deliveryState)).toEqual(['failed']);
    advance(3600_000);
    expect(await worker().runOnce()).toBe(0);
    expect(test.calls).toHaveLength(1);
    expect((await api.deps.db.select().from(channels).where(eq(channels.id, channel.id)))[0]).toMatchObject({ status: 'connected' });
  });

  it('marks the channel reconnect-needed once and tells its Administrators live', async () => {
    const channel = await testChannel(api, workspaceId);
    const first = await queuedReply(api, channel);
    const second = await queuedReply(api, channel);
    const since = (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;
    test.script.push({ ok: false, kind: 'reconnect', reason: 'Telegram refused the bot token (401): paste a new one' });
    test.script.push({ ok: false, kind: 'reconnect', reason: 'Telegram refused the bot token (401): paste a new one' });
    expect(await worker().runOnce()).toBe(2);
    for (const reply of [first, second]) {
      expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: 'Telegram refused the bot token (401): paste a new one' });
    }
    const [row] = await api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row).toMatchObject({ status: 'reconnect needed', statusReason: 'Telegram refused the bot token (401): paste a new one' });
    const updates = (await eventsSince(api.deps.db, workspaceId, since, 100)).events.filter((e) => e.type === 'channel updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      sendTo: [adminId],
      payload: { channel: { id: channel.id, status: 'reconnect needed', statusReason: 'Telegram refused the bot token (401): paste a new one', secretsSet: [] } },
    });
  });

  it("fails the replies of a channel turned off, with that reason, without calling the provider", async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, channel.id));
    await worker().runOnce();
    expect(test.calls).toEqual([]);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'failed', deliveryError: CHANNEL_TURNED_OFF });
  });

  it('takes over a row whose worker died after claiming it, once the lease ends: sent once, never twice', async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    // The first instance claims the row and is killed before it tries.
    expect(await claimDue(api.deps, 10, 30_000)).toHaveLength(1);
    const survivor = worker();
    expect(await survivor.runOnce()).toBe(0);
    advance(29_999);
    expect(await survivor.runOnce()).toBe(0);
    advance(1);
    expect(await survivor.runOnce()).toBe(1);
    expect(test.calls.map((c) => c.messageId)).toEqual([reply.messageId]);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'sent' });
    advance(60_000);
    expect(await survivor.runOnce()).toBe(0);
    expect(test.calls).toHaveLength(1);
  });

  it('never gives one row to two workers polling at once', async () => {
    const channel = await testChannel(api, workspaceId);
    const replies = await Promise.all([1, 2, 3, 4, 5].map((i) => queuedReply(api, channel, `parallel ${i}`)));
    const [a, b] = [createOutboxWorker(api.deps, { definitionFor: test.definitionFor, batchSize: 3 }), createOutboxWorker(api.deps, { definitionFor: test.definitionFor, batchSize: 3 })];
    const counts = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(counts[0]! + counts[1]!).toBe(5);
    expect(test.calls.map((c) => c.messageId).sort()).toEqual(replies.map((r) => r.messageId).sort());
  });

  it("moves a reply on with the provider's receipts, never backwards", async () => {
    const channel = await testChannel(api, workspaceId);
    const reply = await queuedReply(api, channel);
    await worker().runOnce();
    const externalId = (await rowOf(reply.messageId)).externalIds[0]!;
    await applyItems(api.deps, channel, [{ kind: 'receipt', externalMessageId: externalId, state: 'read' }]);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'read' });
    await applyItems(api.deps, channel, [
      { kind: 'receipt', externalMessageId: externalId, state: 'delivered' },
      { kind: 'receipt', externalMessageId: 'someone-else', state: 'failed' },
    ]);
    expect(await messageOf(reply.messageId)).toMatchObject({ deliveryState: 'read' });
  });
});
