import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { BULK_BATCH, type BulkJob, type BulkOperation, type BulkRequest } from '../../../../src/domain/ticketBulk';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { events } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { describeError, notFound } from '../../http/errors';
import { ticketFor } from './access';
import { checkAssignee } from './actions';
import { runBatch } from './bulkBatch';
import { addBatch, inBatches, newJob, stopJob, workList } from './bulkRules';
import { resolveSelection } from './bulkSelection';

export const JOB_STOPPED = 'The bulk action stopped before its end: the tickets counted as done were changed, the others were not.';
export const NO_SUCH_JOB = 'There is no such bulk action.';

/** A job's state, to who started it only: as a realtime event, kept (and replayed) like every event. */
function publishProgress(deps: ApiDeps, ctx: WorkspaceContext, job: BulkJob) {
  return deps.realtime.publish({ workspaceId: ctx.workspace.id, type: REALTIME_EVENTS.ticketsBulkProgress, payload: { job: { ...job } }, sendTo: [ctx.user.id] });
}

/** Works through the batches; `progress.job` is the job as far as it got, also when a batch fails. */
async function runBatches(deps: ApiDeps, ctx: WorkspaceContext, progress: { job: BulkJob }, batches: string[][], operation: BulkOperation): Promise<BulkJob> {
  for (const batch of batches) {
    progress.job = addBatch(progress.job, await runBatch(deps, ctx, batch, operation));
    if (progress.job.state === 'running') await publishProgress(deps, ctx, progress.job);
  }
  return progress.job;
}

/** The rest of a large job, after its request was answered; a failure ends the job, never the process. */
async function runInBackground(deps: ApiDeps, ctx: WorkspaceContext, job: BulkJob, batches: string[][], operation: BulkOperation): Promise<void> {
  const progress = { job };
  try {
    await runBatches(deps, ctx, progress, batches, operation);
  } catch (err) {
    deps.logger.error('bulk action stopped', { jobId: job.id, ...describeError(err) });
    progress.job = stopJob(progress.job, JOB_STOPPED);
  }
  try {
    await publishProgress(deps, ctx, progress.job);
  } catch (err) {
    deps.logger.error('bulk action progress not published', { jobId: job.id, ...describeError(err) });
  }
}

/**
 * Starts a bulk action. What the request itself may not do (an Agent assigning a colleague, a merge
 * target they may not change) is refused whole; each ticket is then checked on its own as its batch is
 * written (bulkBatch). Up to one batch is done before the answer, which holds the summary; a larger
 * selection is answered at once as running and goes on in this process, its progress published after
 * every batch (REALTIME_EVENTS.ticketsBulkProgress) and readable with readJob.
 */
export async function startBulk(deps: ApiDeps, ctx: WorkspaceContext, request: BulkRequest): Promise<BulkJob> {
  const { selection, operation } = request;
  if (operation.kind === 'assign') await checkAssignee(deps, ctx, operation.assigneeId);
  if (operation.kind === 'merge') await ticketFor(deps, ctx, operation.intoId, 'change');
  const leaveOut = [...('except' in selection ? (selection.except ?? []) : []), ...(operation.kind === 'merge' ? [operation.intoId] : [])];
  const ids = workList(await resolveSelection(deps, ctx, selection), leaveOut);
  const job = newJob(randomUUID(), operation.kind, ids.length);
  const batches = inBatches(ids, BULK_BATCH);
  if (batches.length > 1) {
    await publishProgress(deps, ctx, job);
    void runInBackground(deps, ctx, job, batches, operation);
    return job;
  }
  const done = await runBatches(deps, ctx, { job }, batches, operation);
  await publishProgress(deps, ctx, done);
  return done;
}

/** A job's latest state, from its latest progress event (so any api instance answers it). */
export async function readJob(deps: ApiDeps, ctx: WorkspaceContext, jobId: string): Promise<BulkJob> {
  const [row] = await deps.db
    .select({ payload: events.payload })
    .from(events)
    .where(
      and(
        eq(events.workspaceId, ctx.workspace.id),
        eq(events.type, REALTIME_EVENTS.ticketsBulkProgress),
        sql`${events.payload} -> 'job' ->> 'id' = ${jobId}`,
        sql`${events.sendTo} @> ${JSON.stringify([ctx.user.id])}::jsonb`,
      ),
    )
    .orderBy(desc(events.seq))
    .limit(1);
  if (!row) throw notFound(NO_SUCH_JOB);
  return row.payload.job as BulkJob;
}
