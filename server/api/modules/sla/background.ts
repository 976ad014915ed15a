import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { runSlaRecompute } from './recompute';
import { runSlaTicker, SLA_TICK_MS } from './ticker';

/**
 * The SLA's background work on every api instance: the ticker and the recompute, every few seconds each,
 * a run never overlapping its own previous one (the recompute may take seconds; the ticker does not wait).
 */
export function startSlaBackground(deps: ApiDeps, everyMs = SLA_TICK_MS): { stop(): Promise<void> } {
  const holder = randomUUID();
  const loops = [
    { name: 'SLA ticker', run: () => runSlaTicker(deps), running: null as Promise<unknown> | null },
    { name: 'SLA recompute', run: () => runSlaRecompute(deps, holder), running: null as Promise<unknown> | null },
  ];
  const timer = setInterval(() => {
    for (const loop of loops) {
      if (loop.running) continue;
      loop.running = loop
        .run()
        .catch((err: unknown) => deps.logger.error(`${loop.name} failed`, describeError(err)))
        .finally(() => {
          loop.running = null;
        });
    }
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(loops.map((loop) => loop.running));
    },
  };
}
