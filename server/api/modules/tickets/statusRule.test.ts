// The rule between a ticket's status and its assignee through the api (assignmentRules), and the
// history lines naming who acted (published, not only read back).
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, tickets } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { seedChannel, seedContact, seedConversation } from '../contacts/testSeed';
import { putTicket, tick } from './testWorld';

let w: Team;
beforeAll(async () => {
  w = await seedTeam('statusrule');
}, 60_000);
afterAll(() => w.api.close());

const act = (as: TestAgent, id: string, action: string, body: object) => xhr(as, 'post', `/v2/api/tickets/${id}/${action}`, body);
const row = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('a ticket is never Unassigned while someone holds it', () => {
  it('setting the status Unassigned gives the ticket back to everyone, with its open conversation', async () => {
    const db = w.api.deps.db;
    const contact = await seedContact(db, w.ws, { name: 'Queue' });
    const conversation = await seedConversation(db, contact, await seedChannel(db, w.ws));
    await db.update(conversations).set({ assigneeId: w.agentId }).where(eq(conversations.id, conversation.id));
    const ticket = await putTicket(w, { subject: 'Back to the queue', assigneeId: w.agentId, status: 'hold', conversationId: conversation.id });
    const since = await latestSeq(w.admin);
    tick(w);
    const res = await act(w.agent, ticket.id, 'status', { status: 'unassigned' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'unassigned', assigneeId: null });
    expect(await row(ticket.id)).toMatchObject({ status: 'unassigned', assigneeId: null });
    const events = await eventsSince(w.admin, since);
    expect(events.filter((e) => e.type === 'ticket history').map((e) => [e.payload.field, e.payload.old, e.payload.new])).toEqual([
      ['assignee', w.agentId, null],
      ['status', 'hold', 'unassigned'],
    ]);
    const [moved] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(moved!.assigneeId).toBeNull();
  });

  it('assigning moves it out of Unassigned, on every path that assigns', async () => {
    const assigned = await putTicket(w, { subject: 'Assign me' });
    expect((await act(w.admin, assigned.id, 'assign', { assigneeId: w.otherAgentId })).body.data).toMatchObject({ status: 'new', assigneeId: w.otherAgentId });
    const created = await xhr(w.admin, 'post', '/v2/api/tickets', { subject: 'Born assigned', assigneeId: w.agentId });
    expect(created.body.data).toMatchObject({ status: 'new', assigneeId: w.agentId });
  });

  it('reads a ticket stored Unassigned with an assignee (before the rule) as New, in the ticket and the list filters', async () => {
    const stale = await putTicket(w, { subject: 'Stored before the rule', assigneeId: w.agentId, status: 'unassigned' });
    expect((await w.agent.get(`/v2/api/tickets/${stale.id}`)).body.data.ticket).toMatchObject({ status: 'new', assigneeId: w.agentId });
    const ids = async (status: string) => ((await w.admin.get(`/v2/api/tickets?status=${status}&limit=100`)).body.data.items as { id: string }[]).map((t) => t.id);
    expect(await ids('unassigned')).not.toContain(stale.id);
    expect(await ids('new')).toContain(stale.id);
    // The next change writes it settled.
    await act(w.agent, stale.id, 'status', { status: 'hold' });
    expect(await row(stale.id)).toMatchObject({ status: 'hold', assigneeId: w.agentId });
  });
});

describe('history lines name who acted', () => {
  it("reach an Agent who changed an unassigned ticket with their id and name (the ticket event does not reach them)", async () => {
    const ticket = await putTicket(w, { subject: 'Anyone’s' });
    const since = await latestSeq(w.agent);
    tick(w);
    await act(w.agent, ticket.id, 'priority', { priority: 'high' });
    const events = await eventsSince(w.agent, since);
    expect(events.map((e) => e.type)).toEqual(['ticket history', 'ticket updated']);
    expect(events[0]!.payload).toMatchObject({ ticketId: ticket.id, actorId: w.agentId, actorName: 'agent', field: 'priority', new: 'high' });
  });
});
