// A contact's edit and the search text of its tickets are one transaction (issue 12): when the tickets
// cannot be written, the contact keeps its name and nothing is published.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, conversations } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { refuseUpdates, storedEvents } from '../../testing/failingWrites';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

let w: ConversationWorld;

beforeAll(async () => {
  w = await conversationWorld('committedcontacts');
});
afterAll(() => w.api.close());

const contactOf = async (id: string) => (await w.api.deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]!;

describe("editing a contact whose tickets' search text cannot be written", () => {
  it('leaves the contact as it was and publishes nothing', async () => {
    const res = await w.inbound(w.hook, 'Hello there', 'c-renamed', 'Rosa Diaz');
    const [conversation] = await w.api.deps.db.select().from(conversations).where(eq(conversations.id, res.conversation.id));
    const contactId = conversation!.contactId;
    const eventsBefore = await storedEvents(w.api, w.ws.id);
    const rename = () => xhr(w.admin, 'put', `/v2/api/contacts/${contactId}`, { name: 'Rosa Díaz-Moreno' });
    const allow = await refuseUpdates(w.api, 'tickets');
    try {
      expect((await rename()).status).toBe(500);
    } finally {
      await allow();
    }
    expect((await contactOf(contactId)).name).toBe('Rosa Diaz');
    expect(await storedEvents(w.api, w.ws.id)).toBe(eventsBefore);

    expect((await rename()).status).toBe(200);
    expect((await contactOf(contactId)).name).toBe('Rosa Díaz-Moreno');
    expect(await storedEvents(w.api, w.ws.id)).toBeGreaterThan(eventsBefore);
  });
});
