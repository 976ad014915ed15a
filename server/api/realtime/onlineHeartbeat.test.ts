import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../db/inboxSchema';
import { agentStatusLog, routingDecisions } from '../db/routingSchema';
import { members } from '../db/schema';
import { conversationWorld, type ConversationWorld } from '../modules/conversations/testWorld';
import { refreshOnline } from '../modules/presence/presenceService';
import { until } from '../testing/until';
import { xhr } from '../testing/harness';
import type { createPublisher } from './createPublisher';
import { connectSocket, serveWithSockets, type ClientSocket, type SocketApi } from './testSockets';

let w: ConversationWorld;
let served: SocketApi;
const opened: ClientSocket[] = [];
beforeAll(async () => {
  w = await conversationWorld('heartbeat');
  served = await serveWithSockets(w.api.app, w.api.deps);
  (w.api.deps.realtime as ReturnType<typeof createPublisher>).attach(served.io);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await w?.api.close();
});

const SECOND = 1000;
const now = () => w.api.clock.now.getTime();
const advance = (ms: number) => {
  w.api.clock.now = new Date(now() + ms);
};
async function open(as = w.agent): Promise<ClientSocket> {
  const jwt = (await xhr(as, 'get', '/v2/api/auth')).body.user.jwt as string;
  const socket = await connectSocket(served.url, jwt);
  opened.push(socket);
  return socket;
}
async function onlineUntil(userId: string): Promise<number | null> {
  const [row] = await w.api.deps.db.select({ at: members.onlineUntil }).from(members).where(and(eq(members.workspaceId, w.ws.id), eq(members.userId, userId)));
  return row?.at?.getTime() ?? null;
}
const becomes = (userId: string, expected: number) => until(async () => ((await onlineUntil(userId)) === expected ? true : undefined), `onlineUntil = ${expected}`);
const stretches = async (userId: string) =>
  (await w.api.deps.db.select().from(agentStatusLog).where(eq(agentStatusLog.userId, userId)).orderBy(asc(agentStatusLog.startedAt))).map((r) => [
    r.status,
    r.startedAt.getTime(),
    r.endedAt?.getTime() ?? null,
  ]);

describe('presence heartbeat', () => {
  it('keeps a live console online 90 s ahead, and lets it go 5 s after the last one closes', async () => {
    const first = await open();
    await becomes(w.ws.agentId, now() + 90 * SECOND);
    const second = await open();
    first.close();
    // Another console is still live: nothing changes.
    await new Promise((r) => setTimeout(r, 200));
    expect(await onlineUntil(w.ws.agentId)).toBe(now() + 90 * SECOND);
    second.close();
    await becomes(w.ws.agentId, now() + 5 * SECOND);
    expect(await stretches(w.ws.agentId)).toEqual([['available', now(), null]]);
  });

  it('logs the time away as offline when the console comes back after its heartbeat ran out', async () => {
    const wentAway = now() + 5 * SECOND;
    const started = now();
    advance(10 * 60 * SECOND);
    await open();
    await becomes(w.ws.agentId, now() + 90 * SECOND);
    expect(await stretches(w.ws.agentId)).toEqual([
      ['available', started, wentAway],
      ['offline', wentAway, now()],
      ['available', now(), null],
    ]);
  });

  it('ends presence at once on logout, with an offline stretch', async () => {
    await open(w.otherAgent);
    await becomes(w.ws.otherAgentId, now() + 90 * SECOND);
    advance(60 * SECOND);
    expect((await xhr(w.otherAgent, 'post', '/v2/api/auth/logout', {})).body.result).toBe('success');
    await becomes(w.ws.otherAgentId, now());
    expect((await stretches(w.ws.otherAgentId)).at(-1)).toEqual(['offline', now(), null]);
  });
});

describe('hand back on aux', () => {
  const heldBy = async (id: string) => (await w.api.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;

  it("keeps the agent's conversations by default, and hands them back to the queue when the setting is on", async () => {
    const first = await w.inbound(w.hook, 'hello');
    await w.assignDirect(first.conversation.id, w.ws.agentId);
    await xhr(w.agent, 'put', '/v2/api/profile/change-status', { status: 'aux', reason: 'Lunch' });
    expect((await heldBy(first.conversation.id)).assigneeId).toBe(w.ws.agentId);

    await xhr(w.agent, 'put', '/v2/api/profile/change-status', { status: 'available' });
    await xhr(w.admin, 'put', '/v2/api/routing/settings', { handBack: { aux: true } });
    await xhr(w.agent, 'put', '/v2/api/profile/change-status', { status: 'aux', reason: 'Break' });
    const after = await heldBy(first.conversation.id);
    expect(after).toMatchObject({ assigneeId: null, previousAssigneeId: w.ws.agentId, routingState: 'waiting' });
    const decisions = await w.api.deps.db.select().from(routingDecisions).where(eq(routingDecisions.conversationId, first.conversation.id));
    expect(decisions.map((d) => d.outcome)).toContain('returned');
  });
});

describe('coming online serves the queue', () => {
  it('gives a waiting conversation to an available agent when their console connects', async () => {
    await xhr(w.admin, 'put', '/v2/api/routing/settings', { defaultMode: 'round-robin' });
    await xhr(w.agent, 'put', '/v2/api/profile/change-status', { status: 'available' });
    advance(60 * SECOND);
    const waiting = await w.inbound(w.hook, 'is anyone there?');
    const before = (await w.api.deps.db.select().from(conversations).where(eq(conversations.id, waiting.conversation.id)))[0]!;
    expect(before).toMatchObject({ assigneeId: null, routingState: 'waiting' });
    await open();
    const assigned = await until(async () => {
      const [row] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, waiting.conversation.id));
      return row?.assigneeId ?? undefined;
    }, 'the waiting conversation assigned');
    expect(assigned).toBe(w.ws.agentId);
  });
});

describe('routing after an administration change', () => {
  const assigneeOf = async (id: string) => (await w.api.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0]!.assigneeId;
  const keepOnline = (userId: string) =>
    w.api.deps.db.update(members).set({ onlineUntil: new Date(now() + 90 * SECOND) }).where(and(eq(members.workspaceId, w.ws.id), eq(members.userId, userId)));

  it('serves the queue when a capacity is raised, and routes a deactivated agent\'s conversations to a colleague', async () => {
    // Round-robin (set above), one conversation each at most; the agent already holds some.
    await xhr(w.admin, 'put', '/v2/api/routing/settings', { defaultCapacity: 1 });
    await keepOnline(w.ws.agentId);
    const waiting = await w.inbound(w.hook, 'second question');
    expect(await assigneeOf(waiting.conversation.id)).toBeNull();
    const held = await w.api.deps.db.select().from(conversations).where(and(eq(conversations.assigneeId, w.ws.agentId), eq(conversations.status, 'open')));
    await xhr(w.admin, 'put', `/v2/api/routing/members/${w.ws.agentId}/capacity`, { capacity: held.length + 1 });
    expect(await assigneeOf(waiting.conversation.id)).toBe(w.ws.agentId);

    // The admin takes conversations too: online and available, with room for them.
    await xhr(w.admin, 'put', `/v2/api/routing/members/${w.ws.adminId}/capacity`, { capacity: 5 });
    await keepOnline(w.ws.adminId);
    expect((await xhr(w.admin, 'post', `/v2/api/workspace/members/${w.ws.agentId}/deactivate`, {})).status).toBe(200);
    expect(await assigneeOf(waiting.conversation.id)).toBe(w.ws.adminId);
  });
});

describe('the 30-second heartbeat', () => {
  // Last: the other agent comes online here (the routing tests above count on them being logged out).
  it('moves a live heartbeat 90 s ahead, and brings back one that ran out (offline stretch logged)', async () => {
    const set = (at: number) => w.api.deps.db.update(members).set({ onlineUntil: new Date(at) }).where(and(eq(members.workspaceId, w.ws.id), eq(members.userId, w.ws.otherAgentId)));
    await set(now() + 60 * SECOND);
    await refreshOnline(w.api.deps, w.ws.id, w.ws.otherAgentId);
    expect(await onlineUntil(w.ws.otherAgentId)).toBe(now() + 90 * SECOND);
    advance(120 * SECOND);
    await refreshOnline(w.api.deps, w.ws.id, w.ws.otherAgentId);
    expect(await onlineUntil(w.ws.otherAgentId)).toBe(now() + 90 * SECOND);
    expect((await stretches(w.ws.otherAgentId)).slice(-2)).toEqual([
      // Offline since the logout above, until the heartbeat came back.
      ['offline', expect.any(Number), now()],
      ['available', now(), null],
    ]);
  });
});
