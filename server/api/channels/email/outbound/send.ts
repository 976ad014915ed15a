// The outbound side: an agent's reply as one mail (text, its escaped HTML twin and the files, quoting
// nothing) threaded under the customer's latest mail, submitted over the channel's pooled SMTP
// transport. The mail is composed once, so the bytes submitted are the bytes filed in Sent.
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { EmailMeta } from '../../../../../src/domain/emailMeta';
import type { ApiDeps } from '../../../deps';
import { findUpload, uploadsDir } from '../../../modules/uploads/service';
import type { OutboundSide, SendRequest, SendResult } from '../../definition';
import { emailSettings } from '../settings';
import { fileInSent } from './sentCopy';
import { classifySmtpFailure, type SmtpError } from './smtpFailure';
import { htmlOfText, ourMessageId, replyHeaders, replySubject } from './threadRules';
import { mailToAnswer, saveEmailMeta } from './threadRepository';
import { closeTransport, transportFor } from './transports';

type Attachments = { filename: string; path: string; contentType: string }[];

async function storedFiles(deps: ApiDeps, req: SendRequest): Promise<Attachments | string> {
  const files: Attachments = [];
  for (const file of req.attachments) {
    const stored = await findUpload(deps, req.channel.workspaceId, file.id);
    if (!stored?.storagePath) return `The file ${file.name} is no longer stored`;
    files.push({ filename: file.name, path: path.join(uploadsDir(deps.config.dataDir), stored.storagePath), contentType: file.mime });
  }
  return files;
}

/**
 * One try. The reply's meta.email (subject and thread headers) is written on its message before the
 * submission: the 'sent' event re-reads the message, so the console shows the subject with it, and a
 * later try rewrites it with that try's headers (the Message-ID never changes: it is the message's id).
 */
async function send(deps: ApiDeps, req: SendRequest): Promise<SendResult> {
  const settings = emailSettings(deps, req.channel);
  if (!settings.smtp.pass) return { ok: false, kind: 'reconnect', reason: 'The e-mail channel has no SMTP password' };
  const files = await storedFiles(deps, req);
  if (typeof files === 'string') return { ok: false, kind: 'give up', reason: files };
  const parent = await mailToAnswer(deps, req.conversationId);
  const thread = replyHeaders(parent);
  const messageId = ourMessageId(req.messageId, settings.address);
  const from = { name: settings.displayName, address: settings.address };
  const meta: EmailMeta = {
    subject: replySubject(parent?.subject, `Message from ${settings.displayName}`),
    from: `${settings.displayName} <${settings.address}>`,
    to: [req.recipientExternalId],
    messageId,
    ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo } : {}),
    references: thread.references,
  };
  let raw: Buffer;
  try {
    raw = await new MailComposer({
      from,
      to: req.recipientExternalId,
      subject: meta.subject,
      messageId,
      ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo } : {}),
      ...(thread.references.length > 0 ? { references: thread.references } : {}),
      date: req.createdAt,
      text: req.text,
      html: htmlOfText(req.text),
      attachments: files,
    })
      .compile()
      .build();
  } catch (err) {
    return { ok: false, kind: 'give up', reason: `The mail could not be composed (${(err as Error).message})` };
  }
  await saveEmailMeta(deps, req.messageId, meta);
  try {
    await transportFor(req.channel.id, settings.smtp).sendMail({ envelope: { from: settings.address, to: [req.recipientExternalId] }, raw });
  } catch (err) {
    const failure = classifySmtpFailure(err as SmtpError);
    // A refused login, or a connection that failed without an SMTP answer, logs in afresh on the next try.
    if (failure.kind === 'reconnect' || (err as SmtpError).responseCode === undefined) closeTransport(req.channel.id);
    return failure;
  }
  // Not awaited: the acceptance must reach the outbox before its lease ends, however slow the IMAP server is.
  if (settings.saveSent) void fileInSent(deps, settings.imap, raw);
  return { ok: true, externalIds: [messageId] };
}

export const emailOutbound: OutboundSide = { send };
