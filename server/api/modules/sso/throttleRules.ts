import { isIPv4, isIPv6 } from 'node:net';

// Pure decisions of the login throttle (OWASP Authentication Cheat Sheet: slow the guesser down, never
// lock the owner out). The database keeps one streak per bucket; these rules read it with the clock.

/** How one bucket slows down: a few free failures, then waits doubling up to a cap. */
export interface Backoff {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** A quiet spell this long (no counted try) forgets the streak. */
  forgetAfterMs: number;
}

/** Failed tries counted in a bucket, and when the last one was counted. */
export interface Streak {
  failures: number;
  lastAt: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 5 free tries, then 1, 2, 4, 8 and at most 15 minutes between tries; forgotten after a quiet hour. */
const GUESSING: Backoff = { freeFailures: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: HOUR };

/** One account from one address (in a browser without this account's device cookie). */
export const ACCOUNT_ADDRESS_BACKOFF: Backoff = GUESSING;
/** One address across every account: room for an office behind one address, not for a sprayer. */
export const ADDRESS_BACKOFF: Backoff = { ...GUESSING, freeFailures: 20 };
/** One browser holding this account's device cookie: its own failures only. */
export const DEVICE_BACKOFF: Backoff = GUESSING;

/**
 * Recovery codes asked for one e-mail address: 5 free, then the same waits. The cap is no longer than a
 * code lives (15 minutes), so whoever keeps asking for someone's codes never leaves the owner without a
 * working one: a refused request leaves the latest code valid.
 */
export const RECOVERY_REQUEST_BACKOFF: Backoff = GUESSING;
/** Wrong or unusable recovery codes from one address, across every account. */
export const RECOVERY_CODE_BACKOFF: Backoff = { ...GUESSING, freeFailures: 10 };
/** Wrong old passwords in the profile's password change, per user (only a session of theirs can try). */
export const OLD_PASSWORD_BACKOFF: Backoff = GUESSING;

/** The owner is told after 10 failures on the account in 24 hours, at most once an hour. */
export const OWNER_WARNING = { failures: 10, windowMs: 24 * HOUR, everyMs: HOUR };

export const isForgotten = (backoff: Backoff, streak: Streak, now: Date): boolean =>
  now.getTime() - streak.lastAt.getTime() >= backoff.forgetAfterMs;

/** How long this bucket must still wait before its next try; 0 when it may try now. */
export function waitMs(backoff: Backoff, streak: Streak | undefined, now: Date): number {
  if (!streak || isForgotten(backoff, streak, now) || streak.failures < backoff.freeFailures) return 0;
  const doublings = Math.min(streak.failures - backoff.freeFailures, 30);
  const wait = Math.min(backoff.maxWaitMs, backoff.firstWaitMs * 2 ** doublings);
  // Clamped to the cap as well: a clock set back must not stretch a wait.
  return Math.min(wait, Math.max(0, streak.lastAt.getTime() + wait - now.getTime()));
}

/** The streak once one more try is counted (a forgotten streak starts again). */
export function nextStreak(backoff: Backoff, streak: Streak | undefined, now: Date): Streak {
  const failures = !streak || isForgotten(backoff, streak, now) ? 1 : streak.failures + 1;
  return { failures, lastAt: now };
}

export type Decision = { kind: 'allow' } | { kind: 'wait'; seconds: number };

/** A try goes ahead only when every bucket it counts in may try now; otherwise the longest wait. */
export function decide(buckets: readonly { backoff: Backoff; streak: Streak | undefined }[], now: Date): Decision {
  const wait = Math.max(0, ...buckets.map((b) => waitMs(b.backoff, b.streak, now)));
  return wait === 0 ? { kind: 'allow' } : { kind: 'wait', seconds: Math.ceil(wait / 1000) };
}

/** Whether this failure on the account should mail its owner. */
export function shouldWarnOwner(failuresInWindow: number, lastWarnedAt: Date | undefined, now: Date): boolean {
  if (failuresInWindow < OWNER_WARNING.failures) return false;
  return !lastWarnedAt || now.getTime() - lastWarnedAt.getTime() >= OWNER_WARNING.everyMs;
}

/** "45 seconds", "1 minute", "15 minutes": what the page tells a person to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The address a bucket counts: an IPv4-mapped address as plain IPv4, an IPv6 address as its /64 (one
 * customer's network is usually a whole /64, so counting single addresses there would count nothing).
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail takes two groups; it only ever sits in the low 64 bits we drop.
  const rightGroups = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}
