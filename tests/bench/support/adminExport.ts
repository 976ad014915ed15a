// The 'export' part of bench:admin (issue 13 figure): a workspace with 100,000 tickets and 500,000 messages
// (the inbox benchmark's generated data, bulk SQL inserts, cached under .tmp/bench-inbox) exported by the
// real api, run as its own process on a copy of that data folder. Printed beside the budgets:
//   - export time (POST /workspace/exports until the export is done) ≤ 60 s
//   - p95 of other requests (the ticket list's first page, a conversation) during the export ≤ 2× their
//     p95 without it, both measured in the same run, one request at a time
//   - the api's RSS, sampled every 100 ms during the export ≤ 300 MB
// With several runs (ADMIN_BENCH_EXPORT_RUNS, default 3) the median of each figure is printed. The database
// is a private PostgreSQL cluster when initdb is installed (the api's process is then the api alone), the
// embedded PGlite otherwise or with ADMIN_BENCH_EXPORT_DB=pglite (its process then also holds the database).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WorkspaceExport } from '../../../src/domain/workspaceExport';
import { freePort, median, percentile, ROOT, rssMB, stop } from './benchProcesses';
import { ensureInboxData } from './inboxData';
import { HAS_POSTGRES, seedPostgres, startPostgres, type BenchPostgres } from './adminExportPostgres';
import { closeHttp, parse, request, Session } from './inboxHttp';

export const EXPORT_BUDGET_S = 60;
export const EXPORT_P95_FACTOR = 2;
export const EXPORT_RSS_BUDGET_MB = 300;
const RUNS = Number(process.env.ADMIN_BENCH_EXPORT_RUNS ?? 3);
const BASELINE_SAMPLES = 300;

interface Api {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** The api on a copy of the embedded database's folder, or on PostgreSQL with a fresh folder for its files. */
async function startApi(source: { generated: string } | { databaseUrl: string }): Promise<Api> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  if ('generated' in source) fs.cpSync(source.generated, dataDir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if ('databaseUrl' in source) env.DATABASE_URL = source.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error('the api exited before it answered');
    if ((await request(base, 'GET', '/v2/api/healthz').catch(() => null))?.status === 200) return { base, child, dataDir };
  }
  throw new Error('the api did not answer within 120 s');
}

/** The other requests: the ticket list's first page and a conversation, in turn. */
function otherRequests(conversationIds: string[]): (i: number) => string {
  return (i) => (i % 2 === 0 ? '/v2/api/tickets?limit=50' : `/v2/api/conversations/${conversationIds[i % conversationIds.length]}`);
}

async function timed(session: Session, url: string): Promise<number> {
  const answer = await session.get(url);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return answer.ms;
}

interface Run {
  seconds: number;
  p95: number;
  samples: number;
  peakRss: number;
  counts: Record<string, number>;
}

async function exportOnce(session: Session, api: Api, next: (i: number) => string): Promise<Run> {
  const started = performance.now();
  const answer = await session.post('/v2/api/workspace/exports', {});
  if (answer.status !== 202) throw new Error(`POST /workspace/exports answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  const id = (JSON.parse(answer.body) as { data: WorkspaceExport }).data.id;
  let peakRss = rssMB(api.child.pid!);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMB(api.child.pid!))), 100);
  const times: number[] = [];
  let lastCheck = 0;
  try {
    for (let i = 0; ; i += 1) {
      times.push(await timed(session, next(i)));
      if (performance.now() - lastCheck < 500) continue;
      lastCheck = performance.now();
      const list = parse(await session.get('/v2/api/workspace/exports'), 'GET /workspace/exports') as WorkspaceExport[];
      const row = list.find((e) => e.id === id)!;
      if (row.status === 'failed') throw new Error(`the export failed: ${row.error}`);
      if (row.status === 'done') {
        const seconds = (performance.now() - started) / 1000;
        return { seconds, p95: percentile([...times].sort((a, b) => a - b), 0.95), samples: times.length, peakRss, counts: row.counts };
      }
    }
  } finally {
    clearInterval(sampler);
  }
}

/** Prints the part's figures beside its budgets; false when one is missed. */
export async function exportPart(): Promise<boolean> {
  const onPostgres = HAS_POSTGRES && process.env.ADMIN_BENCH_EXPORT_DB !== 'pglite';
  let postgres: BenchPostgres | undefined;
  let api: Api | undefined;
  try {
    let login: { email: string; password: string };
    if (onPostgres) {
      postgres = await startPostgres();
      console.log('export: data generated into a private PostgreSQL ...');
      login = await seedPostgres(postgres.url);
      api = await startApi({ databaseUrl: postgres.url });
    } else {
      const { dataDir, manifest } = await ensureInboxData();
      login = manifest.admin;
      api = await startApi({ generated: dataDir });
    }
    return await measure(api, login, onPostgres ? 'PostgreSQL' : 'the embedded PGlite');
  } finally {
    closeHttp();
    if (api) {
      await stop(api.child);
      fs.rmSync(api.dataDir, { recursive: true, force: true });
    }
    postgres?.stop();
  }
}

async function measure(api: Api, login: { email: string; password: string }, database: string): Promise<boolean> {
  const session = new Session(api.base);
  await session.login(login.email, login.password);
  const tickets = parse(await session.get('/v2/api/tickets?limit=50'), 'GET /tickets') as { items: { conversationId: string | null }[] };
  const conversationIds = tickets.items.map((t) => t.conversationId).filter((id): id is string => id !== null);
  const next = otherRequests(conversationIds);
  for (let i = 0; i < 40; i += 1) await timed(session, next(i));
  const idleRss = rssMB(api.child.pid!);
  const baseline: number[] = [];
  for (let i = 0; i < BASELINE_SAMPLES; i += 1) baseline.push(await timed(session, next(i)));
  const baselineP95 = percentile(baseline.sort((a, b) => a - b), 0.95);
  console.log(`export: without an export, other requests' p95 ${baselineP95.toFixed(1)} ms over ${BASELINE_SAMPLES}; api RSS ${idleRss.toFixed(0)} MB`);
  const runs: Run[] = [];
  for (let r = 0; r < RUNS; r += 1) {
    const run = await exportOnce(session, api, next);
    console.log(`  run ${r + 1}: ${run.seconds.toFixed(1)} s, p95 ${run.p95.toFixed(1)} ms over ${run.samples} requests, RSS peak ${run.peakRss.toFixed(0)} MB`);
    runs.push(run);
  }

  const seconds = median(runs.map((r) => r.seconds));
  const p95 = median(runs.map((r) => r.p95));
  const rss = median(runs.map((r) => r.peakRss));
  const [timeOk, p95Ok, rssOk] = [seconds <= EXPORT_BUDGET_S, p95 <= EXPORT_P95_FACTOR * baselineP95, rss <= EXPORT_RSS_BUDGET_MB];
  const counts = runs[0]!.counts;
  console.log(`export on ${database}: a workspace of ${counts.tickets?.toLocaleString('en')} tickets, ${counts.messages?.toLocaleString('en')} messages, ${counts.contacts?.toLocaleString('en')} contacts; median of ${RUNS} runs`);
  console.log(`  export time: ${seconds.toFixed(1)} s (runs ${runs.map((r) => r.seconds.toFixed(1)).join(', ')}) (budget ≤ ${EXPORT_BUDGET_S} s) ${timeOk ? 'ok' : 'MISSED'}`);
  console.log(
    `  other requests' p95 (ticket list, a conversation): ${baselineP95.toFixed(1)} ms without an export, ${p95.toFixed(1)} ms during it ` +
      `(runs ${runs.map((r) => `${r.p95.toFixed(1)} ms/${r.samples}`).join(', ')}) (budget ≤ ${EXPORT_P95_FACTOR}× = ${(EXPORT_P95_FACTOR * baselineP95).toFixed(1)} ms) ${p95Ok ? 'ok' : 'MISSED'}`,
  );
  console.log(`  api RSS: ${idleRss.toFixed(0)} MB before, peak ${rss.toFixed(0)} MB during (runs ${runs.map((r) => r.peakRss.toFixed(0)).join(', ')}) (budget ≤ ${EXPORT_RSS_BUDGET_MB} MB) ${rssOk ? 'ok' : 'MISSED'}`);
  return timeOk && p95Ok && rssOk;
}
