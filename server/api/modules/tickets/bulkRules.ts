// A bulk job's counts as its batches come in, and how a selection becomes the list of tickets to work
// through. Pure: the job runner only writes, publishes and adds up what these answer.

import { BULK_LISTED_FAILURES, type BulkFailure, type BulkJob, type BulkOperationKind } from '../../../../src/domain/ticketBulk';

export interface BatchOutcome {
  changed: number;
  unchanged: number;
  failures: BulkFailure[];
}

export function newJob(id: string, operation: BulkOperationKind, total: number): BulkJob {
  return { id, operation, state: total === 0 ? 'finished' : 'running', total, done: 0, changed: 0, unchanged: 0, failed: 0, failures: [], error: null };
}

/** The job after one more batch; it is finished once every ticket was handled. */
export function addBatch(job: BulkJob, batch: BatchOutcome): BulkJob {
  const done = job.done + batch.changed + batch.unchanged + batch.failures.length;
  return {
    ...job,
    done,
    changed: job.changed + batch.changed,
    unchanged: job.unchanged + batch.unchanged,
    failed: job.failed + batch.failures.length,
    failures: [...job.failures, ...batch.failures].slice(0, BULK_LISTED_FAILURES),
    state: done >= job.total ? 'finished' : 'running',
  };
}

/** A job that stopped before its end: what was done stays done (each batch committed on its own). */
export function stopJob(job: BulkJob, error: string): BulkJob {
  return { ...job, state: 'failed', error };
}

/** The ids in order, each once, without the ones left out (unticked after 'select all', a merge's target). */
export function workList(ids: readonly string[], leaveOut: readonly string[]): string[] {
  const out = new Set(leaveOut.map((id) => id.toLowerCase()));
  return [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => !out.has(id));
}

export function inBatches<T>(list: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < list.length; i += size) batches.push(list.slice(i, i + size));
  return batches;
}
