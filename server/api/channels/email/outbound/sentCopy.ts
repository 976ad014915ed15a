// The optional copy of a reply in the mailbox's Sent folder (most servers do not file mail submitted
// over SMTP there; Gmail does, so it is a setting). Best effort: the reply already left, so a failure
// here is logged and the reply stays sent.
import type { ApiDeps } from '../../../deps';
import { describeError } from '../../../http/errors';
import { imapClient } from '../connect';
import type { MailServer } from '../settings';

export async function fileInSent(deps: ApiDeps, server: MailServer, raw: Buffer): Promise<void> {
  const client = imapClient(server);
  try {
    await client.connect();
    const folders = await client.list();
    const sent = folders.find((f) => f.specialUse === '\\Sent')?.path ?? 'Sent';
    if (!folders.some((f) => f.path === sent)) await client.mailboxCreate(sent);
    await client.append(sent, raw, ['\\Seen']);
  } catch (err) {
    deps.logger.warn('e-mail reply not filed in Sent', describeError(err));
  } finally {
    await client.logout().catch(() => client.close());
  }
}
