// One clock for every relative time on the page: a single timer however many times are shown, and a
// value that only changes on its ticks, as useSyncExternalStore needs.

const TICK_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Now, rounded down to the tick: the same value for every caller until the next tick. */
export function clockNow(): number {
  return Math.floor(Date.now() / TICK_MS) * TICK_MS;
}

/** Calls `listener` on every tick while anything listens; the timer stops with the last listener. */
export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
