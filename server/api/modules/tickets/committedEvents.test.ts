// A ticket change and the conversation that follows its new assignee are one transaction (issue 12): when
// the conversation cannot move, the ticket keeps its assignee and nothing is published.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, ticketHistory, tickets } from '../../db/inboxSchema';
import { events } from '../../db/schema';
import { refuseUpdates, storedEvents } from '../../testing/failingWrites';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

let w: ConversationWorld;

beforeAll(async () => {
  w = await conversationWorld('committedtickets');
  // Taking tickets is off until an Administrator turns it on.
  expect((await w.post(w.admin, '/setting/ticket/update', { workspace: w.ws.id, take: true })).body.result).toBe('success');
});
afterAll(() => w.api.close());

async function unassignedWork() {
  const res = await w.inbound(w.hook, 'Where is my parcel?');
  const conversationId = res.conversation.id;
  const [row] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
  return { conversationId, ticketId: row!.ticketId! };
}

const ticketOf = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const historyOf = async (id: string) => w.api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, id));

describe('a ticket change whose conversation cannot follow', () => {
  it.each([
    ['assigning', (ticketId: string) => w.post(w.admin, `/tickets/${ticketId}/assign`, { assigneeId: w.ws.agentId })],
    ['taking', (ticketId: string) => w.post(w.agent, `/tickets/${ticketId}/take`)],
  ])('%s: rolls the ticket back and publishes nothing', async (_name, change) => {
    const { conversationId, ticketId } = await unassignedWork();
    const [ticketBefore, linesBefore, eventsBefore] = [await ticketOf(ticketId), (await historyOf(ticketId)).length, await storedEvents(w.api, w.ws.id)];
    const allow = await refuseUpdates(w.api, 'conversations');
    try {
      expect((await change(ticketId)).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await ticketOf(ticketId)).assigneeId).toBe(ticketBefore.assigneeId);
    expect((await ticketOf(ticketId)).status).toBe(ticketBefore.status);
    expect(await historyOf(ticketId)).toHaveLength(linesBefore);
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore);

    // With the database writable again, the same change moves both and publishes both.
    expect((await change(ticketId)).status).toBe(200);
    expect((await ticketOf(ticketId)).assigneeId).toBe(w.ws.agentId);
    const [moved] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(moved!.assigneeId).toBe(w.ws.agentId);
    expect(await storedEvents(w.api, w.ws.id)).toBeGreaterThan(eventsBefore);
  });
});

describe('deleting a ticket', () => {
  it('publishes its delete event only once the ticket is gone', async () => {
    const { ticketId } = await unassignedWork();
    const eventsBefore = await storedEvents(w.api, w.ws.id);
    const remove = () => w.admin.delete(`/v2/api/tickets/${ticketId}`).set('X-Requested-With', 'XMLHttpRequest');
    const allow = await refuseUpdates(w.api, 'tickets', 'DELETE');
    try {
      expect((await remove()).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await w.api.deps.db.select().from(tickets).where(eq(tickets.id, ticketId))).toHaveLength(1);
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore);

    expect((await remove()).status).toBe(200);
    expect(await w.api.deps.db.select().from(tickets).where(eq(tickets.id, ticketId))).toHaveLength(0);
    const stored = await w.api.deps.db.select().from(events).where(eq(events.workspaceId, w.ws.id));
    const deletes = stored.filter((e) => e.type === 'ticket event' && e.payload.action === 'delete' && e.payload.ticketId === ticketId);
    expect(deletes).toHaveLength(1);
  });
});

