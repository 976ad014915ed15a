import fs from 'node:fs';

export const MAINTENANCE_STAT_INTERVAL_MS = 1000;

/**
 * Whether maintenance is on: forced by MAINTENANCE=1, or while the flag file exists. The file is looked
 * at no more than once a second, however many consoles ask, so a poll cannot turn into a stat storm.
 */
export function createMaintenanceProbe(opts: { forced: boolean; file: string; now: () => Date }): () => Promise<boolean> {
  let checkedAt = -Infinity;
  let cached = false;
  let pending: Promise<boolean> | undefined;
  return async () => {
    if (opts.forced) return true;
    const now = opts.now().getTime();
    if (now - checkedAt < MAINTENANCE_STAT_INTERVAL_MS) return cached;
    pending ??= fs.promises
      .stat(opts.file)
      .then(
        () => true,
        () => false,
      )
      .then((on) => {
        cached = on;
        checkedAt = now;
        pending = undefined;
        return on;
      });
    return pending;
  };
}
