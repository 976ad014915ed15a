// The outbound side against a real SMTP server (the sink of tests/fakes/mail): what is checked is what
// went over the wire, parsed back by mailparser as a customer's mail program would read it.
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../../../tests/fakes/mail/smtpSink';
import { messages } from '../../../db/inboxSchema';
import { insertChannel, updateChannel } from '../../../modules/channels/repository';
import { ingestInbound } from '../../../modules/conversations/ingest';
import { storeUpload } from '../../../modules/uploads/service';
import { pdfBytes, pngBytes } from '../../../modules/uploads/testFiles';
import { createTestApi, seedUser, type TestApi } from '../../../testing/harness';
import type { ChannelRow } from '../../connector';
import type { SendRequest } from '../../definition';
import { emailDefinition } from '../definition';
import { storedEmailSettings, type LocalMailServers } from '../testSettings';
import { closeAllTransports, closeTransport } from './transports';

let sink: SmtpSink;
let api: TestApi;
let workspaceId: string;
let channel: ChannelRow;
const rosa = 'rosa@customer.test';
const servers = (smtpPort: number): LocalMailServers => ({
  address: 'support@shop.test',
  imap: { host: '127.0.0.1', port: 1, user: 'support@shop.test', password: 'unused' },
  smtp: { host: '127.0.0.1', port: smtpPort, user: sink.user, password: sink.password },
});

async function emailChannel(name: string, smtpPort = sink.port): Promise<ChannelRow> {
  const row = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name, settings: {} });
  return (await updateChannel(api.deps.db, workspaceId, row.id, { settings: storedEmailSettings(api.deps, row.id, servers(smtpPort)) }))!;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@email-out.test' })).workspaceId;
  channel = await emailChannel('Support');
});
afterAll(async () => {
  closeAllTransports();
  await api.close();
  await sink.close();
});
beforeEach(() => sink.received.splice(0));

/** The customer's mail, stored as the inbound side stores it, and an agent's reply to answer it. */
async function customerWrote(subject: string, messageId: string, references: string[] = [], on = channel) {
  const { conversation } = await ingestInbound(api.deps, {
    channel: on,
    externalContactId: rosa,
    email: rosa,
    externalMessageId: messageId,
    text: 'Where is my order?',
    meta: { email: { subject, messageId, references, from: `Rosa <${rosa}>` } },
    thread: { conversationId: null },
  });
  return conversation.id;
}

async function reply(conversationId: string, text: string, attachments: SendRequest['attachments'] = [], on = channel): Promise<SendRequest> {
  const [row] = await api.deps.db
    .insert(messages)
    .values({ workspaceId, conversationId, channelId: on.id, direction: 'outbound', authorType: 'agent', text, attachments, deliveryState: 'pending' })
    .returning({ id: messages.id });
  return { channel: on, conversationId, recipientExternalId: rosa, messageId: row!.id, text, attachments, meta: null, createdAt: new Date(), deliveryId: randomUUID(), attempts: 0 };
}
const send = (req: SendRequest) => emailDefinition.outbound!.send(api.deps, req);

async function stored(bytes: Buffer, fileName: string) {
  const tempPath = path.join(await fsp.mkdtemp(path.join(os.tmpdir(), 'mail-')), 'f');
  await fsp.writeFile(tempPath, bytes);
  const row = await storeUpload(api.deps, { workspaceId, userId: null, accept: undefined, file: { tempPath, fileName, size: bytes.length, head: bytes.subarray(0, 4096) } });
  return { id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: '' };
}

describe('a reply', () => {
  it('goes from the channel’s address to the customer, threaded under their latest mail, with our Message-ID', async () => {
    const conversationId = await customerWrote('Order 1042 is late', '<c1@customer.test>', ['<a0@customer.test>']);
    const req = await reply(conversationId, 'It left today. <b>Tracking</b> & more\nsoon');
    const result = await send(req);
    const ours = `<m-${req.messageId}@shop.test>`;
    expect(result).toEqual({ ok: true, externalIds: [ours] });
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope).toEqual({ from: 'support@shop.test', to: [rosa] });
    const parsed = mail!.parsed;
    expect(parsed.from?.value).toEqual([{ name: 'Shop Support', address: 'support@shop.test' }]);
    expect(parsed.subject).toBe('Re: Order 1042 is late');
    expect(parsed.messageId).toBe(ours);
    expect(parsed.inReplyTo).toBe('<c1@customer.test>');
    expect(parsed.references).toEqual(['<a0@customer.test>', '<c1@customer.test>']);
    expect(parsed.text?.trim()).toBe('It left today. <b>Tracking</b> & more\nsoon');
    expect(parsed.html).toContain('It left today. &lt;b&gt;Tracking&lt;/b&gt; &amp; more');
    expect(parsed.html).not.toContain('<b>');
  });

  it('stores its subject and thread headers on the message, for the console and the customer’s answer', async () => {
    const conversationId = await customerWrote('Refund', '<c2@customer.test>');
    const req = await reply(conversationId, 'Done.');
    await send(req);
    const [row] = await api.deps.db.select({ meta: messages.meta }).from(messages).where(eq(messages.id, req.messageId));
    expect(row!.meta).toEqual({
      email: { subject: 'Re: Refund', from: 'Shop Support <support@shop.test>', to: [rosa], messageId: `<m-${req.messageId}@shop.test>`, inReplyTo: '<c2@customer.test>', references: ['<c2@customer.test>'] },
    });
  });

  it('answers the customer’s latest mail, and never stacks “Re:”', async () => {
    const conversationId = await customerWrote('Re: RE: Invoice', '<c3@customer.test>');
    const { conversation } = await ingestInbound(api.deps, {
      channel,
      externalContactId: rosa,
      externalMessageId: '<c4@customer.test>',
      text: 'And?',
      // A minute later (the test clock stands still, and equal times would leave the order to chance).
      at: new Date(api.clock.now.getTime() + 60_000),
      meta: { email: { subject: 'Aw: Invoice', messageId: '<c4@customer.test>', inReplyTo: '<c3@customer.test>', references: ['<c3@customer.test>'] } },
      thread: { conversationId },
    });
    expect(conversation.id).toBe(conversationId);
    await send(await reply(conversationId, 'Sent again.'));
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe('Re: Invoice');
    expect(mail!.parsed.inReplyTo).toBe('<c4@customer.test>');
    expect(mail!.parsed.references).toEqual(['<c3@customer.test>', '<c4@customer.test>']);
  });

  it('carries every file as an attachment, byte for byte', async () => {
    const conversationId = await customerWrote('Photos', '<c5@customer.test>');
    const png = pngBytes(300);
    const files = [await stored(png, 'label.png'), await stored(pdfBytes(), 'invoice.pdf')];
    expect((await send(await reply(conversationId, 'Here they are.', files))).ok).toBe(true);
    const [mail] = await sink.waitFor(1);
    const attachments = mail!.parsed.attachments.map((a) => ({ name: a.filename, type: a.contentType, bytes: a.content }));
    expect(attachments).toEqual([
      { name: 'label.png', type: 'image/png', bytes: png },
      { name: 'invoice.pdf', type: 'application/pdf', bytes: pdfBytes() },
    ]);
  });

  it('gives up when a file is no longer stored, sending nothing', async () => {
    const conversationId = await customerWrote('Gone', '<c6@customer.test>');
    const result = await send(await reply(conversationId, 'See file', [{ id: randomUUID(), name: 'old.pdf', mime: 'application/pdf', size: 10, url: '' }]));
    expect(result).toEqual({ ok: false, kind: 'give up', reason: 'The file old.pdf is no longer stored' });
    expect(sink.received).toHaveLength(0);
  });
});

describe('failures', () => {
  it('retries a temporary refusal (451), and the next try goes through', async () => {
    const conversationId = await customerWrote('Busy', '<c7@customer.test>');
    const req = await reply(conversationId, 'Hello');
    sink.fail('busy');
    expect(await send(req)).toMatchObject({ ok: false, kind: 'retry', reason: expect.stringContaining('451 Temporary local problem') });
    expect(await send({ ...req, attempts: 1 })).toEqual({ ok: true, externalIds: [`<m-${req.messageId}@shop.test>`] });
    expect(sink.received.map((m) => m.parsed.messageId)).toEqual([`<m-${req.messageId}@shop.test>`]);
  });

  it('gives up on a permanent refusal (550) with the server’s words', async () => {
    const conversationId = await customerWrote('Nobody', '<c8@customer.test>');
    sink.fail('rejected');
    expect(await send(await reply(conversationId, 'Hello'))).toEqual({ ok: false, kind: 'give up', reason: 'The mail server refused the mail (550 Mailbox unavailable: no such user here)' });
    expect(sink.received).toHaveLength(0);
  });

  it('asks for a reconnect when the login is refused (535), and logs in afresh afterwards', async () => {
    const conversationId = await customerWrote('Password', '<c9@customer.test>');
    closeTransport(channel.id);
    sink.fail('revoked');
    const result = await send(await reply(conversationId, 'Hello'));
    expect(result).toMatchObject({ ok: false, kind: 'reconnect', reason: expect.stringContaining('refused the SMTP login') });
    expect(sink.refusals.revoked).toBe(1);
    expect((await send(await reply(conversationId, 'Again'))).ok).toBe(true);
  });

  it('logs in afresh when the settings change: a pooled connection of the old password is not reused', async () => {
    const changing = await emailChannel('Changing');
    const conversationId = await customerWrote('Pool', '<c11@customer.test>', [], changing);
    expect((await send(await reply(conversationId, 'First', [], changing))).ok).toBe(true);
    const wrong = { ...servers(sink.port), smtp: { ...servers(sink.port).smtp, password: 'changed-by-mistake' } };
    const changed = (await updateChannel(api.deps.db, workspaceId, changing.id, { settings: storedEmailSettings(api.deps, changing.id, wrong) }))!;
    expect(await send(await reply(conversationId, 'Second', [], changed))).toMatchObject({ ok: false, kind: 'reconnect' });
  });

  it('retries when the server cannot be reached', async () => {
    const closed = await startSmtpSink();
    const port = closed.port;
    await closed.close();
    const unreachable = await emailChannel('Unreachable', port);
    const conversationId = await customerWrote('Down', '<c10@customer.test>', [], unreachable);
    expect(await send(await reply(conversationId, 'Hello', [], unreachable))).toMatchObject({ ok: false, kind: 'retry', reason: expect.stringContaining('could not be reached') });
  });
});
