// The mailbox settings and server differences: after import move or delete, a server without IDLE
// (polled), a folder renumbered (UIDVALIDITY changed), a mail without Message-ID, a file over the limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type FakeDovecot } from '../../../../../tests/fakes/mail/dovecot';
import { channels, messages } from '../../../db/inboxSchema';
import { channelPollLeases } from '../../../db/outboxSchema';
import { pngBytes } from '../../../modules/uploads/testFiles';
import { createTestApi, seedUser, type TestApi } from '../../../testing/harness';
import type { ChannelDefinition } from '../../definition';
import { createListeningRunner, type ListeningRunner } from '../../listening/runner';
import { emailDefinition } from '../definition';
import { createImapListener, IMPORTED_FOLDER, LOGIN_REFUSED } from './imapListener';
import { mailboxChannel, storedMail } from './testMailbox';
import { customerMail } from './testMails';

const users = ['move', 'delete', 'renumbered', 'plain'].map((name) => ({ user: `${name}@shop.test`, password: `${name}-pw` }));
const [MOVE, DELETE, RENUMBERED, PLAIN] = users as [(typeof users)[number], (typeof users)[number], (typeof users)[number], (typeof users)[number]];
let imap: FakeDovecot;
let noIdle: FakeDovecot;
let api: TestApi;
let workspaceId: string;
let runner: ListeningRunner;
const definition: ChannelDefinition = { ...emailDefinition, listening: createImapListener({ pollMs: 200 }) };
const newRunner = () => createListeningRunner(api.deps, { backoff: { firstMs: 50, maxMs: 500 }, definitionFor: (t) => (t === 'EMAIL' ? definition : undefined) });

async function folderUids(user: { user: string }, folder: string, server = imap): Promise<number[]> {
  const client = await server.client(user.user);
  try {
    const lock = await client.getMailboxLock(folder);
    try {
      return (await client.search({ all: true }, { uid: true })) || [];
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

beforeAll(async () => {
  [imap, noIdle] = await Promise.all([startDovecot(users), startDovecot([PLAIN], { capabilities: 'IMAP4rev1 LITERAL+ SASL-IR LOGIN-REFERRALS ID ENABLE UIDPLUS MOVE' })]);
  api = await createTestApi({ UPLOAD_MAX_BYTES: '2048' });
  workspaceId = (await seedUser(api, { email: 'admin@imap-options.test' })).workspaceId;
  runner = newRunner();
});
afterAll(async () => {
  await runner?.stop();
  await api?.close();
  await Promise.all([imap?.stop(), noIdle?.stop()]);
});

describe('mailbox settings and servers', () => {
  it('moves an imported mail to Imported, or deletes it, per the channel’s setting', async () => {
    await mailboxChannel(api, workspaceId, imap, MOVE, { afterImport: 'move' });
    await mailboxChannel(api, workspaceId, imap, DELETE, { afterImport: 'delete' });
    await runner.tick();
    await imap.append(MOVE.user, customerMail({ subject: 'Move me', messageId: '<move@customer.test>', text: 'one' }));
    await imap.append(DELETE.user, customerMail({ subject: 'Delete me', messageId: '<delete@customer.test>', text: 'two' }));
    await storedMail(api, '<move@customer.test>');
    await storedMail(api, '<delete@customer.test>');
    await expect.poll(() => folderUids(MOVE, 'INBOX')).toEqual([]);
    expect(await folderUids(MOVE, IMPORTED_FOLDER)).toHaveLength(1);
    await expect.poll(() => folderUids(DELETE, 'INBOX')).toEqual([]);
  });

  it('asks for a reconnection when the IMAP server refuses the password', async () => {
    const channel = await mailboxChannel(api, workspaceId, imap, { user: DELETE.user, password: 'wrong' });
    await runner.tick();
    const row = async () => (await api.deps.db.select().from(channels).where(eq(channels.id, channel.id)))[0];
    await expect.poll(row, { timeout: 10_000 }).toMatchObject({ status: 'reconnect needed', statusReason: LOGIN_REFUSED });
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, channel.id));
    await runner.tick();
  });

  it('polls a server without IDLE', async () => {
    await mailboxChannel(api, workspaceId, noIdle, PLAIN);
    await runner.tick();
    await noIdle.append(PLAIN.user, customerMail({ subject: 'No IDLE here', messageId: '<polled@customer.test>', text: 'polled' }));
    expect((await storedMail(api, '<polled@customer.test>')).text).toBe('polled');
  });

  it('stores a mail without Message-ID under its hash, and names a file over the upload limit', async () => {
    await imap.append(MOVE.user, customerMail({ subject: 'No id', text: 'see the picture', files: [{ name: 'big.png', mime: 'image/png', bytes: pngBytes(4096) }] }));
    await expect.poll(async () => (await api.deps.db.select().from(messages).where(eq(messages.text, 'see the picture\n[The customer sent a file 1 over 2 KB: it was not kept.]'))).length, { timeout: 10_000 }).toBe(1);
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.text, 'see the picture\n[The customer sent a file 1 over 2 KB: it was not kept.]'));
    expect(row!.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('reads a renumbered folder again by date, storing only what it had not', async () => {
    const channel = await mailboxChannel(api, workspaceId, imap, RENUMBERED, { folder: 'Support' });
    const setup = await imap.client(RENUMBERED.user);
    await setup.mailboxCreate('Support');
    await setup.logout();
    await runner.tick();
    await imap.append(RENUMBERED.user, customerMail({ subject: 'First', messageId: '<first@customer.test>', text: 'first' }), 'Support');
    await storedMail(api, '<first@customer.test>');
    const before = (await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id)))[0]!.cursor;
    await runner.stop();
    const admin = await imap.client(RENUMBERED.user);
    await admin.mailboxDelete('Support');
    await admin.mailboxCreate('Support');
    await admin.logout();
    await imap.append(RENUMBERED.user, customerMail({ subject: 'First', messageId: '<first@customer.test>', text: 'first' }), 'Support');
    await imap.append(RENUMBERED.user, customerMail({ subject: 'Second', messageId: '<second@customer.test>', text: 'second' }), 'Support');
    runner = newRunner();
    await runner.tick();
    await storedMail(api, '<second@customer.test>');
    expect(await api.deps.db.select().from(messages).where(eq(messages.externalId, '<first@customer.test>'))).toHaveLength(1);
    const after = (await api.deps.db.select().from(channelPollLeases).where(eq(channelPollLeases.channelId, channel.id)))[0]!.cursor;
    expect(after.uidValidity).not.toBe(before.uidValidity);
  });
});
