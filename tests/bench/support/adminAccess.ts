// The 'access' part of bench:admin (issue 13 figure): an access-list change reaches the member's open
// console, p95 ≤ 500 ms. The api runs in this process on PGlite behind a real http server with its socket
// server; each member is a socket.io client that connects as the console does. For every change an
// Administrator's PUT /workspace/access/:userId is sent; the time counts from sending it until that member's
// socket has received 'access changed' and their GET /auth (the console's re-read) shows the new list.
import { performance } from 'node:perf_hooks';
import type TestAgent from 'supertest/lib/agent';
import type { RealtimeEvent } from '../../../src/domain/realtimeEvents';
import type { createPublisher } from '../../../server/api/realtime/createPublisher';
import { connectSocket, serveWithSockets, type ClientSocket } from '../../../server/api/realtime/testSockets';
import { setBilling } from '../../../server/api/modules/billing/service';
import { createTestApi, login, seedUser, xhr } from '../../../server/api/testing/harness';
import { percentile } from './benchProcesses';

export const ACCESS_BUDGET_P95_MS = 500;
const CHANGES = Number(process.env.ADMIN_BENCH_ACCESS_CHANGES ?? 200);
const MEMBERS = 5;
const WAIT_MS = 5_000;

interface Member {
  id: string;
  agent: TestAgent;
  socket: ClientSocket;
}

function nextAccessChanged(socket: ClientSocket, userId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 'access changed' within ${WAIT_MS} ms`)), WAIT_MS);
    const onEvent = (event: RealtimeEvent) => {
      if (event.type !== 'access changed' || event.payload.userId !== userId) return;
      clearTimeout(timer);
      socket.off('event', onEvent);
      resolve(performance.now());
    };
    socket.on('event', onEvent);
  });
}

export interface AccessFigures {
  changes: number;
  /** sent → the member's socket has the event */
  eventP50: number;
  eventP95: number;
  /** sent → the member's console has re-read its status with the new list */
  appliedP50: number;
  appliedP95: number;
}

export async function measureAccessChanges(): Promise<AccessFigures> {
  const api = await createTestApi();
  const served = await serveWithSockets(api.app, api.deps);
  (api.deps.realtime as ReturnType<typeof createPublisher>).attach(served.io);
  const members: Member[] = [];
  try {
    const { workspaceId } = await seedUser(api, { email: 'admin@bench-access.test' });
    // A slot for each member: beyond the default package's 3 a limited Agent would hear no event at all.
    await setBilling(api.deps, workspaceId, { agents: MEMBERS + 1 });
    const admin = await login(api, 'admin@bench-access.test');
    for (let i = 0; i < MEMBERS; i++) {
      const email = `agent${i}@bench-access.test`;
      const { user } = await seedUser(api, { email, workspaceId, role: 'Agent' });
      const agent = await login(api, email);
      const jwt = (await xhr(agent, 'get', '/v2/api/auth')).body.user.jwt as string;
      members.push({ id: user.id, agent, socket: await connectSocket(served.url, jwt) });
    }
    const event: number[] = [];
    const applied: number[] = [];
    for (let n = 0; n < CHANGES; n++) {
      const member = members[n % MEMBERS]!;
      // Every other change of a member takes Tickets away, the next gives it back.
      const withTickets = Math.floor(n / MEMBERS) % 2 === 1;
      const access = withTickets ? ['/home', '/app/chat', '/app/ticket'] : ['/home', '/app/chat'];
      const received = nextAccessChanged(member.socket, member.id);
      const sent = performance.now();
      const answer = await xhr(admin, 'put', `/v2/api/workspace/access/${member.id}`, { access });
      if (answer.status !== 200) throw new Error(`PUT answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const at = await received;
      const status = await xhr(member.agent, 'get', '/v2/api/auth');
      const urls = (status.body.access as { url: string }[]).map((entry) => entry.url);
      if (urls.includes('/app/ticket') !== withTickets) throw new Error('the re-read status does not show the change');
      event.push(at - sent);
      applied.push(performance.now() - sent);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const [e, a] = [sorted(event), sorted(applied)];
    return { changes: CHANGES, eventP50: percentile(e, 0.5), eventP95: percentile(e, 0.95), appliedP50: percentile(a, 0.5), appliedP95: percentile(a, 0.95) };
  } finally {
    for (const member of members) member.socket.close();
    await served.close();
    await api.close();
  }
}

/** Prints the part's figures beside its budget; false when the budget is missed. */
export async function accessPart(): Promise<boolean> {
  const figures = await measureAccessChanges();
  const ok = figures.appliedP95 <= ACCESS_BUDGET_P95_MS;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`access: ${figures.changes} access-list changes, ${MEMBERS} members with an open socket`);
  console.log(`  PUT sent → member's socket has 'access changed': p50 ${ms(figures.eventP50)}, p95 ${ms(figures.eventP95)}`);
  console.log(
    `  PUT sent → member's console re-read its status: p50 ${ms(figures.appliedP50)}, p95 ${ms(figures.appliedP95)} (budget p95 ≤ ${ACCESS_BUDGET_P95_MS} ms) ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}
