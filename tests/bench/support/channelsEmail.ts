// bench:channels, the e-mail figure: a mail delivered to the IMAP mailbox (APPENDed into a throwaway
// Dovecot, as a delivery agent does) until the agent's open conversation list shows it. The real api
// process (server/api/main.ts, PGlite in a fresh DATA_DIR) holds the mailbox in IDLE through its
// listening runner; an Administrator's session polls GET /v2/api/conversations?status=open every 20 ms
// (the list the console shows, refreshed live there) until the mail's subject shows. Each sample is a new
// sender's new mail; a few warm-up mails first. Prints p50/p95 beside the budget (p95 ≤ 2 s).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { storedEmailSettings } from '../../../server/api/channels/email/testSettings';
import { customerMail } from '../../../server/api/channels/email/inbound/testMails';
import { insertChannel } from '../../../server/api/modules/channels/repository';
import { ensureCatalog } from '../../../server/api/modules/billing/catalog';
import { setDefaultPackage } from '../../../server/api/modules/billing/service';
import { readRuntimeFile } from '../../../server/api/runtime/dataDir';
import { startDovecot } from '../../fakes/mail/dovecot';
import { seedApiData, sleep, startBenchApi } from './channelsBenchApi';
import { Session } from './inboxHttp';
import { info, percentile, report, spread } from './inboxReport';

const SAMPLES = Number(process.env.BENCH_EMAIL_SAMPLES) || 30;
const WARM_UP = 3;
const BUDGET_MS = 2000;
const SAMPLE_TIMEOUT_MS = 15_000;
const MAILBOX = 'support@shop.bench';
const PASSWORD = 'bench-Channels-Passw0rd!';

async function apiPort(dataDir: string, api: ChildProcess): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error('the api exited before it listened');
    const runtime = await readRuntimeFile(dataDir).catch(() => undefined);
    if (runtime?.port) return runtime.port;
    if (Date.now() > deadline) throw new Error('the api did not start within 60 s');
    await sleep(100);
  }
}

/** Measures the figure and prints it; answers whether it is within the budget. */
export async function measureEmailToOpenList(): Promise<boolean> {
  const label = 'an e-mail delivered to the IMAP mailbox → the agent’s open list, p95';
  const imap = await startDovecot([{ user: MAILBOX, password: 'bench-imap' }]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-bench-'));
  let api: ChildProcess | undefined;
  try {
    await seedApiData(dataDir, 'email', async (ctx) => {
      await ensureCatalog(ctx.deps.db);
      await setDefaultPackage(ctx.deps, ctx.workspaceId);
      const id = crypto.randomUUID();
      const servers = { address: MAILBOX, imap: { host: imap.host, port: imap.port, user: MAILBOX, password: 'bench-imap' }, smtp: { host: '127.0.0.1', port: 9, user: MAILBOX, password: 'unused' } };
      await insertChannel(ctx.deps.db, { id, workspaceId: ctx.workspaceId, type: 'EMAIL', name: 'Bench mailbox', settings: storedEmailSettings(ctx.deps, id, servers) });
    });
    api = startBenchApi(dataDir, { API_PORT: '0' });
    const base = `http://127.0.0.1:${await apiPort(dataDir, api)}`;
    const admin = new Session(base);
    await admin.login('admin@email.bench', PASSWORD);
    const shows = async (token: string) => (await admin.get('/v2/api/conversations?status=open&limit=50')).body.includes(token);
    const run = Date.now().toString(36);
    const samples: number[] = [];
    let failed = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
      const token = `bench-mail-${run}-${i}`;
      const raw = customerMail({ from: `Customer ${i} <c${i}.${run}@customer.bench>`, to: MAILBOX, subject: `Order ${token}`, messageId: `<${token}@customer.bench>`, text: `${token}: where is my parcel?` });
      const started = performance.now();
      await imap.append(MAILBOX, raw);
      let seen = false;
      while (!(seen = await shows(token)) && performance.now() - started < SAMPLE_TIMEOUT_MS) await sleep(20);
      if (!seen) failed += 1;
      else if (i >= WARM_UP) samples.push(performance.now() - started);
      await sleep(100);
    }
    const p95 = percentile(samples, 0.95);
    const ok = failed === 0 && samples.length > 0 && p95 <= BUDGET_MS;
    report(label, `${(p95 / 1000).toFixed(2)} s`, `≤ ${BUDGET_MS / 1000} s`, ok, failed ? `${failed} mail(s) never showed within ${SAMPLE_TIMEOUT_MS / 1000} s` : '');
    info(spread(samples));
    return ok;
  } finally {
    api?.kill('SIGTERM');
    if (api && api.exitCode === null) await new Promise((resolve) => api!.once('exit', resolve));
    await imap.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
