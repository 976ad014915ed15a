// bench:channels, inbound: customers' WhatsApp messages POSTed to the real api's Meta webhook (signed with
// the app secret, as Meta sends them) at a steady rate from a worker thread, 10 % of them delivered a
// second time a little later, as Meta redelivers. The answer comes after the call is stored and before it
// is processed; once the api is quiet it is stopped and its database counts what became messages.
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { channelWebhookUrl } from '../../../server/api/modules/channels/copyValues';
import { metaJson, signMeta, SIGNATURE_HEADER } from '../../fakes/meta/signer';
import { freePort, percentile, stop } from './benchProcesses';
import { waitFor200 } from './benchHttp';
import { readAfter, seedApiData, startBenchApi, waitQuiet } from './channelsBenchApi';
import { whatsappChannel, withWhatsAppRun } from './channelsWhatsApp';

export interface InboundFigures {
  /** Calls answered 200 per second, redeliveries included. */
  rate: number;
  p50Ms: number;
  p99Ms: number;
  refused: number;
  lost: number;
  twice: number;
}

const SENDERS = 200;
const REDELIVER_EVERY = 10;
const REDELIVER_AFTER = 100;

// Posts each body at its slot (rate per second) on a keep-alive agent; answers the latencies of 200s and the other statuses.
const POSTER = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
parentPort.on('message', ({ port, path, header, calls, rate }) => {
  const gap = 1000 / rate, latencies = [], other = [], start = performance.now();
  let sent = 0, settled = 0;
  const settle = () => { settled += 1; if (settled === calls.length) parentPort.postMessage({ latencies, other, ms: performance.now() - start }); };
  const send = ({ body, signature }) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), [header]: signature } }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode === 200) latencies.push(performance.now() - t0); else other.push(res.statusCode); settle(); });
    });
    req.on('error', () => { other.push(0); settle(); });
    req.end(body);
  };
  const tick = () => {
    const due = Math.min(calls.length, Math.floor((performance.now() - start) / gap) + 1);
    for (; sent < due; sent += 1) send(calls[sent]);
    if (sent < calls.length) setImmediate(tick);
  };
  tick();
});`;

function post(port: number, urlPath: string, calls: { body: string; signature: string }[], rate: number) {
  const worker = new Worker(POSTER, { eval: true });
  return new Promise<{ latencies: number[]; other: number[]; ms: number }>((resolve, reject) => {
    worker.once('message', (result) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
    worker.postMessage({ port, path: urlPath, header: SIGNATURE_HEADER, calls, rate });
  });
}

/** One run: `messages` distinct customer messages at `rate` calls per second, plus the redeliveries. */
export function inboundRun(messages: number, rate: number): Promise<InboundFigures> {
  return withWhatsAppRun('channels-in-bench', async (dataDir, fake) => {
    const channel = await seedApiData(dataDir, 'channels-in', (ctx) => whatsappChannel(ctx, fake));
    const originals = Array.from({ length: messages }, (_, i) => {
      const body = metaJson(fake.customer.text({ waId: String(15_550_000_000 + (i % SENDERS)), name: `Customer ${i % SENDERS}` }, `bench message #${i}`));
      return { body, signature: signMeta(fake.state.appSecret, body) };
    });
    const calls = originals.flatMap((call, i) => {
      const again = i - REDELIVER_AFTER;
      return again >= 0 && again % REDELIVER_EVERY === 0 ? [call, originals[again]!] : [call];
    });
    for (let i = Math.max(0, messages - REDELIVER_AFTER); i < messages; i += 1) if (i % REDELIVER_EVERY === 0) calls.push(originals[i]!);

    const port = await freePort();
    const api = startBenchApi(dataDir, { API_PORT: String(port), META_GRAPH_URL: fake.url });
    try {
      await waitFor200(port, '/v2/api/healthz', 60_000, api);
      const url = new URL(channelWebhookUrl(`http://127.0.0.1:${port}`, channel));
      const answered = await post(port, url.pathname, calls, rate);
      await waitQuiet(api.pid!, 300_000);
      await stop(api);
      const { stored, distinct } = await readAfter<{ stored: number; distinct: number }>(
        dataDir,
        sql`SELECT count(*)::int AS stored, count(DISTINCT external_id)::int AS distinct FROM messages WHERE channel_id = ${channel.id} AND direction = 'inbound'`,
      );
      const sorted = [...answered.latencies].sort((a, b) => a - b);
      return { rate: answered.latencies.length / (answered.ms / 1000), p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), refused: answered.other.length, lost: messages - distinct, twice: stored - distinct };
    } finally {
      api.kill('SIGKILL');
    }
  });
}
