// bench:channels: the channels' figures (issue 14), each the median of several runs beside its budget,
// against the real api process on PGlite and the providers' fakes. Exits 1 when one is missed.
//   inbound: customers' messages through the Meta webhook (WhatsApp), CHANNELS_BENCH_IN messages at
//     CHANNELS_BENCH_IN_RATE calls/s, 10 % redelivered: rate accepted, p99 answer, none lost, none twice;
//   e-mail: a mail delivered to the IMAP mailbox until the agent's open list shows it (channelsEmail.ts);
//   outbound: CHANNELS_BENCH_OUT replies through the outbox to the WhatsApp fake: replies/s, then with
//     20 % of the calls failing transiently: every reply ends 'sent', none twice.
import { median } from './support/benchProcesses';
import { verdict } from './support/channelsBenchApi';
import { measureEmailToOpenList } from './support/channelsEmail';
import { inboundRun, type InboundFigures } from './support/channelsInbound';
import { outboundRun, type OutboundFigures } from './support/channelsOutbound';

const RUNS = Number(process.env.CHANNELS_BENCH_RUNS ?? 3);
const IN_MESSAGES = Number(process.env.CHANNELS_BENCH_IN ?? 5000);
const IN_RATE = Number(process.env.CHANNELS_BENCH_IN_RATE ?? 1000);
const OUT_REPLIES = Number(process.env.CHANNELS_BENCH_OUT ?? 4000);
const BUDGET = { inRate: 1000, p99Ms: 50, outRate: 500, faultShare: 0.2 };

async function runs<T>(what: string, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    results.push(await run());
    console.log(`  ${what} run ${i + 1}/${RUNS}: ${JSON.stringify(results.at(-1), (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`);
  }
  return results;
}

async function inbound(): Promise<boolean> {
  const results: InboundFigures[] = await runs('inbound', () => inboundRun(IN_MESSAGES, IN_RATE));
  const rate = median(results.map((r) => r.rate));
  const p99 = median(results.map((r) => r.p99Ms));
  const lost = Math.max(...results.map((r) => r.lost + r.refused));
  const twice = Math.max(...results.map((r) => r.twice));
  // The pacer offers IN_RATE calls/s; the rate counts answers to the last one, so its tail costs up to 2 %.
  const ok = [rate >= BUDGET.inRate * 0.98, p99 <= BUDGET.p99Ms, lost === 0, twice === 0];
  console.log(`inbound through the Meta webhook: ${rate.toFixed(0)} messages/s accepted (budget ≥ ${BUDGET.inRate}) ${verdict(ok[0]!)}`);
  console.log(`inbound answer p99: ${p99.toFixed(1)} ms (budget ≤ ${BUDGET.p99Ms} ms; p50 ${median(results.map((r) => r.p50Ms)).toFixed(1)} ms) ${verdict(ok[1]!)}`);
  console.log(`inbound lost or refused: ${lost} (budget 0) ${verdict(ok[2]!)}; stored twice with 10 % redelivered: ${twice} (budget 0) ${verdict(ok[3]!)}`);
  return ok.every(Boolean);
}

async function outbound(): Promise<boolean> {
  const results: OutboundFigures[] = await runs('outbound', () => outboundRun(OUT_REPLIES, 0));
  const rate = median(results.map((r) => r.rate));
  const faulty = await outboundRun(OUT_REPLIES, BUDGET.faultShare);
  console.log(`  outbound with ${BUDGET.faultShare * 100} % of the calls failing: ${JSON.stringify(faulty)}`);
  const clean = results.every((r) => r.lost === 0 && r.twice === 0 && r.notSent === 0);
  const ok = [rate >= BUDGET.outRate, clean, faulty.lost === 0 && faulty.notSent === 0, faulty.twice === 0];
  console.log(`outbound through the outbox to the WhatsApp fake: ${rate.toFixed(0)} replies/s (budget ≥ ${BUDGET.outRate}) ${verdict(ok[0]!)}; every reply sent once ${verdict(ok[1]!)}`);
  console.log(`with ${faulty.failedCalls} of the calls failed transiently (${BUDGET.faultShare * 100} %): not sent ${faulty.notSent + faulty.lost} (budget 0) ${verdict(ok[2]!)}, sent twice ${faulty.twice} (budget 0) ${verdict(ok[3]!)}`);
  return ok.every(Boolean);
}

async function main(): Promise<void> {
  const only = process.env.CHANNELS_BENCH_ONLY;
  let ok = true;
  if (!only || only === 'inbound') ok = (await inbound()) && ok;
  if (!only || only === 'email') ok = (await measureEmailToOpenList()) && ok;
  if (!only || only === 'outbound') ok = (await outbound()) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
