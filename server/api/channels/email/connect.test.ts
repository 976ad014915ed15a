// Connecting a mailbox against real servers: a throwaway Dovecot for IMAP and the SMTP sink. Saving the
// channel logs in to both; a refusal is a 400 naming the field, and nothing is stored.
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type FakeDovecot } from '../../../../tests/fakes/mail/dovecot';
import { startSmtpSink, type SmtpSink } from '../../../../tests/fakes/mail/smtpSink';
import { messages } from '../../db/inboxSchema';
import { findChannel } from '../../modules/channels/repository';
import { ingestInbound } from '../../modules/conversations/ingest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { emailDefinition } from './definition';
import { closeAllTransports } from './outbound/transports';
import { typedEmailSettings, type LocalMailServers } from './testSettings';

const mailbox = { user: 'support@shop.test', password: 'imap-secret' };
let dovecot: FakeDovecot;
let sink: SmtpSink;
let api: TestApi;
let admin: TestAgent;
let servers: LocalMailServers;
let workspaceId: string;

beforeAll(async () => {
  [dovecot, sink, api] = await Promise.all([startDovecot([mailbox]), startSmtpSink(), createTestApi()]);
  workspaceId = (await seedUser(api, { email: 'admin@email-connect.test' })).workspaceId;
  admin = await login(api, 'admin@email-connect.test');
  servers = {
    address: mailbox.user,
    imap: { host: dovecot.host, port: dovecot.port, user: mailbox.user, password: mailbox.password },
    smtp: { host: sink.host, port: sink.port, user: sink.user, password: sink.password },
  };
});
afterAll(async () => {
  closeAllTransports();
  await Promise.all([dovecot?.stop(), sink?.close(), api?.close()]);
});

/** The mails in the mailbox's Sent folder (none while it does not exist). */
async function sentFolder(): Promise<{ id: string | undefined; seen: boolean | undefined }[]> {
  const imap = await dovecot.client(mailbox.user);
  try {
    if (!(await imap.list()).some((f) => f.path === 'Sent')) return [];
    const lock = await imap.getMailboxLock('Sent');
    try {
      const found = [];
      for await (const m of imap.fetch('1:*', { envelope: true, flags: true })) found.push({ id: m.envelope?.messageId, seen: m.flags?.has('\\Seen') });
      return found;
    } finally {
      lock.release();
    }
  } finally {
    await imap.logout();
  }
}

const create = (settings: Record<string, unknown>) => xhr(admin, 'post', '/v2/api/channels', { type: 'EMAIL', name: 'Support', settings });
const count = async () => (await xhr(admin, 'get', '/v2/api/channels?type=EMAIL')).body.data.length as number;

describe('saving an e-mail channel', () => {
  it('logs in to IMAP and SMTP, stores the passwords sealed and never answers them', async () => {
    const res = await create(typedEmailSettings(servers));
    expect(res.status).toBe(200);
    expect(res.body.data.secretsSet).toEqual(['imapPassword', 'smtpPassword']);
    expect(JSON.stringify(res.body.data)).not.toContain(mailbox.password);
    expect(res.body.data.settings).toMatchObject({ address: mailbox.user, afterImport: 'seen', imapPort: dovecot.port });
  });

  it('refuses a wrong IMAP password, naming the field, and stores nothing', async () => {
    const before = await count();
    const res = await create(typedEmailSettings({ ...servers, imap: { ...servers.imap, password: 'wrong' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['settings.imapPassword']);
    expect(res.body.fields['settings.imapPassword']).toMatch(/^The IMAP server refused this user name or password/);
    expect(await count()).toBe(before);
  });

  it('refuses a wrong SMTP password, and an SMTP port nothing listens on, naming each field', async () => {
    const wrong = await create(typedEmailSettings({ ...servers, smtp: { ...servers.smtp, password: 'wrong' } }));
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['settings.smtpPassword']);
    expect(wrong.body.message).toContain('The SMTP server refused this user name or password');
    const closed = await startSmtpSink();
    await closed.close();
    const nobody = await create(typedEmailSettings({ ...servers, smtp: { ...servers.smtp, port: closed.port } }));
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields).toEqual({ 'settings.smtpPort': `127.0.0.1 refused the connection on port ${closed.port}: check the SMTP port` });
  });
});

describe('forwarding instead of IMAP', () => {
  const smtpOnly = () => {
    const typed = typedEmailSettings(servers, { receive: 'forward' });
    for (const key of ['imapHost', 'imapPort', 'imapUser', 'imapPassword']) delete typed[key];
    return typed;
  };

  it('needs the IMAP fields only while mail is read over IMAP', async () => {
    const { receive: _receive, ...imapMode } = smtpOnly();
    const refused = await create(imapMode);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'settings.imapHost': 'Required to read mail over IMAP', 'settings.imapUser': 'Required to read mail over IMAP', 'settings.imapPassword': 'Required to read mail over IMAP' });
    const made = await create(smtpOnly());
    expect(made.status).toBe(200);
    expect(made.body.data.secretsSet).toEqual(['smtpPassword']);
  });

  it('shows the forwarding address with the channel’s secret, logs in to SMTP only, and listens to nothing', async () => {
    const made = (await create(smtpOnly())).body.data;
    const row = (await findChannel(api.deps.db, workspaceId, made.id))!;
    const [forwarding] = emailDefinition.valuesToCopy!(api.deps, row);
    expect(forwarding).toMatchObject({ label: 'Forwarding address', secret: true, value: `${api.deps.config.publicUrl}/v2/api/channels/email/${row.publicId}/webhook?token=${row.secret}` });
    expect(await emailDefinition.testConnection!(api.deps, row)).toEqual({ ok: true, detail: `Logged in to ${sink.host} (SMTP); mail comes in forwarded to the channel’s address.` });
    const stop = new AbortController();
    let returned = false;
    const listening = emailDefinition.listening!.listen(api.deps, row, { signal: stop.signal, cursor: {}, deliver: async () => undefined, saveCursor: async () => undefined }).then(() => void (returned = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(returned).toBe(false);
    stop.abort();
    await listening;
    expect(returned).toBe(true);
  });
});

describe('testing the connection and keeping replies in Sent', () => {
  it('answers in words what each server said', async () => {
    const made = (await create(typedEmailSettings(servers))).body.data;
    const row = (await findChannel(api.deps.db, workspaceId, made.id))!;
    expect(await emailDefinition.testConnection!(api.deps, row)).toEqual({ ok: true, detail: `Logged in to ${dovecot.host} (IMAP) and ${sink.host} (SMTP).` });
    const changed = await xhr(admin, 'put', `/v2/api/channels/${made.id}`, { settings: { imapPassword: 'rotated-at-provider' } });
    expect(changed.status).toBe(400);
    const stale = { ...row, settings: { ...row.settings, imapUser: 'nobody@shop.test' } };
    expect(await emailDefinition.testConnection!(api.deps, stale)).toMatchObject({ ok: false, reason: expect.stringMatching(/^The IMAP server refused this user name or password/) });
  });

  it('files a copy of the reply in the mailbox’s Sent folder when asked to', async () => {
    const made = (await create(typedEmailSettings(servers, { saveSent: true }))).body.data;
    const channel = (await findChannel(api.deps.db, workspaceId, made.id))!;
    const { conversation } = await ingestInbound(api.deps, { channel, externalContactId: 'rosa@customer.test', externalMessageId: '<s1@customer.test>', text: 'Hi', meta: { email: { subject: 'Hi', messageId: '<s1@customer.test>' } }, thread: { conversationId: null } });
    const [reply] = await api.deps.db
      .insert(messages)
      .values({ workspaceId: channel.workspaceId, conversationId: conversation.id, channelId: channel.id, direction: 'outbound', authorType: 'agent', text: 'Hello Rosa', deliveryState: 'pending' })
      .returning({ id: messages.id });
    const request = { channel, conversationId: conversation.id, recipientExternalId: 'rosa@customer.test', messageId: reply!.id, text: 'Hello Rosa', attachments: [], meta: null, createdAt: new Date(), deliveryId: 'd', attempts: 0 };
    expect((await emailDefinition.outbound!.send(api.deps, request)).ok).toBe(true);
    // Filed after the reply is accepted, without holding the outbox up.
    await expect.poll(() => sentFolder(), { timeout: 15_000 }).toEqual([{ id: `<m-${reply!.id}@shop.test>`, seen: true }]);
  });
});
