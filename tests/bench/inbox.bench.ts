/**
 * The inbox's figures (issue 4), each printed beside its budget; exits 1 when one is missed or cannot be
 * measured. Run: npm run bench:inbox
 *
 * Data: 100,000 tickets, 500,000 messages, 50,000 contacts, 7 channels (one WEBHOOK), 6 agents and an
 * Administrator, 4 departments, 10 tags, created over a year; generated straight into PGlite once and
 * kept in .tmp/bench-inbox (see support/inboxData.ts). Every run starts the real api and edge on a fresh
 * copy of it, with bundles built from the working tree.
 *   1. GET /v2/api/tickets first page (limit 50) as an Administrator, straight to the api over loopback.
 *   2. A signed webhook POST until the agent's open conversation list in Chromium shows the message.
 *   3. The ticket list page with 10,000 rows loaded, scrolled top to bottom: the longest frame.
 *   4. The web chat sizes, from tests/bench/webchat.bench.ts when it exists.
 *   5. A new unassigned conversation until every eligible member's drawer count shows it (issue 11): the
 *      sockets of the Administrator and the six Agents, the counts the api pushes to them (support/inboxAlerts.ts).
 * A missed list figure is followed by EXPLAIN ANALYZE of the SELECTs the request ran.
 * BENCH_INBOX_ONLY=list,live,scroll,alerts,webchat runs some parts only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInboxData } from './support/inboxData';
import { explainRequests, explainWebhook } from './support/inboxExplain';
import { closeHttp, Session } from './support/inboxHttp';
import { listUrl, measureTicketList } from './support/inboxList';
import { measureAlerts } from './support/inboxAlerts';
import { measureLive } from './support/inboxLive';
import { report, verdicts } from './support/inboxReport';
import { measureScroll } from './support/inboxScroll';
import { build, startInboxStack, type InboxStack } from './support/inboxStack';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ONLY = new Set((process.env.BENCH_INBOX_ONLY || 'list,live,scroll,alerts,webchat').split(','));

async function listPart(stack: InboxStack, manifest: Awaited<ReturnType<typeof ensureInboxData>>['manifest']) {
  const session = new Session(stack.apiBase);
  await session.login(manifest.admin.email, manifest.admin.password);
  const probe = await session.get(listUrl(''));
  if (probe.status === 404) {
    report('ticket list first page', 'not measured', '≤ 50 ms / ≤ 150 ms', null, 'GET /v2/api/tickets answers 404: not built yet');
    return [];
  }
  return measureTicketList(session);
}

function webchatPart(): void {
  const bench = path.join(ROOT, 'tests/bench/webchat.bench.ts');
  if (!fs.existsSync(bench)) {
    console.log('SKIPPED      web chat loader and window sizes: tests/bench/webchat.bench.ts does not exist yet');
    return;
  }
  console.log('web chat sizes (tests/bench/webchat.bench.ts):');
  const run = spawnSync(process.execPath, ['--import', 'tsx', bench], { cwd: ROOT, encoding: 'utf8', env: process.env });
  process.stdout.write(`${run.stdout.trimEnd().replace(/^/gm, '  ')}\n`);
  if (run.status !== 0) {
    process.stdout.write(run.stderr.slice(-2000));
    report('web chat sizes', `webchat.bench.ts exited with ${run.status}`, 'its own budgets', false);
  }
}

async function main(): Promise<void> {
  const { dataDir, manifest } = await ensureInboxData();
  const c = manifest.counts;
  console.log(
    `data: ${c.tickets!.toLocaleString('en')} tickets, ${c.messages!.toLocaleString('en')} messages, ${c.contacts!.toLocaleString('en')} contacts, ` +
      `${c.conversations!.toLocaleString('en')} conversations (${c.openConversations} open), ${manifest.agents.length} agents, ${manifest.channels.length} channels`,
  );
  console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start (the figures include whatever else runs)`);
  const needsBrowser = ONLY.has('live') || ONLY.has('scroll');
  if (needsBrowser) await build();
  const stack = await startInboxStack(dataDir);
  running = stack;
  // Run on the stack's data once it has stopped (PGlite takes one process at a time).
  const diagnoses: (() => Promise<void>)[] = [];
  // One part failing (a page not built, a changed contract) must not hide the others' figures.
  const part = async (name: string, run: () => Promise<void>) => {
    if (!ONLY.has(name)) return;
    await run().catch((error: unknown) => {
      report(`${name} figure`, 'failed', 'its budget', false, error instanceof Error ? error.message.split('\n')[0] : String(error));
      if (error instanceof Error && process.env.BENCH_VERBOSE) console.error(error.stack);
    });
  };
  try {
    await part('list', async () => {
      const missed = await listPart(stack, manifest);
      if (missed.length === 0) return;
      diagnoses.push(async () => {
        console.log('\nWhere the time of the missed ticket list figures goes (the api in this process, same data):');
        await explainRequests(stack.dataDir, manifest.admin, missed.map((kind) => listUrl(kind.queries[0]!)));
      });
    });
    await part('live', async () => {
      const live = await measureLive(stack, manifest);
      if (!live.missed) return;
      diagnoses.push(async () => {
        console.log('\nWhere the time of an inbound webhook message goes (the api in this process, same data, no browser):');
        await explainWebhook(stack.dataDir, manifest, live.secret);
      });
    });
    await part('scroll', () => measureScroll(stack, manifest));
    await part('alerts', () => measureAlerts(stack, manifest));
  } finally {
    await stack.stop(diagnoses.length > 0);
  }
  if (diagnoses.length > 0) {
    try {
      for (const diagnose of diagnoses) await diagnose();
    } finally {
      fs.rmSync(stack.dataDir, { recursive: true, force: true });
    }
  }
  closeHttp();
  if (ONLY.has('webchat')) webchatPart();
}

/** Stopped on Ctrl-C too, so no api, edge or 1 GB data copy is left behind. */
let running: InboxStack | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    void (running?.stop() ?? Promise.resolve()).finally(() => {
      if (running) fs.rmSync(running.dataDir, { recursive: true, force: true });
      process.exit(130);
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    verdicts.push('MISSED');
  })
  .finally(() => process.exit(verdicts.some((v) => v !== 'OK') ? 1 : 0));
