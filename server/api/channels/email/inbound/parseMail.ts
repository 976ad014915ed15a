// One raw mail (RFC 5322 bytes, from IMAP or the forwarding endpoint) into what the inbox stores
// (channels.md §2.3): the message with its subject, sanitized HTML, thread headers and files, a receipt
// for a delivery report, or nothing for an automatic mail (loopRules.ts).
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type Attachment as MailAttachment, type ParsedMail } from 'mailparser';
import type { EmailMeta } from '../../../../../src/domain/emailMeta';
import { messages } from '../../../db/inboxSchema';
import type { ApiDeps } from '../../../deps';
import { badRequest } from '../../../http/errors';
import type { ChannelRow } from '../../connector';
import type { InboundItem, RemoteFile } from '../../definition';
import { pullFiles } from '../../inbound/remoteFiles';
import { channelSetting } from '../../settingsStore';
import { EMAIL_FIELDS } from '../settings';
import { classifyMail, readBounce } from './loopRules';
import { quoteStart } from './quoteRules';
import { sanitizeMailHtml, textOfHtml } from './sanitizeMail';
import { threadIds, threadOfMail } from './threadLookup';
import { and, eq } from 'drizzle-orm';

/** A header as the mail wrote it (mailparser restructures some, List-Id among them), unfolded. */
const header = (mail: ParsedMail, name: string): string | undefined => {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
};

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((o) => o.value).map((a) => (a.name ? `${a.name} <${a.address ?? ''}>` : (a.address ?? ''))).filter(Boolean);

const idList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? value.split(/\s+/) : []).map((id) => id.trim()).filter(Boolean);

function remoteFile(part: MailAttachment, index: number): RemoteFile {
  const name = part.filename || `attachment-${index + 1}`;
  return { size: part.size, fetch: async () => ({ bytes: part.content, name, mime: part.contentType }) };
}

/** The inline images the HTML shows (cid:), stored as uploads: Content-ID → our url. A file not kept is dropped from the HTML. */
async function storeInline(deps: ApiDeps, channel: ChannelRow, parts: readonly MailAttachment[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const [index, part] of parts.entries()) {
    const { attachments } = await pullFiles(deps, channel.workspaceId, [remoteFile(part, index)]);
    if (attachments[0] && part.cid) urls.set(part.cid, attachments[0].url);
  }
  return urls;
}

async function alreadyStored(deps: ApiDeps, channel: ChannelRow, externalId: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: messages.id }).from(messages).where(and(eq(messages.channelId, channel.id), eq(messages.externalId, externalId))).limit(1);
  return row !== undefined;
}

/** The mail's items: one message, one receipt (a bounce of our reply), or none (automatic mail, already stored). */
export async function parseMail(deps: ApiDeps, channel: ChannelRow, raw: Buffer): Promise<InboundItem[]> {
  // A mail that cannot be read is refused (400): the listener passes it instead of retrying it forever.
  const mail = await simpleParser(raw, { skipImageLinks: true }).catch((err: unknown) => {
    throw badRequest(`The mail could not be read: ${err instanceof Error ? err.message : String(err)}`);
  });
  const contentType = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const sender = mail.from?.value[0];
  const fromAddress = sender?.address?.toLowerCase();
  const verdict = classifyMail({
    fromAddress,
    ownAddress: channelSetting(deps, channel, EMAIL_FIELDS.address) ?? '',
    contentType: contentType?.value,
    reportType: contentType?.params?.['report-type'],
    autoSubmitted: header(mail, 'auto-submitted'),
    precedence: header(mail, 'precedence'),
    xAutoreply: header(mail, 'x-autoreply'),
    listId: header(mail, 'list-id'),
  });
  if (verdict.kind === 'bounce') {
    const bounce = readBounce(raw.toString('latin1'), mail.messageId);
    deps.logger.info('mail bounce', { channelId: channel.id, bounced: bounce?.messageId });
    return bounce ? [{ kind: 'receipt', externalMessageId: bounce.messageId, state: 'failed', reason: bounce.reason }] : [];
  }
  if (verdict.kind === 'skip' || !fromAddress) {
    deps.logger.info('mail skipped', { channelId: channel.id, messageId: mail.messageId, reason: verdict.kind === 'skip' ? verdict.reason : 'no sender' });
    return [];
  }
  const externalMessageId = mail.messageId ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  // Checked before the inline images are stored: a mail seen again (a resync, a redelivery) stores nothing.
  if (await alreadyStored(deps, channel, externalMessageId)) return [];
  const shown = mail.html ? mail.attachments.filter((a) => a.cid && (mail.html as string).includes(`cid:${a.cid}`)) : [];
  const html = mail.html ? sanitizeMailHtml(mail.html, await storeInline(deps, channel, shown)).trim() : undefined;
  const subject = mail.subject ?? '';
  const text = (mail.text?.trim() ? mail.text.trim() : html ? textOfHtml(html) : '') || subject || '(empty mail)';
  const references = idList(mail.references);
  const quote = quoteStart(text);
  const email: EmailMeta = {
    subject,
    from: addresses(mail.from)[0] ?? fromAddress,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    ...(html ? { html } : {}),
    ...(quote !== undefined ? { quoteStart: quote } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo.trim() } : {}),
    ...(references.length ? { references } : {}),
  };
  const files = mail.attachments.filter((a) => !shown.includes(a)).map(remoteFile);
  const ids = threadIds(mail.inReplyTo, references);
  return [
    {
      kind: 'message',
      message: {
        externalContactId: fromAddress,
        ...(sender?.name ? { contactName: sender.name } : {}),
        email: fromAddress,
        externalMessageId,
        text,
        ...(files.length ? { files } : {}),
        ...(mail.date ? { at: mail.date } : {}),
        meta: { email },
        thread: (d, ch) => threadOfMail(d, ch, ids),
      },
    },
  ];
}
