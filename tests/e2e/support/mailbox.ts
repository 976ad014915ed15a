// The e2e stack's mailbox: a real SMTP server (server/api/testing/smtpServer.ts) that the api sends every
// mail to through SMTP_URL, as in production. Test workers are other processes, so each mail it accepts is
// written as a JSON line into the stack's data folder, where support/mail.ts reads it.

import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../server/api/testing/smtpServer';

export const mailboxFile = (dataDir: string) => path.join(dataDir, 'mailbox.jsonl');

export interface ReadMail {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes a MIME encoded word (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_match, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = unwrapped[i] === '=' ? unwrapped.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A MIME entity's headers (folded lines unfolded) and its body. */
function entity(raw: string): { header: (name: string) => string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { header: (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '', body };
}

/** The text of an entity: its text/plain part when it is multipart (a mail with an HTML twin), decoded. */
function textOf(raw: string): string {
  const { header, body } = entity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (/^multipart\//i.test(header('Content-Type')) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => part.replace(/^\r?\n/, ''));
    const plain = parts.find((part) => /^(text\/plain|multipart\/)/i.test(entity(part).header('Content-Type')));
    return plain ? textOf(plain) : '';
  }
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
}

/** Subject and text of a mail as nodemailer sends ours (7bit, quoted-printable or base64; the text part of one with HTML). */
export function readMail(mail: ReceivedMail): ReadMail {
  const { header } = entity(mail.raw);
  return { to: mail.to, subject: decodeWords(header('Subject')), text: textOf(mail.raw).replace(/\r\n/g, '\n') };
}

/** Starts the mailbox; each mail it accepts is appended to mailboxFile(dataDir). */
export function startMailbox(dataDir: string): Promise<TestSmtp> {
  return startTestSmtp({
    onMail: (mail) => {
      try {
        appendFileSync(mailboxFile(dataDir), `${JSON.stringify(readMail(mail))}\n`);
      } catch {
        // the folder is gone once the stack stopped
      }
    },
  });
}
