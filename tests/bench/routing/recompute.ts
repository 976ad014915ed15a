// bench:routing (c): the due times of 100,000 open tickets computed again after a calendar change. The
// real api process runs on a throwaway PostgreSQL (so this process can watch sla_recomputes meanwhile);
// an Administrator changes the default calendar through PUT /v2/api/business-hours/calendars/:id, and the
// time runs from sending it until the workspace's sla_recomputes row is done. Meanwhile a probe sends a
// cheap authenticated GET every 20 ms; its worst latency is compared with the same probe's just before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { freePort, percentile, ROOT, stop } from '../support/benchProcesses';
import { waitFor200 } from '../support/benchHttp';
import { startBenchApi } from '../support/channelsBenchApi';
import { seedSlaTickets } from './slaTickets';
import { ADMIN_PASSWORD, adminEmail, runsOnPostgres, seedWorkspace } from './workspace';

const TICKETS = Number(process.env.ROUTING_BENCH_TICKETS ?? 100_000);
export const RECOMPUTE = {
  title: `Due times of ${TICKETS.toLocaleString('en')} open tickets recomputed after a calendar change`,
  tickets: TICKETS,
  budgetSeconds: 10,
  budgetDelayMs: 50,
};
const PROBE = '/v2/api/auth';
const PROBE_EVERY_MS = 20;
const BASELINE_MS = 3000;
const TIMEOUT_MS = 60_000;

/** The part could not run: what is missing, for its "not measured" line. */
class NotMeasured extends Error {}

export interface RecomputeFigures {
  seconds: number;
  /** Tickets the walk had passed when the wait ended: all of them when it finished in time. */
  recomputed: number;
  /** The probe's median latency just before the change. */
  baselineMs: number;
  /** The probe's worst latency while the recompute ran. */
  worstMs: number;
  worstDelayMs: number;
}

/** Logs in as the console does (the SSO form, attach, verify): answers an agent keeping the session cookie. */
async function login(base: string, email: string): Promise<TestAgent> {
  const agent = supertest.agent(base);
  const form = await agent.post('/v2/api/sso/login').set('Origin', base).type('form').send({ email, password: ADMIN_PASSWORD, continue: '/v2/app/chat' });
  if (form.status !== 303) throw new Error(`login answered ${form.status}`);
  const attach = await agent.get('/v2/api/auth/attach');
  const verifyUrl = new URL(attach.body.data as string, base);
  const verify = await agent.get(verifyUrl.pathname + verifyUrl.search);
  const verified = await agent.post('/v2/api/auth/verify').set('X-Requested-With', 'XMLHttpRequest').send({ verify: verify.body.data });
  if (verified.body.result !== 'success') throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return agent;
}

/** Sends the probe every 20 ms (one at a time) until stopped; answers each latency. */
function probe(agent: TestAgent) {
  const latencies: number[] = [];
  let running = true;
  let failure: unknown;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await agent.get(PROBE).set('X-Requested-With', 'XMLHttpRequest');
      if (res.status !== 200) throw new Error(`probe answered ${res.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })().catch((error: unknown) => (failure = error));
  /** Stops the probe; throws what made it fail, if anything did. */
  const stopProbe = async () => {
    running = false;
    await done;
    if (failure) throw failure;
  };
  return { latencies, stop: stopProbe };
}

/**
 * Until the workspace's sla_recomputes row is gone (the walk's last batch deletes it), at most TIMEOUT_MS:
 * answers how many tickets the walk had passed. Not measured when no instance ever took the request.
 */
async function waitDone(db: pg.Client, workspaceId: string, started: number): Promise<number> {
  for (;;) {
    const { rows } = await db.query<{ holder: string | null; after_id: string | null }>(`SELECT holder, after_id FROM sla_recomputes WHERE workspace_id = $1`, [workspaceId]);
    if (rows.length === 0) return RECOMPUTE.tickets;
    if (performance.now() - started > TIMEOUT_MS) {
      if (rows[0]!.holder === null) throw new NotMeasured(`no api instance took the recompute request within ${TIMEOUT_MS / 1000} s (is runSlaRecompute among the api's jobs?)`);
      const passed = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE workspace_id = $1 AND id <= $2`, [workspaceId, rows[0]!.after_id ?? '00000000-0000-0000-0000-000000000000']);
      return passed.rows[0]!.n;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function oneRun(url: string, run: number, log: (line: string) => void): Promise<RecomputeFigures> {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'routing-recompute-bench-')));
  const seeded = performance.now();
  const { workspaceId, calendarId } = await seedWorkspace(dirs[0]!, url, 'routing-recompute', async (ctx) => ({
    workspaceId: ctx.workspaceId,
    calendarId: await seedSlaTickets(ctx.deps, ctx.workspaceId, RECOMPUTE.tickets),
  }));
  log(`  seeded ${RECOMPUTE.tickets} open tickets with SLA clocks in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startBenchApi(dirs[1]!, { DATABASE_URL: url, API_PORT: String(port), PUBLIC_URL: base });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  let during: ReturnType<typeof probe> | undefined;
  try {
    await waitFor200(port, '/v2/api/healthz', 120_000, api);
    const agent = await login(base, adminEmail('routing-recompute'));
    const before = probe(agent);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    await before.stop();
    during = probe(agent);
    const started = performance.now();
    const longer = [{ start: '08:00', end: '18:00' }];
    const week = { mon: longer, tue: longer, wed: longer, thu: longer, fri: longer, sat: [], sun: [] };
    const put = await agent
      .put(`/v2/api/business-hours/calendars/${calendarId}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ name: 'Office hours', timeZone: 'Europe/Berlin', week, holidays: [] });
    if (put.status !== 200) throw new Error(`PUT calendar answered ${put.status}: ${JSON.stringify(put.body)}`);
    const recomputed = await waitDone(db, workspaceId, started);
    const seconds = (performance.now() - started) / 1000;
    await during.stop();
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets WHERE workspace_id = $1 AND (sla->'clocks'->'firstResponse'->>'dueAt')::timestamptz = sla_due_at AND sla_due_at = created_at + interval '4 hours'`,
      [workspaceId],
    );
    if (rows[0]!.n === RECOMPUTE.tickets) log('  note: no ticket\'s first response due time changed (every one still 4 wall-clock hours after opening)');
    const baselineMs = percentile([...before.latencies].sort((a, b) => a - b), 0.5);
    const worstMs = Math.max(...during.latencies);
    const figures = { seconds, recomputed, baselineMs, worstMs, worstDelayMs: worstMs - baselineMs };
    log(`  recompute run ${run + 1}: ${JSON.stringify(figures, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))} (${during.latencies.length} probes)`);
    return figures;
  } finally {
    await during?.stop().catch(() => undefined);
    await stop(api);
    await db.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `runs` runs on fresh databases of one throwaway cluster; a reason instead when a part is missing. */
export async function recomputeRuns(runs: number, log: (line: string) => void): Promise<RecomputeFigures[] | string> {
  if (!fs.existsSync(path.join(ROOT, 'server/api/modules/sla/recompute.ts'))) return 'the SLA recompute (server/api/modules/sla/recompute.ts) is not there';
  try {
    return await runsOnPostgres(runs, 'routing_recompute', (url, run) => oneRun(url, run, log));
  } catch (error) {
    if (error instanceof NotMeasured) return error.message;
    throw error;
  }
}
