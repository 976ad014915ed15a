import { describe, expect, it } from 'vitest';
import { afterFailure, retryDelayMs, RETRY_WINDOW_MS } from './outboxRules';

const now = new Date('2030-05-05T12:00:00Z');

describe('retryDelayMs and afterFailure', () => {
  it('waits 10 s, doubling, capped at an hour', () => {
    expect([1, 2, 3, 4, 9, 10, 11, 50, 5000].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(0)).toBe(10_000);
  });
  it('schedules within the window, the last try at its end, and fails at or after it', () => {
    const created = new Date(now.getTime() - 1000);
    expect(afterFailure(created, now, 1)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 10_000) });
    const nearEnd = new Date(created.getTime() + RETRY_WINDOW_MS - 60_000);
    expect(afterFailure(created, nearEnd, 20)).toEqual({ state: 'pending', nextAttemptAt: new Date(created.getTime() + RETRY_WINDOW_MS) });
    expect(afterFailure(created, new Date(created.getTime() + RETRY_WINDOW_MS), 30)).toEqual({ state: 'failed' });
    expect(afterFailure(created, new Date(created.getTime() + RETRY_WINDOW_MS + 1), 30)).toEqual({ state: 'failed' });
  });
});

describe("afterFailure with the provider's hint", () => {
  const created = new Date(now.getTime() - 1000);
  it('waits what the provider asked (Retry-After, retry_after) instead of the backoff, at most an hour', () => {
    expect(afterFailure(created, now, 1, 3000)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 3000) });
    expect(afterFailure(created, now, 5, 0)).toEqual({ state: 'pending', nextAttemptAt: now });
    expect(afterFailure(created, now, 1, 7200_000)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 3600_000) });
    expect(afterFailure(created, now, 2, Number.NaN)).toEqual({ state: 'pending', nextAttemptAt: new Date(now.getTime() + 20_000) });
  });
  it('still ends at the 24 hours', () => {
    const nearEnd = new Date(created.getTime() + RETRY_WINDOW_MS - 1000);
    expect(afterFailure(created, nearEnd, 3, 60_000)).toEqual({ state: 'pending', nextAttemptAt: new Date(created.getTime() + RETRY_WINDOW_MS) });
    expect(afterFailure(created, new Date(created.getTime() + RETRY_WINDOW_MS), 3, 1000)).toEqual({ state: 'failed' });
  });
});
