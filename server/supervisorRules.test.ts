import { describe, expect, it } from 'vitest';
import { restartDelay } from './supervisorRules';
import { createFakeClock } from './testing/fakeClock';

/** A child's life on a fake clock: each run lasts upMs, then the rules give the wait before the next. */
function lives(ups: number[]) {
  const clock = createFakeClock();
  let delay: number | null = null;
  const delays: number[] = [];
  for (const upMs of ups) {
    const startedAt = clock.now();
    clock.advance(upMs);
    delay = restartDelay(delay, clock.now() - startedAt);
    delays.push(delay);
    clock.advance(delay);
  }
  return delays;
}

describe('restartDelay', () => {
  it('waits 1 s after the first exit, then doubles up to 30 s while the child keeps failing at once', () => {
    expect(lives([0, 0, 0, 0, 0, 0, 0, 0])).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('keeps doubling while each run lasts less than a minute', () => {
    expect(lives([5_000, 30_000, 59_999])).toEqual([1_000, 2_000, 4_000]);
  });

  it('starts over at 1 s once a run lasted a minute', () => {
    expect(lives([0, 0, 0, 0, 60_000, 0, 0])).toEqual([1_000, 2_000, 4_000, 8_000, 1_000, 2_000, 4_000]);
    expect(lives([0, 0, 0, 0, 0, 0, 3_600_000])).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 1_000]);
  });

  it('follows another policy when given one', () => {
    const policy = { firstDelayMs: 10, maxDelayMs: 25, stableAfterMs: 100 };
    expect(restartDelay(null, 0, policy)).toBe(10);
    expect(restartDelay(10, 0, policy)).toBe(20);
    expect(restartDelay(20, 99, policy)).toBe(25);
    expect(restartDelay(25, 100, policy)).toBe(10);
  });
});
