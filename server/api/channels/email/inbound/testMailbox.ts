// Tests only: an EMAIL channel reading a throwaway Dovecot's mailbox, and waiting for a mail to be stored.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FakeDovecot } from '../../../../../tests/fakes/mail/dovecot';
import { messages } from '../../../db/inboxSchema';
import { insertChannel, updateChannel } from '../../../modules/channels/repository';
import type { TestApi } from '../../../testing/harness';
import type { ChannelRow } from '../../connector';
import { storedEmailSettings } from '../testSettings';

export async function mailboxChannel(api: TestApi, workspaceId: string, imap: FakeDovecot, login: { user: string; password: string }, extra: Record<string, unknown> = {}): Promise<ChannelRow> {
  const row = await insertChannel(api.deps.db, { workspaceId, type: 'EMAIL', name: `Mailbox ${login.user}`, settings: {} });
  const servers = { address: login.user, imap: { host: imap.host, port: imap.port, ...login }, smtp: { host: '127.0.0.1', port: 9, user: login.user, password: 'unused' } };
  return (await updateChannel(api.deps.db, workspaceId, row.id, { settings: storedEmailSettings(api.deps, row.id, servers, extra) }))!;
}

/** The message stored with this Message-ID, once it is (10 s at most). */
export async function storedMail(api: TestApi, externalId: string): Promise<typeof messages.$inferSelect> {
  const find = () => api.deps.db.select().from(messages).where(eq(messages.externalId, externalId));
  await expect.poll(async () => (await find()).length, { timeout: 10_000 }).toBe(1);
  return (await find())[0]!;
}
