import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness';
import { createJobRunner, takeJobLease, type ScheduledJob } from './scheduledJobs';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3600_000;
const later = (ms: number) => {
  api.clock.now = new Date(api.clock.now.getTime() + ms);
};

describe('scheduled jobs', () => {
  it('runs a job on one of two instances, then not again before it is due, a restart included', async () => {
    const runs: string[] = [];
    const job = (instance: string): ScheduledJob => ({ name: 'count-runs', everyMs: HOUR, run: async () => void runs.push(instance) });
    const [a, b] = [createJobRunner(api.deps, [job('a')]), createJobRunner(api.deps, [job('b')])];
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.flat()).toEqual(['count-runs']);
    expect(runs).toHaveLength(1);

    const restarted = createJobRunner(api.deps, [job('restarted')]);
    expect(await restarted.runDue()).toEqual([]);
    later(HOUR - 1000);
    expect(await restarted.runDue()).toEqual([]);
    later(1000);
    expect(await restarted.runDue()).toEqual(['count-runs']);
    expect(runs).toEqual([runs[0], 'restarted']);
  });

  it('a holder that died keeps the job until its lease ends; a failed run is logged and counts as a run', async () => {
    const job: ScheduledJob = { name: 'dies', everyMs: HOUR, leaseMs: 60_000, run: async () => Promise.reject(new Error('boom')) };
    expect(await takeJobLease(api.deps, job, 'dead-instance')).toBe(true);
    const runner = createJobRunner(api.deps, [job]);
    expect(await runner.runDue()).toEqual([]);
    later(60_000);
    expect(await runner.runDue()).toEqual([]);
    expect(await takeJobLease(api.deps, job, 'another')).toBe(false);
    later(HOUR);
    expect(await takeJobLease(api.deps, job, 'another')).toBe(true);
  });
});
