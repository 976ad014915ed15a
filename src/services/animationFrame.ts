// "Wait for the next frame", the pace at which socket events reach the store.

import { documentVisibility, type Visibility } from './visibility';

export interface AnimationFrames {
  /** Resolves at the next animation frame (or soon, when the page is hidden). */
  next(): Promise<void>;
}

/**
 * A hidden tab gets no animation frames at all, and a frame requested just before the tab was hidden
 * may never come; events must still flow there (desktop notifications matter most in a background tab).
 * So a hidden page uses a timer, and every frame request has a timer as a backstop.
 */
const BACKSTOP_MS = 250;

export function createAnimationFrames(visibility: Visibility = documentVisibility): AnimationFrames {
  return {
    next: () =>
      new Promise<void>((resolve) => {
        if (visibility.hidden() || typeof requestAnimationFrame !== 'function') {
          setTimeout(resolve, 0);
          return;
        }
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          cancelAnimationFrame(frame);
          clearTimeout(timer);
          resolve();
        };
        const frame = requestAnimationFrame(finish);
        const timer = setTimeout(finish, BACKSTOP_MS);
      }),
  };
}
