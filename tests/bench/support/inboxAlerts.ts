// Figure 5 (issue 11): a new unassigned conversation until every eligible member's drawer count shows it.
// The Administrator and the six Agents each hold a console's socket (socket.io through the edge, the jwt
// of GET /auth, as the console connects); the count a console shows is the last one pushed to it
// ('unread' messages). This process POSTs a signed webhook message from a new sender (a new unassigned
// conversation, with its ticket) and times, per sample, POST written → the last of the seven sockets
// receiving a chat count one higher than before. Three runs; the figure is the median of their p95s.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { UNREAD_SOCKET_MESSAGE, type UnreadCounts } from '../../../src/domain/alerts';
import { SOCKET_PATH } from '../../../src/domain/api';
import type { InboxManifest } from './inboxData';
import { parse, request, Session } from './inboxHttp';
import { webhookMessage } from './inboxLive';
import { info, ms, percentile, report, spread } from './inboxReport';
import type { InboxStack } from './inboxStack';

const RUNS = 3;
const SAMPLES = Number(process.env.BENCH_INBOX_ALERT_SAMPLES) || 40;
const WARM_UP = 3;
const BUDGET_MS = 300;
const SAMPLE_TIMEOUT_MS = 5_000;

interface Console {
  email: string;
  socket: Socket;
  /** the counts the console would show now, and when they arrived */
  shown: UnreadCounts | null;
  waiters: ((counts: UnreadCounts, at: number) => void)[];
}

async function openConsole(stack: InboxStack, user: { email: string; password: string }): Promise<Console> {
  const session = new Session(stack.edgeBase);
  await session.login(user.email, user.password);
  const auth = JSON.parse((await session.get('/v2/api/auth')).body) as { user: { jwt: string } };
  const socket = io(stack.edgeBase, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: auth.user.jwt }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`socket of ${user.email}: ${error.message}`)));
  });
  const console_: Console = { email: user.email, socket, shown: null, waiters: [] };
  socket.on(UNREAD_SOCKET_MESSAGE, (counts: UnreadCounts) => {
    const at = performance.now();
    console_.shown = counts;
    for (const waiter of console_.waiters.splice(0)) waiter(counts, at);
  });
  // What the console reads when it opens: its counts before any push.
  console_.shown = (parse(await session.get('/v2/api/alerts'), 'GET /v2/api/alerts') as { unread: UnreadCounts }).unread;
  return console_;
}

/** When this console first shows a chat count of at least `chat`, or null after the timeout. */
function shows(console_: Console, chat: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), SAMPLE_TIMEOUT_MS);
    const wait = (counts: UnreadCounts, at: number) => {
      if (counts.chat >= chat) {
        clearTimeout(timer);
        resolve(at);
      } else console_.waiters.push(wait);
    };
    console_.waiters.push(wait);
  });
}

export async function measureAlerts(stack: InboxStack, manifest: InboxManifest): Promise<void> {
  const label = "new unassigned conversation → every eligible member's drawer count, p95";
  const admin = new Session(stack.apiBase);
  await admin.login(manifest.admin.email, manifest.admin.password);
  const probe = await admin.get('/v2/api/alerts');
  if (probe.status === 404) {
    report(label, 'not measured', `≤ ${BUDGET_MS} ms`, null, 'GET /v2/api/alerts answers 404: not built yet');
    return;
  }
  const channel = manifest.channels.find((c) => c.type === 'WEBHOOK')!;
  const { secret } = parse(await admin.get(`/v2/api/channels/${channel.id}`), 'GET /v2/api/channels/:id') as { secret: string };
  const inbound = `/v2/api/channels/webhook/${channel.publicId}/messages`;
  const consoles: Console[] = [];
  try {
    for (const user of [manifest.admin, ...manifest.agents]) consoles.push(await openConsole(stack, user));
    const runP95: number[] = [];
    const all: number[] = [];
    const perMember: number[] = [];
    let failed = 0;
    const tag = Date.now().toString(36);
    for (let run = 0; run < RUNS; run += 1) {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
        const id = `alert${tag}r${run}n${i}`;
        const expected = consoles.map((c) => shows(c, (c.shown?.chat ?? 0) + 1));
        const { body, headers } = webhookMessage(secret, { sender: `bench-alert-${id}`, name: `Alert Sender ${id}`, id: `${id}-id`, text: `${id}: my order has not arrived` });
        const posted = performance.now();
        const answer = await request(stack.edgeBase, 'POST', inbound, { headers, body });
        if (answer.status >= 300) throw new Error(`webhook POST answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        const arrived = await Promise.all(expected);
        if (i >= WARM_UP) {
          if (arrived.some((at) => at === null)) failed += 1;
          else {
            const times = arrived.map((at) => at! - posted);
            perMember.push(...times);
            samples.push(Math.max(...times));
          }
        }
        await sleep(150 + Math.random() * 100);
      }
      runP95.push(percentile(samples, 0.95));
      all.push(...samples);
    }
    const figure = percentile(runP95, 0.5);
    const ok = failed === 0 && figure <= BUDGET_MS;
    report(label, failed ? `${failed} of ${RUNS * SAMPLES} never shown` : ms(figure), `≤ ${BUDGET_MS} ms`, ok,
      `median of ${RUNS} runs' p95 (${runP95.map(ms).join(', ')}); ${consoles.length} members' sockets (1 Administrator, ${consoles.length - 1} Agents), POST written → the last of them shows the new count`);
    info(`every sample, the slowest member: ${spread(all)}`);
    info(`every member of every sample: ${spread(perMember)}`);
    // The pushed counts are the api's: a console reading GET /alerts now shows the same.
    const check = consoles[1]!;
    const session = new Session(stack.apiBase);
    await session.login(manifest.agents[0]!.email, manifest.agents[0]!.password);
    const read = (parse(await session.get('/v2/api/alerts'), 'GET /v2/api/alerts') as { unread: UnreadCounts }).unread;
    info(`${check.email}: pushed ${JSON.stringify(check.shown)}, GET /alerts ${JSON.stringify(read)}${JSON.stringify(read) === JSON.stringify(check.shown) ? '' : ' (DIFFER)'}`);
  } finally {
    for (const c of consoles) c.socket.close();
  }
}
