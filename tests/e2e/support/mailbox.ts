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

/** Subject and text of a single-part mail as nodemailer sends our text mails (7bit, quoted-printable or base64). */
export function readMail(mail: ReceivedMail): ReadMail {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? mail.raw : mail.raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: mail.to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
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
