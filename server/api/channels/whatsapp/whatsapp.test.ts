// The WhatsApp Cloud channel through the real api (listening on a port) against the local fake: an
// Administrator connects a number (checked with Meta, templates synced), Meta's handshake passes with
// the channel's verify token, customers write (signed webhooks over the wire, media pulled), agents
// answer through the outbox, and Meta's statuses, limits and refusals end as the outbox's rules say.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelInboundEvents, channelOutbox } from '../../db/outboxSchema';
import { metaJson } from '../../../../tests/fakes/meta/signer';
import { pdfBytes, pngBytes, upload } from '../../modules/uploads/testFiles';
import { xhr } from '../../testing/harness';
import { reaches } from '../messenger/messagingTesting';
import { createInboundWorker } from '../inbound/worker';
import { createOutboxWorker } from '../outbox/worker';
import { OUTSIDE_WINDOW_REASON } from './sendRules';
import { messageOf, newWaUser, startWaStack, stored, waReplyTo, type WaStack } from './whatsappTesting';

let s: WaStack;
let channel: { id: string; publicId: string; secret: string };
const webhookUrl = () => `${s.base}/v2/api/channels/whatsapp-official/${channel.publicId}/webhook`;
const settings = (accessToken: string) => ({ phoneNumberId: s.fake.state.phoneNumberId, wabaId: s.fake.state.wabaId, accessToken, appSecret: s.fake.state.appSecret });
const advance = (ms: number) => void (s.api.clock.now = new Date(s.api.clock.now.getTime() + ms));

beforeAll(async () => {
  s = await startWaStack('admin@whatsapp.test');
});
afterAll(async () => s.close());
beforeEach(() => {
  s.fake.meta.faults.clear();
  s.fake.statuses = ['sent', 'delivered', 'read'];
});

describe('connecting a number', () => {
  it('refuses a token Meta does not accept, and stores nothing', async () => {
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'WHATSAPPCLOUD', name: 'Wrong', settings: settings('EAAGnot-a-token') });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'settings.accessToken': 'WhatsApp refused it: copy a current one' });
    expect(await s.api.deps.db.select().from(channels).where(eq(channels.name, 'Wrong'))).toEqual([]);
  });

  it('checks the number, syncs the approved templates, and never answers the secrets', async () => {
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'WHATSAPPCLOUD', name: 'Shop WhatsApp', settings: settings(s.fake.state.token) });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data.secretsSet.sort()).toEqual(['accessToken', 'appSecret']);
    expect(JSON.stringify(res.body)).not.toContain(s.fake.state.token);
    expect(JSON.stringify(res.body)).not.toContain(s.fake.state.appSecret);
    expect(res.body.data.settings.templates).toEqual([
      { name: 'order_update', language: 'en_US', body: 'Hello {{1}}, your order {{2}} has news: please reply to this message.', params: 2 },
      { name: 'follow_up', language: 'en_US', body: 'We have an answer to your question: reply to continue.', params: 0 },
    ]);
    const test = await xhr(s.admin, 'post', `/v2/api/channels/${channel.id}/test`);
    expect(test.body.data).toEqual({ ok: true, detail: 'WhatsApp Official answers for Fake Shop, +1 555 0100; 2 approved template(s).' });
  });

  it('passes Meta’s handshake with the channel’s secret as verify token only', async () => {
    expect(await s.fake.customer.poster.subscribe(webhookUrl(), 'not-the-token')).toMatchObject({ status: 403, subscribed: false });
    expect(await s.fake.customer.poster.subscribe(webhookUrl(), channel.secret)).toMatchObject({ status: 200, subscribed: true });
  });
});

describe('a customer writes', () => {
  it('is refused with a wrong signature before anything is stored, and stored once however often Meta delivers', async () => {
    const user = newWaUser();
    const body = s.fake.customer.text(user, 'Olá, onde está o meu pedido?', Date.parse('2026-11-20T10:00:00Z'));
    const events = async () => (await s.api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.channelId, channel.id))).length;
    const before = await events();
    expect((await s.fake.customer.deliver(body, { appSecret: 'wrong-secret' })).status).toBe(401);
    expect((await s.fake.customer.deliver(body, { signature: null })).status).toBe(401);
    expect(await events()).toBe(before);
    expect((await s.fake.customer.deliver(body)).status).toBe(200);
    const message = await stored(s.api, body.wamid);
    expect(message).toMatchObject({ text: 'Olá, onde está o meu pedido?', createdAt: new Date('2026-11-20T10:00:00Z') });
    expect((await s.fake.customer.deliver(body)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await s.api.deps.db.select().from(messages).where(eq(messages.externalId, body.wamid))).toHaveLength(1);
  });

  it('pulls an image and a document through GET /{media-id} and the Bearer URL into the upload store', async () => {
    const user = newWaUser();
    const image = s.fake.customer.media(user, 'image', pngBytes(700), 'image/png', { caption: 'the box' });
    const doc = s.fake.customer.media(user, 'document', pdfBytes(), 'application/pdf', { filename: 'invoice.pdf' });
    expect((await s.fake.customer.deliver(image)).status).toBe(200);
    expect((await s.fake.customer.deliver(doc)).status).toBe(200);
    const picture = await stored(s.api, image.wamid);
    expect(picture).toMatchObject({ text: 'the box', attachments: [expect.objectContaining({ mime: 'image/png' })] });
    const file = await s.admin.get(picture.attachments[0]!.url);
    expect(Buffer.from(file.body as Buffer).equals(pngBytes(700))).toBe(true);
    expect((await stored(s.api, doc.wamid)).attachments).toEqual([expect.objectContaining({ name: 'invoice.pdf', mime: 'application/pdf' })]);
    expect(s.fake.meta.callsOf('download').every((c) => c.status === 200)).toBe(true);
  });
});

describe('an agent answers', () => {
  it('sends the reply, then Meta’s statuses move it to delivered and read', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = newWaUser();
    const { id } = await waReplyTo(s, user, 'It ships today.');
    expect(await worker.runOnce()).toBe(1);
    expect(s.fake.sentTo(user.waId).map((m) => m.body.text)).toEqual([{ body: 'It ships today.', preview_url: false }]);
    const [row] = await s.api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, id));
    expect(row!.externalIds).toEqual([s.fake.sentTo(user.waId)[0]!.wamid]);
    await reaches(s.api, id, 'read');
  });

  it('sends a long reply as 4,096-character messages in order, and a file uploaded then sent by id', async () => {
    const worker = createOutboxWorker(s.api.deps);
    s.fake.statuses = [];
    const user = newWaUser();
    // 15,089 characters: four messages, each cut after a word.
    const long = Array.from({ length: 1800 }, (_, i) => `word${i}`).join(' ');
    const { wamid } = await s.fake.customer.write(user, 'Tell me everything');
    const incoming = await stored(s.api, wamid);
    const uploaded = await upload(s.admin, { file: { name: 'label.png', data: pngBytes(100) } });
    const sent = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: long, attachmentIds: [uploaded.body.data.id] });
    expect(sent.status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const out = s.fake.sentTo(user.waId);
    const texts = out.filter((m) => m.type === 'text').map((m) => (m.body.text as { body: string }).body);
    expect(texts.length).toBe(4);
    expect(texts.every((t) => t.length <= 4096)).toBe(true);
    expect(texts.join('')).toBe(long);
    expect(out.at(-1)).toMatchObject({ type: 'image', body: { image: { id: expect.any(String) } } });
    expect(s.fake.state.media.get((out.at(-1)!.body.image as { id: string }).id)!.bytes.equals(pngBytes(100))).toBe(true);
    const [row] = await s.api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, sent.body.data.id));
    expect(row!.externalIds).toEqual(out.map((m) => m.wamid));
  });

  it('keeps a status that came before WhatsApp’s answer was recorded: tried again until the reply holds the wamid', async () => {
    const worker = createOutboxWorker(s.api.deps);
    s.fake.statuses = [];
    const user = newWaUser();
    const { id } = await waReplyTo(s, user, 'Out of order');
    expect(await worker.runOnce()).toBe(1);
    // Meta's 'delivered' for a wamid the outbox has not recorded yet (its answer still on the way).
    const early = `wamid.early${Date.now()}`;
    const statusAt = s.api.clock.now.getTime();
    const body = s.fake.customer.status(early, 'delivered', user.waId);
    (body.entry[0]!.changes[0]!.value.statuses as { timestamp: string }[])[0]!.timestamp = String(Math.floor(statusAt / 1000));
    expect((await s.fake.customer.deliver(body)).status).toBe(200);
    const row = async () => (await s.api.deps.db.select().from(channelInboundEvents).where(sql`${channelInboundEvents.body} = ${Buffer.from(metaJson(body)).toString('base64')}`))[0]!;
    await expect.poll(async () => (await row()).attempts).toBe(1);
    expect(await row()).toMatchObject({ state: 'pending', lastError: `no reply holds ${early} yet` });
    // The answer is recorded: the next try applies the status.
    await s.api.deps.db.update(channelOutbox).set({ externalIds: [early] }).where(eq(channelOutbox.messageId, id));
    advance(11_000);
    await createInboundWorker(s.api.deps).runOnce();
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'delivered' });
    expect((await row()).state).toBe('done');
  });

  it('honours a throttling answer (130429 with Retry-After), then sends', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = newWaUser();
    const { id } = await waReplyTo(s, user, 'Soon.');
    s.fake.meta.faults.next({ kind: 'code', code: 130429, retryAfter: 5 });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'pending', deliveryError: 'WhatsApp asked to slow down (Rate limit hit)' });
    advance(4_000);
    expect(await worker.runOnce()).toBe(0);
    advance(1_100);
    expect(await worker.runOnce()).toBe(1);
    expect(s.fake.sentTo(user.waId)).toHaveLength(1);
  });

  it('gives up outside the 24-hour window with words the agent understands', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = newWaUser();
    const { id } = await waReplyTo(s, user, 'Are you still there?');
    s.fake.customer.lastWrote(user, 25);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'failed', deliveryError: OUTSIDE_WINDOW_REASON });
    expect(s.fake.sentTo(user.waId)).toEqual([]);
  });

  it('marks the channel Reconnect needed when the token is revoked (190); saving a current one clears it', async () => {
    const worker = createOutboxWorker(s.api.deps);
    await waReplyTo(s, newWaUser(), 'Anyone there?');
    s.fake.state.revoked = true;
    expect(await worker.runOnce()).toBe(1);
    const [row] = await s.api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row).toMatchObject({ status: 'reconnect needed' });
    s.fake.state.revoked = false;
    const saved = await xhr(s.admin, 'put', `/v2/api/channels/${channel.id}`, { settings: { accessToken: s.fake.state.token } });
    expect(saved.body.data).toMatchObject({ status: 'connected' });
  });
});
