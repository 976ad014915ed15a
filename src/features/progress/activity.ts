// Work in flight (API calls, pages loading) as a tiny external store the progress bar subscribes to.
// Kept out of Redux on purpose: a burst of calls would otherwise mean a burst of store updates.

import type { HttpActivity } from '../../services/http';

export interface Activity extends HttpActivity {
  subscribe(listener: () => void): () => void;
  /** true while anything is in flight */
  isBusy(): boolean;
}

export function createActivity(): Activity {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    started() {
      inFlight += 1;
      if (inFlight === 1) notify();
    },
    finished() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) notify();
    },
    isBusy: () => inFlight > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The console's one activity tracker: the http client reports to it, the progress bar reads it. */
export const consoleActivity = createActivity();
