import type { SupervisorClock } from '../supervisor';

/** A clock that moves only when the test says so; due timers run, in order, as it moves. */
export function createFakeClock(start = 1_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: SupervisorClock & { advance(ms: number): void; pending(): number[] } = {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(timer) {
      timers.delete(timer as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
    /** how far ahead each pending timer is */
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
  };
  return clock;
}
