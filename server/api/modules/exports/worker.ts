import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../deps';
import { describeError } from '../../http/errors';
import { buildExport, failExport, LeaseLost, type BuildOptions } from './builder';
import { EXPORT_RULES } from './exportRules';
import { claimExport } from './repository';

// The background builder of workspace exports, one per api instance: it claims an export nobody builds
// (queued, or one whose builder's lease ran out: that instance died) and builds it, one at a time. An
// export started on this instance wakes it at once; others find theirs at their next poll.

export interface ExportWorker {
  start(): void;
  /** Stops polling and waits for the build under way (it keeps its lease until then). */
  stop(): Promise<void>;
  /** Claims and builds exports until none is free; answers how many were built or failed. */
  runOnce(): Promise<number>;
}

const wakers = new WeakMap<object, Set<() => void>>();

/** Wakes this process's export workers (a new export was started here). */
export function wakeExportWorkers(deps: Pick<ApiDeps, 'db'>): void {
  for (const wake of wakers.get(deps.db) ?? []) wake();
}

export function createExportWorker(deps: ApiDeps, options: BuildOptions & { pollMs?: number; holder?: string } = {}): ExportWorker {
  const holder = options.holder ?? randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await claimExport(deps.db, holder, deps.now(), EXPORT_RULES.leaseMs);
      if (!claimed) return handled;
      handled += 1;
      try {
        await buildExport(deps, claimed, holder, options);
      } catch (err) {
        // Another instance has it now: it builds it again from the start, this one leaves it alone.
        if (err instanceof LeaseLost) deps.logger.warn('workspace export taken over', { exportId: claimed.id });
        else await failExport(deps, claimed, holder, err);
      }
    }
  }

  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => (deps.logger.error('workspace exports not checked', describeError(err)), 0))
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          tick();
        }
      });
  };

  return {
    start() {
      if (timer) return;
      const set = wakers.get(deps.db) ?? new Set();
      wakers.set(deps.db, set);
      set.add(tick);
      tick();
      timer = setInterval(tick, options.pollMs ?? EXPORT_RULES.pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      wakers.get(deps.db)?.delete(tick);
      await running;
    },
    runOnce,
  };
}
