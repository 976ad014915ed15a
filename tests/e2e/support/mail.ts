// The mails the api sent, read from its log (the e2e stack has no SMTP server: the api logs each mail
// as a JSON line at info level, and support/stack.ts copies its output into the data folder).

import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { apiLogFile } from './stack';

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

export function mailsTo(address: string): LoggedMail[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the stack was not started by globalSetup');
  let log = '';
  try {
    log = readFileSync(apiLogFile(dataDir), 'utf8');
  } catch {
    return [];
  }
  const mails: LoggedMail[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{') || !line.includes('"mail')) continue;
    try {
      const entry = JSON.parse(line) as Partial<LoggedMail> & { msg?: string };
      if (entry.msg?.startsWith('mail') && entry.to?.toLowerCase() === address.toLowerCase()) {
        mails.push({ to: entry.to, subject: entry.subject ?? '', text: entry.text ?? '' });
      }
    } catch {
      // a line still being written
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
