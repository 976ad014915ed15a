import type { ApiDeps } from '../../deps';
import { hitLimit, type WindowCount } from '../../http/rateLimit';
import { sha256 } from '../../security/tokens';
import type { DeviceProof } from './deviceCookie';
import { countTry, type Bucket } from './throttle';
import { ownerWarningMail } from './throttleMail';
import { countSince, forget, readStreaks, replaceStreak, uncount } from './throttleRepository';
import {
  ACCOUNT_ADDRESS_BACKOFF,
  ADDRESS_BACKOFF,
  DEVICE_BACKOFF,
  OWNER_WARNING,
  addressBucket,
  shouldWarnOwner,
  type Decision,
} from './throttleRules';

/** Who tries to log in to which account: the e-mail as typed, the client's address, its device proof. */
export interface LoginAttempt {
  /** The account's bucket name: a hash of the e-mail, so keys stay short and never split on it. */
  account: string;
  address: string;
  /** Only when the browser's device cookie names the account's user. */
  device: DeviceProof | undefined;
}

export const loginAttempt = (email: string, ip: string, device: DeviceProof | undefined): LoginAttempt => ({
  account: sha256(email.trim().toLowerCase()),
  address: addressBucket(ip),
  device,
});

const failKey = (a: LoginAttempt) => `login:fail:${a.account}:${a.address}`;
const addressKey = (a: LoginAttempt) => `login:addr:${a.address}`;
const deviceKey = (d: DeviceProof) => `login:device:${d.nonce}`;

/** A known browser counts in its own bucket only; any other in the account-and-address and address buckets. */
function buckets(a: LoginAttempt): Bucket[] {
  if (a.device) return [{ key: deviceKey(a.device), backoff: DEVICE_BACKOFF }];
  return [
    { key: failKey(a), backoff: ACCOUNT_ADDRESS_BACKOFF },
    { key: addressKey(a), backoff: ADDRESS_BACKOFF },
  ];
}

/** Counts the try before the password is checked; a wait means the password must not be checked. */
export const countLoginTry = (deps: ApiDeps, a: LoginAttempt): Promise<Decision> => countTry(deps.db, buckets(a), deps.now());

/**
 * The owner got in: their own buckets start again. The address bucket only gives back this try, so
 * logging in to one's own account cannot wipe the failures an address ran up on other accounts.
 */
export async function loginSucceeded(deps: ApiDeps, a: LoginAttempt): Promise<void> {
  if (a.device) return forget(deps.db, [deviceKey(a.device)]);
  await Promise.all([forget(deps.db, [failKey(a)]), uncount(deps.db, addressKey(a))]);
}

/**
 * A wrong password from a browser the account does not know counts toward warning its owner (a known
 * browser's own mistakes do not). The mail goes out after the answer, so its time cannot tell whether
 * the account exists.
 */
export async function loginFailed(deps: ApiDeps, a: LoginAttempt, owner: { email: string } | undefined): Promise<void> {
  if (a.device) return;
  const now = deps.now();
  const window = await hitLimit(deps.db, `login:acct:${a.account}`, OWNER_WARNING.windowMs, now);
  if (!owner) return;
  void warnOwner(deps, a, owner.email, window, now).catch((err: unknown) =>
    deps.logger.error('login warning mail failed', { error: err instanceof Error ? err.message : String(err) }),
  );
}

async function warnOwner(deps: ApiDeps, a: LoginAttempt, to: string, window: WindowCount, now: Date): Promise<void> {
  const key = `login:warned:${a.account}`;
  const last = (await readStreaks(deps.db, [key])).get(key);
  if (!shouldWarnOwner(window.count, last?.lastAt, now)) return;
  // Compare and set: of several instances seeing the same failure count, one sends the mail.
  if (!(await replaceStreak(deps.db, key, last, { failures: (last?.failures ?? 0) + 1, lastAt: now }))) return;
  const since = new Date(window.resetAt.getTime() - OWNER_WARNING.windowMs);
  const addresses = await countSince(deps.db, `login:fail:${a.account}:`, since);
  await deps.mailer.send(ownerWarningMail({ to, failures: window.count, addresses, since }));
}

/** After a password reset the owner's address starts again on the account (the address bucket keeps its count). */
export const forgetAccountFailures = (deps: ApiDeps, email: string, ip: string): Promise<void> =>
  forget(deps.db, [failKey(loginAttempt(email, ip, undefined))]);
