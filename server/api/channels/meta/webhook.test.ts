// The Meta webhook layer through the generic inbound routes, with a test definition built by
// metaInbound() on a Meta type: the hub.challenge handshake, X-Hub-Signature-256 over the raw bytes
// (refused before anything is stored), and events nobody reads acknowledged and logged.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metaJson, runHandshake, signMeta } from '../../../../tests/fakes/meta/signer';
import { channelInboundEvents } from '../../db/outboxSchema';
import { errorHandler } from '../../http/errors';
import { insertChannel } from '../../modules/channels/repository';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { tableCapabilities } from '../capabilities';
import type { ChannelRow } from '../connector';
import type { ChannelDefinition } from '../definition';
import { channelInboundRoutes } from '../inbound/routes';
import { sealSetting } from '../settingsStore';
import { ignoredEvent, metaInbound } from './webhook';

const APP_SECRET = 'meta-app-secret-123';
let api: TestApi;
let channel: ChannelRow;
let base: string;
let server: import('node:http').Server;
const read: string[] = [];

// Reads one 'messages' change; anything else is ignored (acknowledged, logged).
const definition: ChannelDefinition = {
  matches: (t) => t === 'FBMESSENGER',
  settings: { fields: [{ key: 'appSecret', kind: 'secret', label: 'App secret' }], howToConnect: 'test' },
  capabilities: tableCapabilities('FBMESSENGER'),
  inbound: metaInbound((row, envelope) =>
    envelope.entry.flatMap((entry) =>
      (entry.changes ?? []).map((change) => {
        if (change.field !== 'messages') return ignoredEvent(row, `${envelope.object}/${change.field}`);
        read.push(JSON.stringify(change.value));
        return ignoredEvent(row, 'read');
      }),
    ),
    () => definition,
  ),
};

const webhook = () => `${base}/channels/fbmessenger/${channel.publicId}/webhook`;
const storedCount = async () => (await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id))).length;
async function settled(): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id));
    if (rows.every((r) => r.state !== 'pending')) return rows.map((r) => r.state);
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('inbound events were not processed');
}

beforeAll(async () => {
  api = await createTestApi();
  const { workspaceId } = await seedUser(api, { email: 'admin@meta.test' });
  // The app secret sealed as the settings api stores it.
  const id = randomUUID();
  channel = await insertChannel(api.deps.db, { id, workspaceId, type: 'FBMESSENGER', name: 'Meta', settings: { appSecret: sealSetting(api.deps, id, 'appSecret', APP_SECRET) } });
  const app = express();
  app.use(channelInboundRoutes(api.deps, { definitionFor: (t) => (definition.matches(t) ? definition : undefined) }));
  app.use(errorHandler(api.deps.logger));
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await api.close();
});

describe('the GET handshake', () => {
  it('answers the challenge to the channel’s verify token, 403 to another token or mode', async () => {
    expect(await runHandshake(webhook(), channel.secret)).toMatchObject({ status: 200, subscribed: true });
    expect(await runHandshake(webhook(), 'not-the-token')).toMatchObject({ status: 403, subscribed: false });
    const url = `/channels/fbmessenger/${channel.publicId}/webhook`;
    const unsubscribe = await supertest(server).get(url).query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': channel.secret, 'hub.challenge': '42' });
    expect(unsubscribe.status).toBe(403);
  });
});

describe('POST events', () => {
  const body = { object: 'page', entry: [{ id: '1', time: 1, changes: [{ field: 'messages', value: { text: 'Grüße, 東京 ✓' } }] }] };

  it('refuses a missing, wrong or other-secret signature with 401 before anything is stored', async () => {
    const raw = metaJson(body);
    const url = `/channels/fbmessenger/${channel.publicId}/webhook`;
    const post = (signature?: string) => {
      const req = supertest(server).post(url).set('Content-Type', 'application/json');
      return (signature ? req.set('X-Hub-Signature-256', signature) : req).send(raw);
    };
    expect((await post()).status).toBe(401);
    expect((await post(signMeta('another-secret', raw))).status).toBe(401);
    expect((await post(`sha256=${'0'.repeat(64)}`)).status).toBe(401);
    // Signed over the re-serialized body (non-ASCII unescaped): not the bytes Meta signed.
    expect((await post(signMeta(APP_SECRET, JSON.stringify(body)))).status).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  it('accepts a call signed over the raw bytes Meta sent (non-ASCII escaped) and reads it', async () => {
    const raw = metaJson(body);
    expect(raw).toContain('\\u6771');
    const res = await supertest(server).post(`/channels/fbmessenger/${channel.publicId}/webhook`).set('Content-Type', 'application/json').set('X-Hub-Signature-256', signMeta(APP_SECRET, raw)).send(raw);
    expect(res.status).toBe(200);
    expect(await settled()).toEqual(['done']);
    expect(read).toEqual([JSON.stringify({ text: 'Grüße, 東京 ✓' })]);
  });

  it('acknowledges events of kinds nobody reads with 200, processes them as done, and logs them', async () => {
    const logged = vi.spyOn(api.deps.logger, 'info');
    const raw = metaJson({ object: 'page', entry: [{ id: '1', time: 2, changes: [{ field: 'feed', value: { item: 'like' } }] }] });
    const res = await supertest(server).post(`/channels/fbmessenger/${channel.publicId}/webhook`).set('Content-Type', 'application/json').set('X-Hub-Signature-256', signMeta(APP_SECRET, raw)).send(raw);
    expect(res.status).toBe(200);
    expect(await settled()).toEqual(['done', 'done']);
    expect(read).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('meta event ignored', { channelId: channel.id, type: 'FBMESSENGER', what: 'page/feed' });
  });
});
