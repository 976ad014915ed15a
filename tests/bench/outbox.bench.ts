// The one outbox against the Telegram fake: replies/s delivered by the real api process (its outbox worker,
// PGlite in DATA_DIR, the Telegram connector pointed at tests/fakes/telegram), and what a SIGKILL mid-run
// costs: the api is killed once part of the replies are delivered, started again on the same DATA_DIR, and
// every reply must reach the fake, none lost, none sent twice. Prints each figure beside its budget; exits 1
// when one is missed. OUTBOX_BENCH_REPLIES sets how many replies (default 6000).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertChannel } from '../../server/api/modules/channels/repository';
import { sealSetting } from '../../server/api/channels/settingsStore';
import { ingestInbound } from '../../server/api/modules/conversations/ingest';
import { startTelegramFake, type TelegramFake } from '../fakes/telegram/server';
import { queueReplies, replyText, seedApiData, sleep, startBenchApi, tally, verdict, waitUntil } from './support/channelsBenchApi';

const REPLIES = Number(process.env.OUTBOX_BENCH_REPLIES ?? 6000);
const CHATS = 50;
const THROUGHPUT_BUDGET = 500;
const KILL_AT = 0.4;
const TIMEOUT_MS = 180_000;

/** A workspace with a Telegram channel on the fake, CHATS customers who wrote, and REPLIES replies queued. */
async function seed(dataDir: string, fake: TelegramFake): Promise<void> {
  await seedApiData(dataDir, 'outbox', async (ctx) => {
    const id = crypto.randomUUID();
    const channel = await insertChannel(ctx.deps.db, { id, workspaceId: ctx.workspaceId, type: 'TELEGRAM', name: 'Bench bot', settings: { botToken: sealSetting(ctx.deps, id, 'botToken', fake.token) } });
    for (let c = 0; c < CHATS; c += 1) {
      const chatId = 900_000 + c;
      fake.state.chats.set(String(chatId), { id: chatId, firstName: `Customer ${c}`, blocked: false });
      await ingestInbound(ctx.deps, { channel, externalContactId: String(chatId), contactName: `Customer ${c}`, externalMessageId: `${chatId}:1`, text: 'Hello' });
    }
    await queueReplies(ctx, channel.id, REPLIES);
  });
}

const startApi = (dataDir: string, fake: TelegramFake): ChildProcess => startBenchApi(dataDir, { TELEGRAM_API_URL: fake.url });
const sentCount = (fake: TelegramFake) => fake.state.sent.length;
const waitFor = (what: string, check: () => boolean) => waitUntil(`${what} (${REPLIES} replies)`, check, TIMEOUT_MS);

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

    const { lost, twice } = tally(
      fake.state.sent.map((m) => m.text ?? ''),
      Array.from({ length: REPLIES }, (_, i) => replyText(i)),
    );

    const rateOk = rate >= THROUGHPUT_BUDGET;
    console.log(`outbox throughput to the Telegram fake: ${rate.toFixed(0)} replies/s (budget ≥ ${THROUGHPUT_BUDGET}) ${verdict(rateOk)}`);
    console.log(`after SIGKILL at ${atKill}/${REPLIES} delivered, restart to the last reply (incl. the killed instance's leases): ${afterRestart.toFixed(0)} replies/s overall`);
    console.log(`lost: ${lost} (budget 0) ${verdict(lost === 0)}`);
    console.log(`sent twice: ${twice} (budget 0) ${verdict(twice === 0)}`);
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
