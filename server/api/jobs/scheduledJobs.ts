import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jobLeases } from '../db/adminSchema';
import type { ApiDeps } from '../deps';
import { describeError } from '../http/errors';

// Scheduled jobs (closing solved tickets after N days, pruning the audit log…): each runs every `everyMs`
// on one api instance at a time. Its lease and last run are rows of job_leases, so a restart neither runs
// a job early nor forgets it: an instance takes the lease only when the job is due (lastRunAt + everyMs)
// and no other instance holds it; a holder that died releases it when its lease ends.

export interface ScheduledJob {
  /** Unique: the row of job_leases. */
  name: string;
  everyMs: number;
  /** Longer than one run can take. */
  leaseMs?: number;
  run(deps: ApiDeps): Promise<void>;
}

export interface JobRunner {
  start(): void;
  stop(): Promise<void>;
  /** Runs every due job whose lease this instance gets; answers the names run. */
  runDue(): Promise<string[]>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;

/** Takes the job's lease when it is due and free; true when this holder got it. */
export async function takeJobLease(deps: ApiDeps, job: ScheduledJob, holder: string): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS));
  const due = new Date(now.getTime() - job.everyMs);
  const result = await deps.db.execute(sql`
    INSERT INTO ${jobLeases} (name, holder, leased_until) VALUES (${job.name}, ${holder}, ${until})
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, leased_until = EXCLUDED.leased_until
    WHERE ${jobLeases.leasedUntil} <= ${now} AND (${jobLeases.lastRunAt} IS NULL OR ${jobLeases.lastRunAt} <= ${due})
    RETURNING name`);
  return ((result as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
}

/** Records the run and frees the lease (only if this holder still has it). */
async function finishJob(deps: ApiDeps, job: ScheduledJob, holder: string): Promise<void> {
  const now = deps.now();
  await deps.db.execute(sql`
    UPDATE ${jobLeases} SET last_run_at = ${now}, leased_until = ${now}, holder = NULL
    WHERE ${jobLeases.name} = ${job.name} AND ${jobLeases.holder} = ${holder}`);
}

export function createJobRunner(deps: ApiDeps, jobs: ScheduledJob[], options: { checkEveryMs?: number } = {}): JobRunner {
  const holder = randomUUID();
  const checkEveryMs = options.checkEveryMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await takeJobLease(deps, job, holder))) continue;
      try {
        await job.run(deps);
        ran.push(job.name);
      } catch (err) {
        // Logged, and tried again at its next time: a failed run counts as a run, so it never loops.
        deps.logger.error('scheduled job failed', { job: job.name, ...describeError(err) });
      }
      await finishJob(deps, job, holder);
    }
    return ran;
  }

  const tick = () => {
    running = runDue()
      .catch((err: unknown) => deps.logger.error('scheduled jobs not checked', { ...describeError(err) }))
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(() => {
        if (!running) tick();
      }, checkEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    runDue,
  };
}
