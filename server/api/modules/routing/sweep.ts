// The safety net of routing triggers: every 30 s, each workspace with waiting conversations has its queue
// served, for triggers lost between instances (an agent's presence running out, a crash after a commit).
// Every instance may sweep: drainQueue takes the workspace's routing lock, so sweeps never collide.
import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps';
import { drainQueue, routeQuietly } from './router';

export const SWEEP_EVERY_MS = 30_000;

/** Serves the queue of every workspace that has one (the partial queue index finds them). */
export async function sweepQueues(deps: ApiDeps): Promise<number> {
  const result = await deps.db.execute(sql`select distinct workspace_id from conversations where routing_state = 'waiting'`);
  const ids = (result as unknown as { rows: { workspace_id: string }[] }).rows.map((r) => r.workspace_id);
  for (const id of ids) await routeQuietly(deps, 'sweep', () => drainQueue(deps, id, 'sweep'));
  return ids.length;
}

export function startRoutingSweep(deps: ApiDeps, everyMs = SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sweepQueues(deps)).catch((error: unknown) => deps.logger.warn('routing sweep failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
