import type { Mail } from '../../mail/mailer';
import { ACCOUNT_ADDRESS_BACKOFF, OWNER_WARNING } from './throttleRules';

export interface WarningFacts {
  to: string;
  failures: number;
  addresses: number;
  since: Date;
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The mail that tells an account's owner someone keeps trying wrong passwords on it. */
export function ownerWarningMail(f: WarningFacts): Mail {
  const capMinutes = ACCOUNT_ADDRESS_BACKOFF.maxWaitMs / 60_000;
  const everyHours = OWNER_WARNING.everyMs / 3600_000;
  return {
    to: f.to,
    subject: 'Failed attempts to log in to your account',
    text: [
      `Someone tried to log in to your account (${f.to}) with a wrong password ${plural(f.failures, 'time', 'times')} since ${when(f.since)}, ` +
        `from ${plural(f.addresses, 'network address', 'different network addresses')}, in browsers that had never logged in to your account.`,
      'Nobody got in with these attempts. Each address that keeps guessing is made to wait longer and longer between tries ' +
        `(up to ${capMinutes} minutes); the browsers you have logged in with before are not held back, so you can still log in as usual.`,
      'If it was you, you can ignore this mail.',
      'If it was not: make sure your password is long and used nowhere else, and change it from the profile menu of the inbox ' +
        '(or with "Forgot your password?" on the login page). Tell an Administrator of your workspace if this goes on.',
      `We send this warning at most once ${everyHours === 1 ? 'an hour' : `every ${everyHours} hours`}.`,
    ].join('\n\n'),
  };
}
