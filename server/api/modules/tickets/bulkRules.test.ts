import { describe, expect, it } from 'vitest';
import { addBatch, inBatches, newJob, stopJob, workList } from './bulkRules';

const failure = (n: number) => ({ ticketId: `t${n}`, number: n, reason: 'no' });

describe('bulkRules', () => {
  it('adds each batch up and finishes once every ticket was handled; an empty selection is finished at once', () => {
    let job = newJob('j', 'priority', 5);
    job = addBatch(job, { changed: 2, unchanged: 1, failures: [] });
    expect(job).toMatchObject({ state: 'running', done: 3, changed: 2, unchanged: 1, failed: 0 });
    job = addBatch(job, { changed: 1, unchanged: 0, failures: [failure(9)] });
    expect(job).toMatchObject({ state: 'finished', done: 5, changed: 3, failed: 1, failures: [failure(9)] });
    expect(newJob('e', 'merge', 0).state).toBe('finished');
  });

  it('lists the first 100 failures and counts them all', () => {
    const many = Array.from({ length: 150 }, (_, i) => failure(i));
    const job = addBatch(newJob('j', 'assign', 150), { changed: 0, unchanged: 0, failures: many });
    expect(job.failed).toBe(150);
    expect(job.failures).toHaveLength(100);
    expect(stopJob(job, 'Stopped.')).toMatchObject({ state: 'failed', error: 'Stopped.' });
  });

  it('takes each id once, in order, without the ones left out, and cuts batches', () => {
    expect(workList(['A', 'b', 'a', 'c', 'd'], ['C'])).toEqual(['a', 'b', 'd']);
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
  });
});
