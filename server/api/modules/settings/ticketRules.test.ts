import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TICKET_SETTINGS, DEPARTMENT_REQUIRED, TAG_REQUIRED } from '../../../../src/domain/ticketSettingsRules';
import { conversations, departments, tickets } from '../../db/inboxSchema';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

// Each rule of the ticket-management page, set through its api and applied where tickets are made and solved.

let w: ConversationWorld;
const settings = (change: object) => w.post(w.admin, '/setting/ticket/update', { workspace: w.ws.id, ...change });
const ticket = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const ticketsOfContact = async (ticketId: string) => {
  const { contactId } = await ticket(ticketId);
  return w.api.deps.db.select().from(tickets).where(eq(tickets.contactId, contactId!));
};
const solve = (id: string) => w.post(w.admin, `/tickets/${id}/status`, { status: 'solved' });

beforeAll(async () => {
  w = await conversationWorld('ticket-rules');
});
beforeEach(async () => {
  expect((await settings(DEFAULT_TICKET_SETTINGS)).status).toBe(200);
});
afterAll(() => w.api.close());

describe("a customer's reply to a solved ticket", () => {
  it("with 'reopen' reopens it (Open for its assignee) and tells its people, instead of opening a new one", async () => {
    await settings({ solvedReply: 'reopen' });
    const first = await w.inbound(w.hook, 'my order is late', 'reopen-1');
    const id = first.conversation.ticketId!;
    await w.post(w.admin, `/tickets/${id}/assign`, { assigneeId: w.ws.agentId });
    expect((await solve(id)).status).toBe(200);
    const since = await latestSeq(w.admin);
    const again = await w.inbound(w.hook, 'still late', 'reopen-1');
    expect(again.conversation.ticketId).toBe(id);
    expect(await ticket(id)).toMatchObject({ status: 'unsolved', statusOmni: 'unsolved', assigneeId: w.ws.agentId, solvedAt: null });
    expect(await ticketsOfContact(id)).toHaveLength(1);
    const events = await eventsSince(w.admin, since);
    expect(events.find((e) => e.type === 'ticket event')).toMatchObject({ payload: { ticketId: id, action: 'change', ticketStatus: 'unsolved' } });
    expect(events.find((e) => e.type === 'ticket history')).toMatchObject({ payload: { ticketId: id, field: 'status', old: 'solved', new: 'unsolved', actorId: null } });
  });

  it("with 'reopen' reopens it also when the conversation was resolved: the new conversation carries the ticket", async () => {
    await settings({ solvedReply: 'reopen' });
    const first = await w.inbound(w.hook, 'where is my refund', 'reopen-2');
    const id = first.conversation.ticketId!;
    expect((await w.post(w.admin, `/conversations/${first.conversation.id}/resolve`)).status).toBe(200);
    expect((await ticket(id)).status).toBe('solved');
    const again = await w.inbound(w.hook, 'no refund yet', 'reopen-2');
    expect(again.conversation.id).not.toBe(first.conversation.id);
    expect(again.conversation.ticketId).toBe(id);
    expect(await ticket(id)).toMatchObject({ status: 'unassigned', conversationId: again.conversation.id });
  });

  it("with 'new' (the default) opens a new ticket and leaves the solved one solved", async () => {
    const first = await w.inbound(w.hook, 'first question', 'new-1');
    const id = first.conversation.ticketId!;
    await solve(id);
    const again = await w.inbound(w.hook, 'second question', 'new-1');
    expect(again.conversation.ticketId).not.toBe(id);
    expect((await ticket(id)).status).toBe('solved');
    expect(await ticketsOfContact(id)).toHaveLength(2);
  });

  it('never reopens a ticket the product closed', async () => {
    await settings({ solvedReply: 'reopen' });
    const first = await w.inbound(w.hook, 'old matter', 'closed-1');
    const id = first.conversation.ticketId!;
    await solve(id);
    await w.api.deps.db.update(tickets).set({ statusOmni: 'closed' }).where(eq(tickets.id, id));
    const again = await w.inbound(w.hook, 'new matter', 'closed-1');
    expect(again.conversation.ticketId).not.toBe(id);
    expect(await ticket(id)).toMatchObject({ status: 'solved', statusOmni: 'closed' });
  });
});

describe('tickets created automatically from conversations', () => {
  it('turned off: a new conversation gets no ticket; turned on again it does', async () => {
    await settings({ autoCreate: false });
    const off = await w.inbound(w.hook, 'no ticket for me');
    expect(off.conversation.ticketId).toBeNull();
    expect(await w.api.deps.db.select().from(tickets).where(eq(tickets.conversationId, off.conversation.id))).toEqual([]);
    await settings({ autoCreate: true });
    const on = await w.inbound(w.hook, 'a ticket for me');
    expect(on.conversation.ticketId).not.toBeNull();
  });
});

describe('fields required before solving', () => {
  it('refuses to solve a ticket without a department or a tag, naming the field, and solves it once they are set', async () => {
    await settings({ requiredToSolve: { department: true, tags: true } });
    const { conversation } = await w.inbound(w.hook, 'needs filing');
    const id = conversation.ticketId!;
    const noDepartment = await solve(id);
    expect(noDepartment.status).toBe(400);
    expect(noDepartment.body).toMatchObject({ result: 'error', message: DEPARTMENT_REQUIRED, fields: { departmentId: DEPARTMENT_REQUIRED } });
    const [dept] = await w.api.deps.db.insert(departments).values({ workspaceId: w.ws.id, name: 'Billing rules' }).returning();
    await w.post(w.admin, `/tickets/${id}/department`, { departmentId: dept!.id });
    const noTag = await solve(id);
    expect(noTag.body).toMatchObject({ message: TAG_REQUIRED, fields: { tags: TAG_REQUIRED } });
    expect((await ticket(id)).status).not.toBe('solved');
    await w.post(w.admin, `/tickets/${id}/tags`, { tags: ['refund'] });
    expect((await solve(id)).status).toBe(200);
    expect((await ticket(id)).status).toBe('solved');
  });

  it('refuses to resolve a conversation whose ticket lacks them (both stay open), and refuses them one by one in a bulk action', async () => {
    await settings({ requiredToSolve: { department: true, tags: false } });
    const { conversation } = await w.inbound(w.hook, 'resolve me');
    // A default department may file new tickets: this one has none.
    await w.api.deps.db.update(tickets).set({ departmentId: null }).where(eq(tickets.id, conversation.ticketId!));
    const resolved = await w.post(w.admin, `/conversations/${conversation.id}/resolve`);
    expect(resolved.body).toMatchObject({ result: 'error', message: DEPARTMENT_REQUIRED });
    const [convo] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(convo!.status).toBe('open');
    const bulk = await w.post(w.admin, '/tickets/bulk', { selection: { ids: [conversation.ticketId] }, operation: { kind: 'status', status: 'solved' } });
    expect(bulk.body.data).toMatchObject({ changed: 0, failed: 1, failures: [{ ticketId: conversation.ticketId, reason: DEPARTMENT_REQUIRED }] });
    expect((await ticket(conversation.ticketId!)).status).not.toBe('solved');
  });
});
