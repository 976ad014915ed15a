// Resolving a conversation solves its ticket in the same transaction (issue 12): when the ticket cannot be
// solved, the conversation stays open and nothing is published.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, tickets } from '../../db/inboxSchema';
import { refuseUpdates, storedEvents } from '../../testing/failingWrites';
import { conversationWorld, type ConversationWorld } from './testWorld';

let w: ConversationWorld;

beforeAll(async () => {
  w = await conversationWorld('committedconversations');
});
afterAll(() => w.api.close());

const conversationOf = async (id: string) => (await w.api.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;
const ticketOf = async (id: string) => (await w.api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('resolving a conversation whose ticket cannot be solved', () => {
  it('leaves the conversation open, the ticket as it was, and publishes nothing', async () => {
    const res = await w.inbound(w.hook, 'Please close my account');
    const id = res.conversation.id;
    const ticketId = (await conversationOf(id)).ticketId!;
    const ticketStatus = (await ticketOf(ticketId)).status;
    const eventsBefore = await storedEvents(w.api, w.ws.id);
    const allow = await refuseUpdates(w.api, 'tickets');
    try {
      expect((await w.post(w.admin, `/conversations/${id}/resolve`)).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await conversationOf(id)).status).toBe('open');
    expect((await ticketOf(ticketId)).status).toBe(ticketStatus);
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore);

    expect((await w.post(w.admin, `/conversations/${id}/resolve`)).status).toBe(200);
    expect((await conversationOf(id)).status).toBe('resolved');
    expect((await ticketOf(ticketId)).status).toBe('solved');
    expect(await storedEvents(w.api, w.ws.id)).toBeGreaterThan(eventsBefore);
  });
});
