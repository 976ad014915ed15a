// The one outbox against the Telegram fake: replies/s delivered by the real api process (its outbox worker,
// PGlite in DATA_DIR, the Telegram connector pointed at tests/fakes/telegram), and what a SIGKILL mid-run
// costs: the api is killed once part of the replies are delivered, started again on the same DATA_DIR, and
// every reply must reach the fake, none lost, none sent twice. Prints each figure beside its budget; exits 1
// when one is missed. OUTBOX_BENCH_REPLIES sets how many replies (default 6000).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { insertChannel } from '../../server/api/modules/channels/repository';
import { sealSetting } from '../../server/api/channels/settingsStore';
import { loadApiConfig } from '../../server/api/config';
import { openDatabase } from '../../server/api/db/client';
import { createLogger } from '../../server/api/logger';
import { ingestInbound } from '../../server/api/modules/conversations/ingest';
import { createWorkspaceFor, createUser, addMember } from '../../server/api/modules/workspaces/service';
import { createPublisher } from '../../server/api/realtime/createPublisher';
import { loadSecrets } from '../../server/api/security/secrets';
import type { ApiDeps } from '../../server/api/deps';
import { startTelegramFake, type TelegramFake } from '../fakes/telegram/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPLIES = Number(process.env.OUTBOX_BENCH_REPLIES ?? 6000);
const CHATS = 50;
const THROUGHPUT_BUDGET = 500;
const KILL_AT = 0.4;
const TIMEOUT_MS = 180_000;

const textOf = (i: number) => `bench reply #${i}`;

/** A workspace with a Telegram channel on the fake, CHATS customers who wrote, and REPLIES replies queued. */
async function seed(dataDir: string, fake: TelegramFake): Promise<void> {
  const config = loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TELEGRAM_API_URL: fake.url });
  const database = await openDatabase(config);
  await database.migrate();
  const deps: ApiDeps = {
    config,
    db: database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined } as unknown as ApiDeps['mailer'],
    realtime: createPublisher(database.db),
    secrets: await loadSecrets(database.db),
    now: () => new Date(),
  };
  const owner = await createUser(deps, { email: 'admin@outbox.bench', password: 'bench-Outbox-Passw0rd!' });
  const workspace = await createWorkspaceFor(deps, { name: 'Outbox bench', owner });
  await addMember(deps, { workspaceId: workspace.id, user: owner, role: 'Administrator' });
  const id = crypto.randomUUID();
  const channel = await insertChannel(deps.db, { id, workspaceId: workspace.id, type: 'TELEGRAM', name: 'Bench bot', settings: { botToken: sealSetting(deps, id, 'botToken', fake.token) } });
  for (let c = 0; c < CHATS; c += 1) {
    const chatId = 900_000 + c;
    fake.state.chats.set(String(chatId), { id: chatId, firstName: `Customer ${c}`, blocked: false });
    await ingestInbound(deps, { channel, externalContactId: String(chatId), contactName: `Customer ${c}`, externalMessageId: `${chatId}:1`, text: 'Hello' });
  }
  // The replies, as reply.ts stores them (pending) and queues them, in one statement each.
  await deps.db.execute(sql`
    WITH numbered AS (
      SELECT i, c.id AS conversation_id, ci.external_id
      FROM generate_series(0, ${REPLIES - 1}) AS i
      JOIN (SELECT id, contact_id, row_number() OVER (ORDER BY id) - 1 AS n FROM conversations) c ON c.n = i % ${CHATS}
      JOIN contact_identities ci ON ci.contact_id = c.contact_id
    ), inserted AS (
      INSERT INTO messages (workspace_id, conversation_id, channel_id, direction, author_type, author_id, text, delivery_state)
      SELECT ${workspace.id}, conversation_id, ${channel.id}, 'outbound', 'agent', ${owner.id}, 'bench reply #' || i, 'pending' FROM numbered
      RETURNING id, conversation_id, text
    )
    INSERT INTO channel_outbox (workspace_id, channel_id, message_id, conversation_id, recipient_external_id)
    SELECT ${workspace.id}, ${channel.id}, inserted.id, inserted.conversation_id, numbered.external_id
    FROM inserted JOIN numbered ON inserted.text = 'bench reply #' || numbered.i`);
  await database.close();
}

function startApi(dataDir: string, fake: TelegramFake): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/api/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', TELEGRAM_API_URL: fake.url, PUBLIC_URL: 'http://127.0.0.1:9' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

const sentCount = (fake: TelegramFake) => fake.state.sent.length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${REPLIES} replies)`);
    await sleep(20);
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-bench-'));
  const fake = await startTelegramFake();
  let api: ChildProcess | undefined;
  try {
    const seeded = Date.now();
    await seed(dataDir, fake);
    console.log(`seeded ${REPLIES} queued replies to ${CHATS} Telegram chats in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    api = startApi(dataDir, fake);
    await waitFor('the first delivery', () => sentCount(fake) > 0);
    const firstAt = Date.now();
    await waitFor('the kill point', () => sentCount(fake) >= REPLIES * KILL_AT);
    const killedAt = Date.now();
    const atKill = sentCount(fake);
    api.kill('SIGKILL');
    await new Promise((resolve) => api!.once('exit', resolve));
    const rate = (atKill - 1) / ((killedAt - firstAt) / 1000);

    const restarted = Date.now();
    api = startApi(dataDir, fake);
    await waitFor('every reply', () => new Set(fake.state.sent.map((m) => m.text)).size >= REPLIES);
    // A moment more: a reply sent twice would arrive now (leases of the killed instance end after 30 s).
    await sleep(Number(process.env.OUTBOX_BENCH_SETTLE_MS ?? 35_000));
    const afterRestart = (REPLIES - atKill) / ((Date.now() - restarted) / 1000);

    const counts = new Map<string, number>();
    for (const m of fake.state.sent) counts.set(m.text ?? '', (counts.get(m.text ?? '') ?? 0) + 1);
    const lost = Array.from({ length: REPLIES }, (_, i) => textOf(i)).filter((t) => !counts.has(t)).length;
    const twice = [...counts.values()].filter((n) => n > 1).length;

    const rateOk = rate >= THROUGHPUT_BUDGET;
    console.log(`outbox throughput to the Telegram fake: ${rate.toFixed(0)} replies/s (budget ≥ ${THROUGHPUT_BUDGET}) ${rateOk ? 'OK' : 'MISSED'}`);
    console.log(`after SIGKILL at ${atKill}/${REPLIES} delivered, restart to the last reply (incl. the killed instance's leases): ${afterRestart.toFixed(0)} replies/s overall`);
    console.log(`lost: ${lost} (budget 0) ${lost === 0 ? 'OK' : 'MISSED'}`);
    console.log(`sent twice: ${twice} (budget 0) ${twice === 0 ? 'OK' : 'MISSED'}`);
    process.exitCode = rateOk && lost === 0 && twice === 0 ? 0 : 1;
  } finally {
    api?.kill('SIGKILL');
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
