import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../db/inboxSchema';
import { eventsSince } from '../realtime/eventStore';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { channelHealth, HEALTH_WRITE_MS } from './health';
import { applyItems } from './inbound/process';
import { queuedReply, scriptedDefinition, testChannel } from './outbox/testChannel';
import { createOutboxWorker } from './outbox/worker';

let api: TestApi;
let workspaceId: string;
let adminId: string;
const test = scriptedDefinition();

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@health.test' });
  workspaceId = seeded.workspaceId;
  adminId = seeded.user.id;
});
afterAll(() => api.close());

const rowOf = async (id: string) => (await api.deps.db.select().from(channels).where(eq(channels.id, id)))[0]!;
const advance = (ms: number) => (api.clock.now = new Date(api.clock.now.getTime() + ms));
const message = (id: string) => ({ kind: 'message' as const, message: { externalContactId: 'c-1', externalMessageId: id, text: `hello ${id}` } });
const updates = async (since: number, channelId: string) =>
  (await eventsSince(api.deps.db, workspaceId, since, 100)).events.filter((e) => e.type === 'channel updated' && (e.payload as { channel: { id: string } }).channel.id === channelId);
const latest = async () => (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;

describe('channel health', () => {
  it('records the last customer message stored at once, then at most once per window, the latest kept', async () => {
    const channel = await testChannel(api, workspaceId);
    const first = api.clock.now;
    await applyItems(api.deps, channel, [message('m1')]);
    await channelHealth(api.deps).flush();
    expect((await rowOf(channel.id)).lastInboundAt).toEqual(first);
    // Within the window: kept in memory, not written yet; a redelivery is no news.
    advance(3000);
    const second = api.clock.now;
    await applyItems(api.deps, channel, [message('m2'), message('m1')]);
    expect((await rowOf(channel.id)).lastInboundAt).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rowOf(channel.id)).lastInboundAt).toEqual(first);
    // The window's end writes the latest time (flush stands for the timer).
    await channelHealth(api.deps).flush();
    expect((await rowOf(channel.id)).lastInboundAt).toEqual(second);
    advance(HEALTH_WRITE_MS);
    await applyItems(api.deps, channel, [message('m2')]);
    await channelHealth(api.deps).flush();
    expect((await rowOf(channel.id)).lastInboundAt).toEqual(second);
  });

  it('records the provider’s acceptances and the last failure, and tells Administrators what matters', async () => {
    const channel = await testChannel(api, workspaceId);
    const worker = createOutboxWorker(api.deps, { definitionFor: test.definitionFor, batchSize: 500 });
    const since = await latest();
    await queuedReply(api, channel);
    await worker.runOnce();
    await channelHealth(api.deps).flush();
    const sentAt = api.clock.now;
    expect(await rowOf(channel.id)).toMatchObject({ lastOutboundAt: sentAt, lastError: null });
    const told = await updates(since, channel.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ sendTo: [adminId], payload: { channel: { health: { lastOutboundAt: sentAt.toISOString(), lastError: null } } } });

    // A failure with a new reason is written and told at once, even within the window.
    advance(1000);
    test.script.push({ ok: false, kind: 'give up', reason: 'the provider answered 400: bad recipient' });
    await queuedReply(api, channel);
    await worker.runOnce();
    await channelHealth(api.deps).flush();
    expect(await rowOf(channel.id)).toMatchObject({ lastError: 'the provider answered 400: bad recipient', lastErrorAt: api.clock.now, lastOutboundAt: sentAt });
    expect(await updates(since, channel.id)).toHaveLength(2);

    // A success later keeps the error (the page says replies went out since) and is not told within a minute.
    advance(HEALTH_WRITE_MS);
    await queuedReply(api, channel);
    await worker.runOnce();
    await channelHealth(api.deps).flush();
    expect(await rowOf(channel.id)).toMatchObject({ lastOutboundAt: api.clock.now, lastError: 'the provider answered 400: bad recipient' });
    expect(await updates(since, channel.id)).toHaveLength(2);
    advance(60_000);
    await queuedReply(api, channel);
    await worker.runOnce();
    await channelHealth(api.deps).flush();
    expect(await updates(since, channel.id)).toHaveLength(3);
  });

  it('is in the channel the api answers, without secrets', async () => {
    const channel = await testChannel(api, workspaceId);
    await applyItems(api.deps, channel, [message('x1')]);
    await channelHealth(api.deps).flush();
    const agent = await login(api, 'admin@health.test');
    const res = await xhr(agent, 'get', `/v2/api/channels/${channel.id}`);
    expect(res.body.data.health).toEqual({ lastInboundAt: api.clock.now.toISOString(), lastOutboundAt: null, lastError: null, lastErrorAt: null });
  });
});
