// Removing a department moves its tickets (and their conversations) to another: after the commit each moved
// ticket and conversation is published as lists show it now, to whoever may see it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, TicketSummary } from '../../../../src/domain/inbox';
import { conversations, tickets } from '../../db/inboxSchema';
import { eventsSince, latestSeq } from '../../testing/team';
import { xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { createDepartment } from './service';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('moveddepartments');
});
afterAll(() => w.api.close());

const ticketsOf = (events: Awaited<ReturnType<typeof eventsSince>>) =>
  events.filter((e) => e.type === 'ticket updated').map((e) => (e.payload as { ticket: TicketSummary }).ticket);
const conversationsOf = (events: Awaited<ReturnType<typeof eventsSince>>) =>
  events.filter((e) => e.type === 'conversation updated').map((e) => (e.payload as { conversation: ConversationSummary }).conversation);

describe('removing a department', () => {
  it("publishes each moved ticket with its new department and each of their conversations, assigned ones to their people only", async () => {
    const keep = await createDepartment(w.api.deps, w.ws.id, 'Keep');
    const gone = await createDepartment(w.api.deps, w.ws.id, 'Gone');
    await xhr(w.admin, 'put', `/v2/api/departments/channels/${w.line.id}`, { departmentId: gone.id });
    const open = (await w.inbound(w.line, 'nobody holds me')).conversation;
    const held = (await w.inbound(w.line, 'the agent holds me')).conversation;
    await w.assignDirect(held.id, w.ws.agentId);
    await w.api.deps.db.update(tickets).set({ assigneeId: w.ws.agentId }).where(eq(tickets.conversationId, held.id));
    const [ticketOfOpen, ticketOfHeld] = await Promise.all(
      [open.id, held.id].map(async (id) => (await w.api.deps.db.select({ id: conversations.ticketId }).from(conversations).where(eq(conversations.id, id)))[0]!.id),
    );
    const since = { agent: await latestSeq(w.agent), other: await latestSeq(w.otherAgent), outsider: await latestSeq(w.outsider) };

    expect((await xhr(w.admin, 'post', `/v2/api/departments/${gone.id}/remove`, { moveTo: keep.id })).status).toBe(200);

    const agentSaw = await eventsSince(w.agent, since.agent);
    expect(ticketsOf(agentSaw).map((t) => [t.id, t.departmentId]).sort()).toEqual([[ticketOfOpen, keep.id], [ticketOfHeld, keep.id]].sort());
    expect(conversationsOf(agentSaw).map((c) => c.id).sort()).toEqual([open.id, held.id].sort());
    // The event comes after the departments list, which already names the new one.
    expect(agentSaw.findIndex((e) => e.type === 'departments changed')).toBeLessThan(agentSaw.findIndex((e) => e.type === 'ticket updated'));

    const otherSaw = await eventsSince(w.otherAgent, since.other);
    expect(ticketsOf(otherSaw).map((t) => t.id)).toEqual([ticketOfOpen]);
    expect(conversationsOf(otherSaw).map((c) => c.id)).toEqual([open.id]);
    expect(ticketsOf(await eventsSince(w.outsider, since.outsider))).toEqual([]);
  });

  it('publishes no work events when the department held none', async () => {
    const keep = await createDepartment(w.api.deps, w.ws.id, 'Keep two');
    const empty = await createDepartment(w.api.deps, w.ws.id, 'Empty');
    const since = await latestSeq(w.agent);
    expect((await xhr(w.admin, 'post', `/v2/api/departments/${empty.id}/remove`, { moveTo: keep.id })).status).toBe(200);
    expect((await eventsSince(w.agent, since)).map((e) => e.type)).toEqual(['departments changed']);
  });
});
