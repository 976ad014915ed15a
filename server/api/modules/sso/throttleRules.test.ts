import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../profile/verification';
import {
  ACCOUNT_ADDRESS_BACKOFF,
  ADDRESS_BACKOFF,
  DEVICE_BACKOFF,
  OLD_PASSWORD_BACKOFF,
  OWNER_WARNING,
  RECOVERY_CODE_BACKOFF,
  RECOVERY_REQUEST_BACKOFF,
  addressBucket,
  decide,
  isForgotten,
  nextStreak,
  shouldWarnOwner,
  waitMs,
  waitText,
  type Backoff,
} from './throttleRules';

const MINUTE = 60_000;
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const streak = (failures: number, lastAtMs = 0) => ({ failures, lastAt: at(lastAtMs) });

describe('the numbers', () => {
  it('gives one account from one address and one device 5 free tries, one address 20, then 1 to 15 minutes', () => {
    for (const b of [ACCOUNT_ADDRESS_BACKOFF, DEVICE_BACKOFF]) {
      expect(b).toEqual({ freeFailures: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE });
    }
    expect(ADDRESS_BACKOFF).toEqual({ freeFailures: 20, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE });
    expect(OWNER_WARNING).toEqual({ failures: 10, windowMs: 24 * 60 * MINUTE, everyMs: 60 * MINUTE });
  });

  it('gives recovery requests per e-mail and old passwords per user 5 free tries, codes per address 10, then the same waits', () => {
    expect(RECOVERY_REQUEST_BACKOFF).toEqual(ACCOUNT_ADDRESS_BACKOFF);
    expect(OLD_PASSWORD_BACKOFF).toEqual(ACCOUNT_ADDRESS_BACKOFF);
    expect(RECOVERY_CODE_BACKOFF).toEqual({ ...ACCOUNT_ADDRESS_BACKOFF, freeFailures: 10 });
  });

  it('never holds recovery requests for one e-mail longer than a mailed code lives', () => {
    expect(RECOVERY_REQUEST_BACKOFF.maxWaitMs).toBeLessThanOrEqual(CODE_TTL_MS);
  });
});

describe('waitMs', () => {
  const b = ACCOUNT_ADDRESS_BACKOFF;

  it('lets a bucket with no streak, or fewer failures than the free ones, try at once', () => {
    expect(waitMs(b, undefined, T0)).toBe(0);
    for (let failures = 0; failures < b.freeFailures; failures++) expect(waitMs(b, streak(failures), T0)).toBe(0);
  });

  it.each([
    [5, 1],
    [6, 2],
    [7, 4],
    [8, 8],
    [9, 15],
    [10, 15],
    [50, 15],
    [10_000, 15],
  ])('after %i failures waits %i minutes from the last one', (failures, minutes) => {
    expect(waitMs(b, streak(failures), T0)).toBe(minutes * MINUTE);
    expect(waitMs(b, streak(failures), at(30_000))).toBe(minutes * MINUTE - 30_000);
    expect(waitMs(b, streak(failures), at(minutes * MINUTE - 1))).toBe(1);
    expect(waitMs(b, streak(failures), at(minutes * MINUTE))).toBe(0);
  });

  it('forgets a streak after a quiet hour, not a millisecond before', () => {
    const s = streak(40);
    expect(isForgotten(b, s, at(60 * MINUTE - 1))).toBe(false);
    expect(isForgotten(b, s, at(60 * MINUTE))).toBe(true);
    expect(waitMs(b, s, at(60 * MINUTE))).toBe(0);
  });

  it('never waits longer than the cap nor less than nothing, whatever the streak and the clock', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: -3 * 3600_000, max: 3 * 3600_000 }), (failures, offset) => {
        const wait = waitMs(b, streak(failures), at(offset));
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(b.maxWaitMs);
        if (failures < b.freeFailures || offset >= b.forgetAfterMs) expect(wait).toBe(0);
      }),
    );
  });

  it('holds a clock that went backwards to the cap', () => {
    expect(waitMs(b, streak(9), at(-MINUTE))).toBe(15 * MINUTE);
    expect(waitMs(b, streak(5), at(-MINUTE))).toBe(MINUTE);
  });
});

describe('nextStreak', () => {
  const b: Backoff = ACCOUNT_ADDRESS_BACKOFF;

  it('starts at one, counts on, and starts again after a quiet hour', () => {
    expect(nextStreak(b, undefined, T0)).toEqual({ failures: 1, lastAt: T0 });
    expect(nextStreak(b, streak(3), at(MINUTE))).toEqual({ failures: 4, lastAt: at(MINUTE) });
    expect(nextStreak(b, streak(3), at(60 * MINUTE))).toEqual({ failures: 1, lastAt: at(60 * MINUTE) });
  });

  it('makes a guesser who waits each time as told wait 1, 2, 4, 8, 15, 15 minutes after the free tries', () => {
    let s: ReturnType<typeof nextStreak> | undefined;
    let now = 0;
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const wait = waitMs(b, s, at(now));
      waits.push(wait / MINUTE);
      now += wait;
      s = nextStreak(b, s, at(now));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 15, 15]);
  });
});

describe('decide', () => {
  it('allows when every bucket allows, otherwise waits the longest wait in whole seconds', () => {
    expect(decide([], T0)).toEqual({ kind: 'allow' });
    expect(decide([{ backoff: ADDRESS_BACKOFF, streak: streak(19) }, { backoff: DEVICE_BACKOFF, streak: undefined }], T0)).toEqual({ kind: 'allow' });
    expect(
      decide(
        [
          { backoff: ACCOUNT_ADDRESS_BACKOFF, streak: streak(5) },
          { backoff: ADDRESS_BACKOFF, streak: streak(21) },
        ],
        at(1),
      ),
    ).toEqual({ kind: 'wait', seconds: 120 });
    expect(decide([{ backoff: ACCOUNT_ADDRESS_BACKOFF, streak: streak(5) }], at(MINUTE - 1))).toEqual({ kind: 'wait', seconds: 1 });
  });
});

describe('shouldWarnOwner', () => {
  it('warns from the 10th failure in the window on, at most once an hour', () => {
    expect(shouldWarnOwner(9, undefined, T0)).toBe(false);
    expect(shouldWarnOwner(10, undefined, T0)).toBe(true);
    expect(shouldWarnOwner(500, undefined, T0)).toBe(true);
    expect(shouldWarnOwner(11, at(-60 * MINUTE + 1), T0)).toBe(false);
    expect(shouldWarnOwner(11, at(-60 * MINUTE), T0)).toBe(true);
    expect(shouldWarnOwner(9, at(-24 * 60 * MINUTE), T0)).toBe(false);
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [2, '2 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [900, '15 minutes'],
  ])('says %i s as "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:198.51.100.1', '198.51.100.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });

  it('puts every address of one /64 in one bucket and addresses of another /64 in another', () => {
    const hex = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(hex, { minLength: 8, maxLength: 8 }), fc.array(hex, { minLength: 4, maxLength: 4 }), (a, low) => {
        const same = [...a.slice(0, 4), ...low].join(':');
        expect(addressBucket(a.join(':'))).toBe(addressBucket(same));
        const other = [a[0], a[1], a[2], ((Number.parseInt(a[3]!, 16) + 1) % 0x10000).toString(16), ...low].join(':');
        expect(addressBucket(other)).not.toBe(addressBucket(same));
      }),
    );
  });
});
