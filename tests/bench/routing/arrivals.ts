// bench:routing (b): 1,000 customers' first messages arrive in 10 s through a WEBHOOK channel (signed as
// the channel's README documents), alternating between two api processes on one PostgreSQL; 100 agents
// available and online in a round-robin department. Afterwards the database is read: every conversation
// assigned exactly once ('assigned' routing decisions and conversations.assignee_id), none lost, and per
// conversation the assigned decision's time minus the moment the sender posted the message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { signBody, SIGNATURE_HEADER } from '../../../server/api/channels/webhook/signature';
import { freePort, percentile, stop } from '../support/benchProcesses';
import { waitFor200 } from '../support/benchHttp';
import { startBenchApi } from '../support/channelsBenchApi';
import { seedTeam } from './team';
import { runsOnPostgres, seedWorkspace } from './workspace';

const MESSAGES = Number(process.env.ROUTING_BENCH_ARRIVALS ?? 1000);
export const ARRIVALS = {
  title: `${MESSAGES.toLocaleString('en')} conversations arriving in 10 s across 100 agents on PostgreSQL with two api instances`,
  messages: MESSAGES,
  seconds: 10,
  agents: 100,
  budgetP95Ms: 200,
};

export interface ArrivalFigures {
  p50Ms: number;
  p95Ms: number;
  doubleAssigned: number;
  lost: number;
  /** The webhook call's own answer time (the api routes before it answers). */
  answerP95Ms: number;
}

// Posts each call at its slot (`rate` a second) on keep-alive agents; answers when each was sent (epoch ms) and its status.
const SENDER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
parentPort.on('message', ({ calls, rate, header }) => {
  const gap = 1000 / rate, results = new Array(calls.length), start = performance.now();
  let sent = 0, settled = 0;
  const settle = () => { settled += 1; if (settled === calls.length) parentPort.postMessage(results); };
  const send = (i) => {
    const { port, path, body, signature } = calls[i];
    const sentAt = Date.now(), t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), [header]: signature } }, (res) => {
      res.resume();
      res.on('end', () => { results[i] = { sentAt, status: res.statusCode, answerMs: performance.now() - t0 }; settle(); });
    });
    req.on('error', () => { results[i] = { sentAt, status: 0, answerMs: performance.now() - t0 }; settle(); });
    req.end(body);
  };
  const tick = () => {
    const due = Math.min(calls.length, Math.floor((performance.now() - start) / gap) + 1);
    for (; sent < due; sent += 1) send(sent);
    if (sent < calls.length) setTimeout(tick, 1);
  };
  tick();
});`;

type Sent = { sentAt: number; status: number; answerMs: number }[];

function send(calls: { port: number; path: string; body: string; signature: string }[], rate: number): Promise<Sent> {
  const worker = new Worker(SENDER, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: Sent) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
    worker.postMessage({ calls, rate, header: SIGNATURE_HEADER });
  });
}

const senderId = (i: number) => `routing-bench-sender-${i}`;

async function oneRun(url: string, run: number, log: (line: string) => void): Promise<ArrivalFigures> {
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'routing-arrivals-bench-')));
  const team = await seedWorkspace(dirs[0]!, url, 'routing-arrivals', (ctx) =>
    seedTeam(ctx.deps, ctx.workspaceId, ctx.ownerId, { agents: ARRIVALS.agents, mode: 'round-robin', capacity: 1000, open: 0 }),
  );
  const ports = [await freePort(), await freePort()];
  // 1,000 messages in 10 s through one channel is past the default limit (600 a minute): raised, as an operator would.
  const env = { DATABASE_URL: url, WEBHOOK_INBOUND_PER_MINUTE: String(ARRIVALS.messages * 10) };
  const apis = ports.map((port, i) => startBenchApi(dirs[i + 1]!, { ...env, API_PORT: String(port) }));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // The agents' consoles would keep them online (members.online_until, the router's presence): so does this.
  const heartbeat = setInterval(() => void db.query(`UPDATE members SET online_until = now() + interval '1 minute' WHERE role = 'Agent'`).catch(() => undefined), 5000);
  try {
    await Promise.all(ports.map((port, i) => waitFor200(port, '/v2/api/healthz', 120_000, apis[i])));
    const calls = Array.from({ length: ARRIVALS.messages }, (_, i) => {
      const body = JSON.stringify({ id: `m-${run}-${i}`, from: { id: senderId(i), name: `Customer ${i}` }, text: `Hello, question number ${i}` });
      return { port: ports[i % 2]!, path: `/v2/api/channels/webhook/${team.channel.publicId}/messages`, body, signature: signBody(team.channel.secret, body) };
    });
    // A few conversations first, on both instances, so the run does not time their first requests' warm-up.
    const warmUp = Array.from({ length: 10 }, (_, i) => {
      const body = JSON.stringify({ id: `warm-${run}-${i}`, from: { id: `routing-bench-warm-up-${i}` }, text: 'Warming up' });
      return { port: ports[i % 2]!, path: calls[0]!.path, body, signature: signBody(team.channel.secret, body) };
    });
    await send(warmUp, 10);
    const sent = await send(calls, ARRIVALS.messages / ARRIVALS.seconds);
    const refused = sent.filter((s) => s.status !== 200).length;
    if (refused > 0) log(`  ${refused} webhook calls were not answered 200: ${[...new Set(sent.map((s) => s.status))].join(', ')}`);
    // Routing runs before the answer; a moment more for any pass still finishing on either instance.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { rows } = await db.query<{ sender: string; assignee: string | null; assigned: number; first_at: Date | null }>(`
      SELECT ci.external_id AS sender, c.assignee_id AS assignee,
        (SELECT count(*)::int FROM routing_decisions d WHERE d.conversation_id = c.id AND d.outcome = 'assigned') AS assigned,
        (SELECT min(d.at) FROM routing_decisions d WHERE d.conversation_id = c.id AND d.outcome = 'assigned') AS first_at
      FROM conversations c JOIN contact_identities ci ON ci.contact_id = c.contact_id AND ci.channel_id = c.channel_id
      WHERE c.channel_id = $1`, [team.channel.id]);
    const bySender = new Map(rows.map((r) => [r.sender, r]));
    const latencies: number[] = [];
    let lost = 0;
    for (let i = 0; i < ARRIVALS.messages; i += 1) {
      const row = bySender.get(senderId(i));
      if (!row || row.assigned === 0 || row.assignee === null || row.first_at === null) lost += 1;
      else latencies.push(row.first_at.getTime() - sent[i]!.sentAt);
    }
    const doubleAssigned = rows.filter((r) => r.assigned > 1).length + Math.max(0, rows.length - new Set(rows.map((r) => r.sender)).size);
    const sorted = latencies.sort((a, b) => a - b);
    const answers = sent.map((s) => s.answerMs).sort((a, b) => a - b);
    const figures = { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), doubleAssigned, lost, answerP95Ms: percentile(answers, 0.95) };
    log(`  arrivals run ${run + 1}: ${JSON.stringify(figures, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`);
    return figures;
  } finally {
    clearInterval(heartbeat);
    await Promise.all(apis.map((api) => stop(api)));
    await db.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `runs` runs on fresh databases of one throwaway cluster; a reason instead when a part is missing. */
export async function arrivalRuns(runs: number, log: (line: string) => void): Promise<ArrivalFigures[] | string> {
  return runsOnPostgres(runs, 'routing_arrivals', (url, run) => oneRun(url, run, log));
}
