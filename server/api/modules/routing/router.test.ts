import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/inboxSchema';
import { routingWorld, type RoutingWorld } from './testRouting';
import { drainQueue, handBack, queuePosition } from './router';
import { sweepQueues } from './sweep';

let w: RoutingWorld;

beforeAll(async () => {
  w = await routingWorld('router');
});
afterAll(() => w.api.close());

// Each test starts with every open conversation closed, both agents online and available, the
// Administrator offline, and the default capacity.
beforeEach(async () => {
  await w.api.deps.db.update(conversations).set({ status: 'resolved', routingState: null }).where(eq(conversations.workspaceId, w.ws.id));
  await w.settings({ defaultMode: 'round-robin' });
  await w.online(w.ws.agentId, w.ws.otherAgentId);
  await w.offline(w.ws.adminId);
  for (const id of [w.ws.agentId, w.ws.otherAgentId, w.ws.adminId]) {
    await w.status(id, 'available');
    await w.capacity(id, null);
  }
  w.tick(60_000);
});

async function arrive(text = 'hello') {
  w.tick();
  const { conversation } = await w.inbound(w.hook, text);
  return w.conversation(conversation.id);
}

describe('routing new conversations', () => {
  it('round-robin gives three conversations to the two available agents in turn, skipping the one in aux', async () => {
    await w.online(w.ws.adminId);
    await w.status(w.ws.adminId, 'aux');
    const first = await arrive();
    const second = await arrive();
    const third = await arrive();
    expect(new Set([first.assigneeId, second.assigneeId])).toEqual(new Set([w.ws.agentId, w.ws.otherAgentId]));
    expect(third.assigneeId).toBe(first.assigneeId);
    expect(third.routingState).toBe('assigned');
    const [decision] = await w.decisions(third.id);
    expect(decision).toMatchObject({ outcome: 'assigned', mode: 'round-robin', chosenUserId: first.assigneeId });
    expect(decision!.reason).toMatch(/^Chosen by round-robin: longest without a new conversation \(/);
  });

  it('leaves conversations to the agents in manual mode, deciding nothing', async () => {
    await w.settings({ defaultMode: 'manual' });
    const c = await arrive();
    expect(c.assigneeId).toBeNull();
    expect(c.routingState).toBeNull();
    expect(await w.decisions(c.id)).toEqual([]);
  });

  it('respects capacity: the third waits with its reason, and a resolved conversation frees its agent for it', async () => {
    await w.settings({ defaultMode: 'least-busy', defaultCapacity: 1 });
    const first = await arrive();
    const second = await arrive();
    const third = await arrive();
    expect([first.assigneeId, second.assigneeId].sort()).toEqual([w.ws.agentId, w.ws.otherAgentId].sort());
    expect(third).toMatchObject({ assigneeId: null, routingState: 'waiting' });
    expect((await w.decisions(third.id)).map((d) => d.reason)).toEqual(['Waiting: every available agent is at capacity (2 of 2)']);
    expect(await queuePosition(w.api.deps, third.id)).toBe(1);

    const holder = first.assigneeId === w.ws.agentId ? w.agent : w.otherAgent;
    expect((await w.post(holder, `/conversations/${first.id}/resolve`)).status).toBe(200);
    expect(await w.conversation(third.id)).toMatchObject({ assigneeId: first.assigneeId, routingState: 'assigned' });
    expect(await queuePosition(w.api.deps, third.id)).toBeNull();
  });

  it('serves the queue oldest first as agents come back, or the highest priority first when set', async () => {
    await w.status(w.ws.agentId, 'aux');
    await w.status(w.ws.otherAgentId, 'aux');
    const a = await arrive();
    const b = await arrive();
    const c = await arrive();
    expect((await w.decisions(a.id)).map((d) => d.reason)).toEqual(['Waiting: no agent is available (2 in aux, 1 offline)']);
    expect([await queuePosition(w.api.deps, a.id), await queuePosition(w.api.deps, c.id)]).toEqual([1, 3]);
    await w.api.deps.db.update(conversations).set({ routingPriority: 3 }).where(eq(conversations.id, c.id));
    await w.settings({ defaultMode: 'round-robin', defaultCapacity: 1, queueOrder: 'priority' });
    expect(await queuePosition(w.api.deps, c.id)).toBe(1);
    await w.status(w.ws.agentId, 'available');
    await drainQueue(w.api.deps, w.ws.id, 'test');
    expect((await w.conversation(c.id)).assigneeId).toBe(w.ws.agentId);
    await w.settings({ defaultMode: 'round-robin', defaultCapacity: 1, queueOrder: 'oldest' });
    await w.status(w.ws.otherAgentId, 'available');
    await drainQueue(w.api.deps, w.ws.id, 'test');
    expect((await w.conversation(a.id)).assigneeId).toBe(w.ws.otherAgentId);
    expect((await w.conversation(b.id)).routingState).toBe('waiting');
  });

  it("weighs a conversation by its ticket's priority, whether one ticket or many change", async () => {
    await w.status(w.ws.agentId, 'aux');
    await w.status(w.ws.otherAgentId, 'aux');
    const c = await arrive('weigh me');
    expect(c.ticketId).not.toBeNull();
    expect(c.routingPriority).toBe(1);
    const bulk = await w.post(w.admin, '/tickets/bulk', { selection: { ids: [c.ticketId] }, operation: { kind: 'priority', priority: 'urgent' } });
    expect(bulk.body.data).toMatchObject({ state: 'finished', changed: 1 });
    expect((await w.conversation(c.id)).routingPriority).toBe(3);
    expect((await w.post(w.admin, `/tickets/${c.ticketId}/priority`, { priority: 'low' })).status).toBe(200);
    expect((await w.conversation(c.id)).routingPriority).toBe(0);
  });

  it('serves a queue whose trigger was lost when the sweep comes by', async () => {
    await w.status(w.ws.agentId, 'aux');
    await w.status(w.ws.otherAgentId, 'aux');
    const c = await arrive();
    expect(c.routingState).toBe('waiting');
    await w.status(w.ws.otherAgentId, 'available');
    expect(await sweepQueues(w.api.deps)).toBeGreaterThanOrEqual(1);
    expect(await w.conversation(c.id)).toMatchObject({ assigneeId: w.ws.otherAgentId, routingState: 'assigned' });
  });

  it('gives a reopened conversation back to its previous agent, or routes it when they are away', async () => {
    const c = await arrive();
    const first = c.assigneeId!;
    const as = first === w.ws.agentId ? w.agent : w.otherAgent;
    expect((await w.post(as, `/conversations/${c.id}/resolve`)).status).toBe(200);
    w.tick();
    expect((await w.post(w.admin, `/conversations/${c.id}/reopen`)).status).toBe(200);
    expect((await w.conversation(c.id)).assigneeId).toBe(first);
    expect((await w.decisions(c.id)).at(-1)!.reason).toMatch(/^Back to the agent who had it before/);

    expect((await w.post(as, `/conversations/${c.id}/resolve`)).status).toBe(200);
    await w.status(first, 'aux');
    expect((await w.post(w.admin, `/conversations/${c.id}/reopen`)).status).toBe(200);
    const other = first === w.ws.agentId ? w.ws.otherAgentId : w.ws.agentId;
    expect(await w.conversation(c.id)).toMatchObject({ assigneeId: other, previousAssigneeId: first });
  });

  it('hands an agent going aux back to the queue when the setting says so, and teammates take the work', async () => {
    const c = await arrive();
    const from = c.assigneeId!;
    await handBack(w.api.deps, w.ws.id, from, 'aux');
    expect((await w.conversation(c.id)).assigneeId).toBe(from);
    await w.settings({ defaultMode: 'round-robin', handBack: { aux: true, logout: false, deactivate: true } });
    await w.status(from, 'aux');
    w.tick();
    await handBack(w.api.deps, w.ws.id, from, 'aux');
    const other = from === w.ws.agentId ? w.ws.otherAgentId : w.ws.agentId;
    expect(await w.conversation(c.id)).toMatchObject({ assigneeId: other, previousAssigneeId: from });
    expect((await w.decisions(c.id)).map((d) => d.outcome)).toEqual(['assigned', 'returned', 'assigned']);
  });

  it("offers a customer's return to a solved ticket, in a new conversation, to the ticket's agent first", async () => {
    expect((await w.post(w.admin, '/setting/ticket/update', { workspace: w.ws.id, solvedReply: 'reopen' })).status).toBe(200);
    w.tick();
    const first = await w.inbound(w.hook, 'my order is late', 'returning-customer');
    const agent = (await w.conversation(first.conversation.id)).assigneeId!;
    expect((await w.post(w.admin, `/conversations/${first.conversation.id}/resolve`)).status).toBe(200);
    w.tick();
    const again = await w.inbound(w.hook, 'still late', 'returning-customer');
    expect(again.conversation.id).not.toBe(first.conversation.id);
    expect(await w.conversation(again.conversation.id)).toMatchObject({ assigneeId: agent, previousAssigneeId: agent });
    expect((await w.decisions(again.conversation.id))[0]!.reason).toMatch(/^Back to the agent who had it before/);
  });

  it('routes a conversation transferred to a department by its mode, among its members only', async () => {
    await w.settings({ defaultMode: 'manual' });
    const c = await arrive();
    expect(c.assigneeId).toBeNull();
    const sales = await w.department('Sales', 'least-busy', [w.ws.otherAgentId]);
    const res = await w.post(w.admin, `/conversations/${c.id}/transfer`, { departmentId: sales.id, note: '' });
    expect(res.body).toMatchObject({ result: 'success' });
    expect(res.body.data.conversation.assigneeId).toBe(w.ws.otherAgentId);
    expect(await w.conversation(c.id)).toMatchObject({ routingDepartmentId: sales.id, routingState: 'assigned' });
  });
});
