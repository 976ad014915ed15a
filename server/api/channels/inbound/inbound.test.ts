import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/inboxSchema';
import { channelInboundEvents } from '../../db/outboxSchema';
import { insertChannel, updateChannel } from '../../modules/channels/repository';
import { pngBytes } from '../../modules/uploads/testFiles';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition } from '../definition';
import { tableCapabilities } from '../capabilities';
import { signBody } from '../webhook/signature';
import { pruneInboundEvents } from './prune';
import { BAD_PROVIDER_SIGNATURE } from './routes';
import { claimInbound, createInboundWorker, processClaimed } from './worker';

let api: TestApi;
let workspaceId: string;
let hook: ChannelRow;

beforeAll(async () => {
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@inbound.test' })).workspaceId;
  hook = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/x' } });
});
afterAll(() => api.close());

const url = (channel: ChannelRow, alias = 'webhook') => `/v2/api/channels/${alias}/${channel.publicId}/webhook`;
const post = (channel: ChannelRow, body: string, signature = signBody(channel.secret, body), alias?: string) =>
  api.request().post(url(channel, alias)).set('Content-Type', 'application/json').set('X-Signature-256', signature).send(body);
const eventsOf = async (channelId: string) => api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channelId));
const textsOf = async (channelId: string) => (await api.deps.db.select().from(messages).where(eq(messages.channelId, channelId))).map((m) => m.text).sort();

describe('POST /channels/:alias/:publicId/webhook', () => {
  it('stores the verified call as it came, answers at once, then processes it into the inbox', async () => {
    const body = JSON.stringify({ id: 'm-1', from: { id: 'c-1', name: 'Rosa Díaz' }, text: 'Où est ma commande ?' });
    const res = await post(hook, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success' });
    await expect.poll(async () => (await eventsOf(hook.id)).map((e) => e.state)).toEqual(['done']);
    const [stored] = await eventsOf(hook.id);
    // The raw bytes, exactly: what the signature was checked over.
    expect(Buffer.from(stored!.body, 'base64').toString('utf8')).toBe(body);
    expect(stored!.headers['x-signature-256']).toBe(signBody(hook.secret, body));
    expect(await textsOf(hook.id)).toEqual(['Où est ma commande ?']);
    // The provider's redelivery is stored as a call, and once as a message.
    expect((await post(hook, body)).status).toBe(200);
    await expect.poll(async () => (await eventsOf(hook.id)).map((e) => e.state)).toEqual(['done', 'done']);
    expect(await textsOf(hook.id)).toEqual(['Où est ma commande ?']);
  });

  it('refuses calls at once when the channel is turned off here, though it reuses a channel it read for a second', async () => {
    const shop = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Turned off', settings: { url: 'http://127.0.0.1:9/x' } });
    const body = JSON.stringify({ id: 'm-off', from: { id: 'c-off' }, text: 'before' });
    expect((await post(shop, body)).status).toBe(200);
    await updateChannel(api.deps.db, workspaceId, shop.id, { enabled: false });
    expect((await post(shop, JSON.stringify({ id: 'm-off-2', from: { id: 'c-off' }, text: 'after' }))).status).toBe(403);
  });

  it('takes at most 1 MB from a provider whose type sets no larger limit (413), and stores nothing', async () => {
    const body = JSON.stringify({ id: 'm-big', from: { id: 'c-9' }, text: 'y'.repeat(1024 * 1024) });
    const before = (await eventsOf(hook.id)).length;
    expect((await post(hook, body)).status).toBe(413);
    expect((await eventsOf(hook.id)).length).toBe(before);
  });

  it('refuses a bad signature (401), another alias or an unknown channel (404), and stores nothing', async () => {
    const other = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Other', settings: { url: 'http://127.0.0.1:9/x' } });
    const body = JSON.stringify({ id: 'm-x', from: { id: 'c-1' }, text: 'forged' });
    const forged = await post(other, body, signBody('not the secret', body));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(BAD_PROVIDER_SIGNATURE);
    expect((await post(other, body, undefined, 'telegram')).status).toBe(404);
    expect((await api.request().post('/v2/api/channels/webhook/nonexistent-id/webhook').send(body)).status).toBe(404);
    const chat = await insertChannel(api.deps.db, { workspaceId, type: 'CHATOMNIWEBCHAT', name: 'Chat', settings: {} });
    expect((await post(chat, body, undefined, 'webchat')).status).toBe(404);
    expect(await eventsOf(other.id)).toEqual([]);
  });

  it('keeps a call that is not the provider’s format as failed, with the reason, without a message', async () => {
    const bad = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Bad', settings: { url: 'http://127.0.0.1:9/x' } });
    expect((await post(bad, '{"id":"m-2"}')).status).toBe(200);
    await expect.poll(async () => (await eventsOf(bad.id)).map((e) => e.state)).toEqual(['failed']);
    expect((await eventsOf(bad.id))[0]!.lastError).toBe('from is required: an object with the sender’s id.');
    expect(await textsOf(bad.id)).toEqual([]);
  });
});

describe('nothing lost when the process dies', () => {
  it('the inbound worker picks up a stored call that was never processed, and one whose processing died when its lease ends', async () => {
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Crash', settings: { url: 'http://127.0.0.1:9/x' } });
    const store = (id: string) =>
      api.deps.db
        .insert(channelInboundEvents)
        .values({ workspaceId, channelId: channel.id, headers: {}, query: {}, body: Buffer.from(JSON.stringify({ id, from: { id: 'c-9' }, text: `message ${id}` })).toString('base64'), receivedAt: api.clock.now, nextAttemptAt: api.clock.now })
        .returning();
    // Stored, answered, then the instance was killed before processing.
    await store('crash-1');
    // Stored and claimed by an instance that was killed while processing it.
    const [claimedThenKilled] = await store('crash-2');
    expect(await claimInbound(api.deps, 1, 60_000, claimedThenKilled!.id)).toHaveLength(1);
    const worker = createInboundWorker(api.deps);
    expect(await worker.runOnce()).toBe(1);
    expect(await textsOf(channel.id)).toEqual(['message crash-1']);
    api.clock.now = new Date(api.clock.now.getTime() + 60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await textsOf(channel.id)).toEqual(['message crash-1', 'message crash-2']);
    expect((await eventsOf(channel.id)).map((e) => e.state)).toEqual(['done', 'done']);
  });
});

describe('files pulled into the upload store at ingest', () => {
  it("stores the provider's files with the message, and names a file it could not keep", async () => {
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'VIBER', name: 'Files', settings: {} });
    const definition: ChannelDefinition = {
      matches: (t) => t === 'VIBER',
      settings: { fields: [], howToConnect: 'test' },
      capabilities: tableCapabilities('VIBER'),
      inbound: {
        verify: () => true,
        parse: () => [
          {
            kind: 'message',
            message: {
              externalContactId: 'v-1',
              externalMessageId: 'v-msg-1',
              text: 'photos',
              files: [
                { fetch: async () => ({ bytes: pngBytes(), name: 'photo.png' }) },
                { fetch: async () => ({ bytes: Buffer.from('MZ not a picture'), name: 'setup.exe' }) },
                { size: 1024 * 1024 * 1024, fetch: async () => Promise.reject(new Error('must not be fetched')) },
              ],
            },
          },
        ],
      },
    };
    const [row] = await api.deps.db.insert(channelInboundEvents).values({ workspaceId, channelId: channel.id, headers: {}, query: {}, body: '', nextAttemptAt: api.clock.now }).returning();
    await processClaimed(api.deps, await claimInbound(api.deps, 1, 60_000, row!.id), { definitionFor: () => definition });
    const [message] = await api.deps.db.select().from(messages).where(eq(messages.channelId, channel.id));
    expect(message!.attachments).toEqual([{ id: expect.any(String), name: 'photo.png', mime: 'image/png', size: pngBytes().length, url: expect.stringMatching(/^\/v2\/api\/files\/[0-9a-f-]{36}\/photo\.png$/) }]);
    expect(message!.text).toBe(
      'photos\n[The customer sent "setup.exe": it was not kept (This kind of file is not supported).]\n[The customer sent a file 3 over 10 MB: it was not kept.]',
    );
    const file = await api.request().get(message!.attachments[0]!.url);
    expect(file.status).toBe(401);
  });
});

describe('pruning', () => {
  it('deletes processed calls after a week, never a pending one', async () => {
    const channel = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Old', settings: { url: 'http://127.0.0.1:9/x' } });
    const at = (days: number) => new Date(api.clock.now.getTime() - days * 24 * 3600_000);
    const row = (state: 'pending' | 'done' | 'failed', days: number) => ({ workspaceId, channelId: channel.id, headers: {}, query: {}, body: '', state, receivedAt: at(days) });
    await api.deps.db.insert(channelInboundEvents).values([row('done', 8), row('failed', 8), row('pending', 30), row('done', 6)]);
    expect(await pruneInboundEvents(api.deps.db, api.clock.now)).toBe(2);
    expect((await eventsOf(channel.id)).map((e) => e.state).sort()).toEqual(['done', 'pending']);
  });
});
