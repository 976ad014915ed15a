// The inbound side against a real IMAP server (the throwaway Dovecot of tests/fakes/mail): mails
// APPENDed as a delivery agent would are read by the listener the api runs, in IDLE.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type FakeDovecot } from '../../../../../tests/fakes/mail/dovecot';
import { contacts, conversations, messages } from '../../../db/inboxSchema';
import { channelOutbox, channelPollLeases } from '../../../db/outboxSchema';
import { pdfBytes, pngBytes } from '../../../modules/uploads/testFiles';
import { createTestApi, seedUser, type TestApi } from '../../../testing/harness';
import type { ChannelRow } from '../../connector';
import type { ChannelDefinition } from '../../definition';
import { createListeningRunner, type ListeningRunner } from '../../listening/runner';
import { emailDefinition } from '../definition';
import { ourMessageId } from '../outbound/threadRules';
import { createImapListener } from './imapListener';
import { mailboxChannel, storedMail } from './testMailbox';
import { bounceOf, customerMail } from './testMails';

const SUPPORT = 'support@shop.test';
let imap: FakeDovecot;
let api: TestApi;
let workspaceId: string;
let channel: ChannelRow;
let runner: ListeningRunner;
const definition: ChannelDefinition = { ...emailDefinition, listening: createImapListener({ pollMs: 200 }) };
const definitionFor = (type: string) => (type === 'EMAIL' ? definition : undefined);
const newRunner = (owner: string) => createListeningRunner(api.deps, { owner, backoff: { firstMs: 50, maxMs: 500 }, definitionFor });

/** The customer's mails stored on the channel. */
const mailsOf = (conversationId?: string) =>
  api.deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.channelId, channel.id), eq(messages.direction, 'inbound'), conversationId ? eq(messages.conversationId, conversationId) : undefined))
    .orderBy(messages.createdAt);
const stored = (externalId: string) => storedMail(api, externalId);

beforeAll(async () => {
  imap = await startDovecot([{ user: SUPPORT, password: 'imap-secret' }]);
  api = await createTestApi();
  workspaceId = (await seedUser(api, { email: 'admin@email-in.test' })).workspaceId;
  channel = await mailboxChannel(api, workspaceId, imap, { user: SUPPORT, password: 'imap-secret' });
  runner = newRunner('a');
  await runner.tick();
});
afterAll(async () => {
  await runner?.stop();
  await api?.close();
  await imap?.stop();
});

describe('mail read from the IMAP mailbox', () => {
  it('opens a conversation with the subject, safe HTML, its inline image and attachment, and marks the mail read', async () => {
    const uid = await imap.append(
      SUPPORT,
      customerMail({
        subject: 'Order 1 is late',
        messageId: '<order-1@customer.test>',
        text: 'Where is my parcel?\n\nOn Mon, Shop wrote:\n> It left today',
        html: '<p>Where is my <b>parcel</b>?</p><img src="cid:logo@customer.test" alt="logo"><img src="https://tracker.example/p.gif"><script>alert(1)</script>',
        files: [
          { name: 'logo.png', mime: 'image/png', bytes: pngBytes(), cid: 'logo@customer.test' },
          { name: 'invoice.pdf', mime: 'application/pdf', bytes: pdfBytes() },
        ],
      }),
    );
    const message = await stored('<order-1@customer.test>');
    expect(message.text).toBe('Where is my parcel?\n\nOn Mon, Shop wrote:\n> It left today');
    const email = message.meta!.email!;
    expect(email).toMatchObject({ subject: 'Order 1 is late', from: 'Rosa Diaz <rosa@customer.test>', to: ['Shop Support <support@shop.test>'], messageId: '<order-1@customer.test>', quoteStart: 21 });
    expect(email.html).toMatch(/^<p>Where is my <b>parcel<\/b>\?<\/p><img alt="logo" src="\/v2\/api\/files\/[0-9a-f-]{36}\/logo.png" \/>$/);
    expect(message.attachments.map((a) => [a.name, a.mime])).toEqual([['invoice.pdf', 'application/pdf']]);
    const [contact] = await api.deps.db.select().from(contacts).innerJoin(conversations, eq(conversations.contactId, contacts.id)).where(eq(conversations.id, message.conversationId));
    expect(contact!.contacts).toMatchObject({ name: 'Rosa Diaz', email: 'rosa@customer.test' });
    const reader = await imap.client(SUPPORT);
    await reader.mailboxOpen('INBOX');
    const fetched = await reader.fetchOne(String(uid), { flags: true }, { uid: true });
    await reader.logout();
    expect(fetched && fetched.flags?.has('\\Seen')).toBe(true);
  });

  it('continues the conversation for a reply, opens another for a new subject, and stores a mail seen twice once', async () => {
    const first = await stored('<order-1@customer.test>');
    await imap.append(SUPPORT, customerMail({ subject: 'Re: Order 1 is late', messageId: '<order-1-re@customer.test>', inReplyTo: '<order-1@customer.test>', references: ['<order-1@customer.test>'], text: 'Any news?' }));
    expect((await stored('<order-1-re@customer.test>')).conversationId).toBe(first.conversationId);
    // An answer to our reply threads by our own Message-ID (a client may drop the older References).
    const [reply] = await api.deps.db
      .insert(messages)
      .values({ workspaceId, conversationId: first.conversationId, channelId: channel.id, direction: 'outbound', authorType: 'agent', text: 'It comes Friday', deliveryState: 'sent' })
      .returning();
    await imap.append(SUPPORT, customerMail({ subject: 'Re: Order 1 is late', messageId: '<order-1-re2@customer.test>', inReplyTo: ourMessageId(reply!.id, SUPPORT), text: 'Thanks' }));
    expect((await stored('<order-1-re2@customer.test>')).conversationId).toBe(first.conversationId);
    await imap.append(SUPPORT, customerMail({ subject: 'A new question', messageId: '<question@customer.test>', text: 'Do you ship to Peru?' }));
    const other = await stored('<question@customer.test>');
    expect(other.conversationId).not.toBe(first.conversationId);
    await imap.append(SUPPORT, customerMail({ subject: 'A new question', messageId: '<question@customer.test>', text: 'Do you ship to Peru?' }));
    await imap.append(SUPPORT, customerMail({ subject: 'Marker', messageId: '<marker-1@customer.test>', text: 'after the duplicate' }));
    await stored('<marker-1@customer.test>');
    expect((await mailsOf(other.conversationId)).map((m) => m.externalId)).toEqual(['<question@customer.test>']);
  });

  it('opens nothing for automatic mail, and a bounce marks our reply failed', async () => {
    const first = await stored('<order-1@customer.test>');
    const [reply] = await api.deps.db
      .insert(messages)
      .values({ workspaceId, conversationId: first.conversationId, channelId: channel.id, direction: 'outbound', authorType: 'agent', text: 'Your parcel left today.', deliveryState: 'sent' })
      .returning();
    const ours = ourMessageId(reply!.id, SUPPORT);
    await api.deps.db.insert(channelOutbox).values({ workspaceId, channelId: channel.id, messageId: reply!.id, conversationId: first.conversationId, recipientExternalId: 'rosa@customer.test', state: 'sent', externalIds: [ours] });
    const before = (await mailsOf()).length;
    await imap.append(SUPPORT, customerMail({ subject: 'Out of office', messageId: '<ooo@customer.test>', text: 'I am away', headers: { 'Auto-Submitted': 'auto-replied' } }));
    await imap.append(SUPPORT, customerMail({ subject: 'News', messageId: '<news@list.test>', text: 'Our offers', headers: { 'List-Id': '<offers.list.test>' } }));
    await imap.append(SUPPORT, bounceOf(ours, 'rosa@customer.test'));
    await expect
      .poll(async () => (await api.deps.db.select().from(messages).where(eq(messages.id, reply!.id)))[0], { timeout: 10_000 })
      .toMatchObject({ deliveryState: 'failed', deliveryError: 'Not delivered: Status 5.1.1: smtp; 550 5.1.1 <rosa@customer.test>: Recipient address rejected: User unknown' });
    await imap.append(SUPPORT, customerMail({ subject: 'Marker', messageId: '<marker-2@customer.test>', text: 'after the automatic mail' }));
    await stored('<marker-2@customer.test>');
    expect((await mailsOf()).slice(before).map((m) => m.externalId)).toEqual(['<marker-2@customer.test>']);
  });

  it('keeps its place: another instance takes over from the cursor, importing what came meanwhile once', async () => {
    const [lease] = await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id));
    expect(lease!.cursor).toMatchObject({ folder: 'INBOX', lastUid: expect.any(Number), uidValidity: expect.any(String) });
    const count = (await mailsOf()).length;
    await runner.stop();
    await imap.append(SUPPORT, customerMail({ subject: 'While nobody listened', messageId: '<gap@customer.test>', text: 'hello?' }));
    runner = newRunner('b');
    await runner.tick();
    expect(runner.held()).toEqual([channel.id]);
    await stored('<gap@customer.test>');
    await imap.append(SUPPORT, customerMail({ subject: 'Marker', messageId: '<marker-3@customer.test>', text: 'live again' }));
    await stored('<marker-3@customer.test>');
    expect((await mailsOf()).length).toBe(count + 2);
  });
});
