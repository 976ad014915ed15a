// The mails the api sent, as the stack's real SMTP server received them (support/mailbox.ts writes each
// one into the stack's data folder as it arrives).

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { mailboxFile } from './mailbox';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** dataDir: the stack's data folder, that of globalSetup's stack unless a spec started its own. */
export function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR): ReceivedMail[] {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the stack was not started by globalSetup');
  let lines = '';
  try {
    lines = readFileSync(mailboxFile(dataDir), 'utf8');
  } catch {
    return [];
  }
  const mails: ReceivedMail[] = [];
  for (const line of lines.split('\n')) {
    try {
      const mail = JSON.parse(line) as { to: string[]; subject: string; text: string };
      const to = mail.to.find((recipient) => recipient.toLowerCase() === address.toLowerCase());
      if (to) mails.push({ to, subject: mail.subject, text: mail.text });
    } catch {
      // an empty line, or one still being written
    }
  }
  return mails;
}

/** Waits until the api has sent `count` mails to the address and returns the code in the last one. */
export async function codeMailedTo(address: string, count = 1): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { message: `mail number ${count} to ${address}` }).toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(mailsTo(address).at(-1)!.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail to ${address}`);
  return code;
}
