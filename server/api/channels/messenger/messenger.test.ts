// The Messenger channel through the real api (listening on a port) against the local fake: an
// Administrator connects a Page (token checked, Page subscribed), Meta's handshake passes with the
// channel's verify token, customers write (signed webhooks over the wire), agents answer through the
// outbox, and Meta's receipts, limits and refusals end as the outbox's rules say.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channels, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { pngBytes } from '../../modules/uploads/testFiles';
import { login, xhr } from '../../testing/harness';
import { createOutboxWorker } from '../outbox/worker';
import { newMid } from '../../../../tests/fakes/messenger/state';
import { messageOf, reaches, replyTo, startStack, stored, type Stack } from './messagingTesting';

let s: Stack;
let channel: { id: string; publicId: string; secret: string };
const HOUR = 3_600_000;
const webhookUrl = () => `${s.base}/v2/api/channels/fbmessenger/${channel.publicId}/webhook`;
const settings = (token: string) => ({ pageId: s.fake.account.id, accessToken: token, appSecret: s.fake.appSecret });
const advance = (ms: number) => void (s.api.clock.now = new Date(s.api.clock.now.getTime() + ms));

beforeAll(async () => {
  s = await startStack('messenger', 'admin@messenger.test');
});
afterAll(async () => s.close());
beforeEach(() => s.fake.faults.clear());

describe('connecting a Page', () => {
  it('refuses a token Meta does not accept, and stores nothing', async () => {
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'FBMESSENGER', name: 'Wrong', settings: settings('EAAnot-a-token') });
    expect(res.status).toBe(400);
    expect(res.body.fields['settings.accessToken']).toContain('Messenger does not accept this access token');
    expect(await s.api.deps.db.select().from(channels).where(eq(channels.name, 'Wrong'))).toEqual([]);
  });

  it('checks the token, subscribes the Page, and never answers the secrets', async () => {
    const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'FBMESSENGER', name: 'Bakery Page', settings: settings(s.fake.account.token) });
    expect(res.status).toBe(200);
    channel = res.body.data;
    expect(res.body.data.secretsSet.sort()).toEqual(['accessToken', 'appSecret']);
    expect(JSON.stringify(res.body)).not.toContain(s.fake.account.token);
    expect(JSON.stringify(res.body)).not.toContain(s.fake.appSecret);
    expect(s.fake.state.subscribedFields).toBe('messages,message_echoes,message_deliveries,message_reads');
    expect(res.body.data.copyValues).toEqual([
      expect.objectContaining({ label: 'Callback URL', value: `https://inbox.example.com/v2/api/channels/fbmessenger/${channel.publicId}/webhook` }),
      expect.objectContaining({ label: 'Verify token', value: channel.secret, secret: true }),
    ]);
  });

  it('passes Meta’s handshake with the channel’s secret as verify token only', async () => {
    expect((await s.fake.poster.subscribe(webhookUrl(), 'not-the-token')).subscribed).toBe(false);
    expect(await s.fake.poster.subscribe(webhookUrl(), channel.secret)).toMatchObject({ status: 200, subscribed: true });
  });
});

describe('a customer writes', () => {
  it('is refused with a wrong signature, and stored once however often Meta delivers', async () => {
    const user = s.fake.customers.newUser();
    const { body, mid } = s.fake.customers.text(user, 'Où est ma commande ?');
    expect((await s.fake.customers.post(body, { appSecret: 'wrong-secret' })).status).toBe(401);
    expect((await s.fake.customers.post(body)).status).toBe(200);
    expect((await stored(s.api, mid)).text).toBe('Où est ma commande ?');
    expect((await s.fake.customers.post(body)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await s.api.deps.db.select().from(messages).where(eq(messages.externalId, mid))).toHaveLength(1);
  });

  it('pulls a picture from Meta’s link into the upload store', async () => {
    const user = s.fake.customers.newUser();
    const picture = pngBytes(800);
    const { body, mid } = s.fake.customers.file(user, { bytes: picture, mime: 'image/png', name: 'box.png', type: 'image' }, 'the box');
    expect((await s.fake.customers.post(body)).status).toBe(200);
    const message = await stored(s.api, mid);
    expect(message).toMatchObject({ text: 'the box', attachments: [expect.objectContaining({ name: 'box.png', mime: 'image/png' })] });
    const file = await s.admin.get(message.attachments[0]!.url);
    expect(Buffer.from(file.body as Buffer).equals(picture)).toBe(true);
  });
});

describe('an agent answers', () => {
  it('sends a RESPONSE, skips its echo, and takes delivery and read receipts', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = s.fake.customers.newUser();
    const id = await replyTo(s, user, 'It left today.');
    expect(await worker.runOnce()).toBe(1);
    const [sent] = s.fake.sentTo(user.id);
    expect(sent).toMatchObject({ text: 'It left today.', messagingType: 'RESPONSE' });
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'sent' });
    expect((await s.fake.customers.post(s.fake.customers.echo(user, sent!.mid, sent!.text!))).status).toBe(200);
    expect((await s.fake.customers.post(s.fake.customers.delivery(user, [sent!.mid]))).status).toBe(200);
    await reaches(s.api, id, 'delivered');
    advance(1000);
    expect((await s.fake.customers.post(s.fake.customers.read(user, { watermark: s.api.clock.now.getTime() }))).status).toBe(200);
    await reaches(s.api, id, 'read');
    expect(await s.api.deps.db.select().from(messages).where(eq(messages.externalId, sent!.mid))).toEqual([]);
  });

  it('stores a reply typed in Meta Business Suite once, as an agent’s, but never the echo of a reply still being sent', async () => {
    const user = s.fake.customers.newUser();
    const { mid } = await s.fake.customers.write(user, 'Is it gluten free?');
    const incoming = await stored(s.api, mid);
    const typed = s.fake.customers.echo(user, newMid('messenger'), 'Yes, all of it.');
    const typedMid = typed.entry[0]!.messaging[0]!.message as { mid: string };
    expect((await s.fake.customers.post(typed)).status).toBe(200);
    expect((await s.fake.customers.post(typed)).status).toBe(200);
    const reply = await stored(s.api, typedMid.mid);
    expect(reply).toMatchObject({ conversationId: incoming.conversationId, direction: 'outbound', authorType: 'agent', authorId: null, deliveryState: 'sent', text: 'Yes, all of it.' });
    const queued = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: 'Anything else?' });
    expect(queued.status).toBe(200);
    // Meta's echo of that reply arriving before its answer is recorded: the reply is still pending.
    const early = s.fake.customers.echo(user, newMid('messenger'), 'Anything else?');
    expect((await s.fake.customers.post(early)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const texts = (await s.api.deps.db.select().from(messages).where(eq(messages.conversationId, incoming.conversationId))).map((m) => m.text);
    expect(texts.sort()).toEqual(['Anything else?', 'Is it gluten free?', 'Yes, all of it.']);
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
  });

  it('sends a file as an attachment by a signed link Meta can fetch', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = s.fake.customers.newUser();
    const { body, mid } = s.fake.customers.file(user, { bytes: pngBytes(300), mime: 'image/png', name: 'label.png', type: 'image' });
    await s.fake.customers.post(body);
    const incoming = await stored(s.api, mid);
    const res = await xhr(s.admin, 'post', `/v2/api/conversations/${incoming.conversationId}/messages`, { text: '', attachmentIds: [incoming.attachments[0]!.id] });
    expect(res.status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const [sent] = s.fake.sentTo(user.id);
    expect(sent!.attachment).toMatchObject({ type: 'image', url: expect.stringMatching(/^https:\/\/inbox\.example\.com\/v2\/api\/channels\/fbmessenger\//) });
    const link = await s.api.request().get(sent!.attachment!.url.replace('https://inbox.example.com', ''));
    expect(link.status).toBe(200);
    expect(Buffer.from(link.body as Buffer).equals(pngBytes(300))).toBe(true);
  });

  it('uses the HUMAN_AGENT tag between 24 hours and 7 days, and refuses after 7 days', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const late = s.fake.customers.newUser();
    const id = await replyTo(s, late, 'Sorry for the wait.');
    advance(30 * HOUR);
    expect(await worker.runOnce()).toBe(1);
    expect(s.fake.sentTo(late.id)[0]).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'sent' });
    const gone = s.fake.customers.newUser();
    const old = await replyTo(s, gone, 'Still there?');
    advance(8 * 24 * HOUR);
    expect(await worker.runOnce()).toBe(1);
    expect(s.fake.sentTo(gone.id)).toEqual([]);
    expect((await messageOf(s.api, old)).deliveryError).toContain('only within 7 days');
  });

  it('lets an agent write up to 7 days after the customer’s last message, and refuses free text after', async () => {
    const user = s.fake.customers.newUser();
    const { mid } = await s.fake.customers.write(user, 'Hello?');
    const { conversationId } = await stored(s.api, mid);
    advance(6 * 24 * HOUR);
    // Sessions end after days of the test clock: a fresh one.
    s.admin = await login(s.api, 'admin@messenger.test');
    expect((await xhr(s.admin, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'Six days later' })).status).toBe(200);
    expect(await createOutboxWorker(s.api.deps).runOnce()).toBe(1);
    expect(s.fake.sentTo(user.id)[0]).toMatchObject({ text: 'Six days later', messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    advance(2 * 24 * HOUR);
    expect((await xhr(s.admin, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'Eight days later' })).status).toBe(409);
  });

  it('honours Meta’s rate limit (613), then sends', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const user = s.fake.customers.newUser();
    const id = await replyTo(s, user, 'One moment.');
    s.fake.faults.next({ kind: 'code', code: 613, message: 'Calls to this api have exceeded the rate limit.' });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'pending', deliveryError: expect.stringContaining('Messenger asked to slow down') });
    advance(59_000);
    expect(await worker.runOnce()).toBe(0);
    advance(1_500);
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'sent' });
  });

  it('gives up on 551 with the reason on the message', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const id = await replyTo(s, s.fake.customers.newUser(), 'Hello again');
    s.fake.faults.next({ kind: 'code', code: 551, message: 'This person isn’t available right now.' });
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'failed', deliveryError: expect.stringContaining('not available on Messenger') });
  });

  it('marks the channel Reconnect needed when the token is revoked (190)', async () => {
    const worker = createOutboxWorker(s.api.deps);
    const id = await replyTo(s, s.fake.customers.newUser(), 'Anyone there?');
    s.fake.revokeToken();
    expect(await worker.runOnce()).toBe(1);
    expect(await messageOf(s.api, id)).toMatchObject({ deliveryState: 'failed' });
    const [row] = await s.api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row).toMatchObject({ status: 'reconnect needed' });
    const [outbox] = await s.api.deps.db.select().from(channelOutbox).where(eq(channelOutbox.messageId, id));
    expect(outbox!.lastError).toContain('refused the access token');
  });
});
