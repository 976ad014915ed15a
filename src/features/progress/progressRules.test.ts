import { describe, expect, it } from 'vitest';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, minimumDelayRemaining, nextProgressPhase } from './progressRules';

describe('progress bar phases', () => {
  it('uses the spec figures', () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000]);
  });

  it('never shows work that ends within the throttle', () => {
    expect(nextProgressPhase('hidden', 'busy')).toBe('pending');
    expect(nextProgressPhase('pending', 'idle')).toBe('hidden');
  });

  it('shows longer work, then finishes and hides', () => {
    expect(nextProgressPhase('pending', 'throttleElapsed')).toBe('shown');
    expect(nextProgressPhase('shown', 'busy')).toBe('shown');
    expect(nextProgressPhase('shown', 'idle')).toBe('finishing');
    expect(nextProgressPhase('finishing', 'finishElapsed')).toBe('hidden');
  });

  it('takes up new work while finishing', () => {
    expect(nextProgressPhase('finishing', 'busy')).toBe('shown');
  });

  it('ignores stale timers', () => {
    expect(nextProgressPhase('hidden', 'throttleElapsed')).toBe('hidden');
    expect(nextProgressPhase('shown', 'finishElapsed')).toBe('shown');
    expect(nextProgressPhase('hidden', 'idle')).toBe('hidden');
  });
});

describe('minimumDelayRemaining (fetch minimum delay 200 ms)', () => {
  it('keeps an indicator for 200 ms after it appeared', () => {
    expect(minimumDelayRemaining(1_000, 1_050)).toBe(150);
    expect(minimumDelayRemaining(1_000, 1_200)).toBe(0);
    expect(minimumDelayRemaining(1_000, 5_000)).toBe(0);
  });
});
