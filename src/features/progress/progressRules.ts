// The progress bar (spec §9: throttle 200 ms, duration 5000 ms) as a small state machine, and the
// fetch minimum delay (200 ms): a loading indicator, once shown, stays long enough to be seen.

import { FETCH_MIN_DELAY_MS, PROGRESS_BAR } from '../../domain/constants';

/**
 * hidden → pending (work started; shown only if it lasts past the throttle) → shown (creeps toward
 * 90 % over the duration) → finishing (jumps to 100 %, then fades) → hidden.
 */
export type ProgressPhase = 'hidden' | 'pending' | 'shown' | 'finishing';
export type ProgressEvent = 'busy' | 'idle' | 'throttleElapsed' | 'finishElapsed';

/** How long the full bar stays before it fades: long enough to see that the work ended. */
export const PROGRESS_FINISH_MS = 300;
export const PROGRESS_THROTTLE_MS = PROGRESS_BAR.throttleMs;
export const PROGRESS_DURATION_MS = PROGRESS_BAR.durationMs;

export function nextProgressPhase(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event) {
    case 'busy':
      return phase === 'hidden' ? 'pending' : phase === 'finishing' ? 'shown' : phase;
    case 'idle':
      return phase === 'pending' ? 'hidden' : phase === 'shown' ? 'finishing' : phase;
    case 'throttleElapsed':
      return phase === 'pending' ? 'shown' : phase;
    case 'finishElapsed':
      return phase === 'finishing' ? 'hidden' : phase;
  }
}

/** How much longer a loading indicator shown at `shownAt` must stay, in ms (0: it may go now). */
export function minimumDelayRemaining(shownAt: number, now: number, minimum: number = FETCH_MIN_DELAY_MS): number {
  return Math.max(0, shownAt + minimum - now);
}
