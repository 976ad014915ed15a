// An erasure is one transaction: when one of its steps fails, nothing of the contact is gone (rows, files on
// disk, the replay log), nothing is published and no audit line claims it; a second try erases them.
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { contacts, messages, tickets } from '../../db/inboxSchema';
import { refuseUpdates, storedEvents } from '../../testing/failingWrites';
import { xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { seedCustomer } from './testSeed';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('prvc');
});
afterAll(() => w.api.close());

describe('an erasure whose conversations cannot be deleted', () => {
  it('keeps everything of the contact and tells nobody; the next try erases them', async () => {
    const eve = await seedCustomer(w, w.hook, 'eve-1', 'Eve Kept');
    const db = w.api.deps.db;
    const before = { events: await storedEvents(w.api, w.ws.id), messages: (await db.select().from(messages).where(eq(messages.conversationId, eve.conversationId))).length };
    const allow = await refuseUpdates(w.api, 'conversations', 'DELETE');
    try {
      expect((await xhr(w.admin, 'post', `/v2/api/privacy/contacts/${eve.contactId}/erase`, { confirmation: 'Eve Kept' })).status).toBe(500);
    } finally {
      await allow();
    }
    expect(await db.select().from(contacts).where(eq(contacts.id, eve.contactId))).toHaveLength(1);
    expect(await db.select().from(tickets).where(eq(tickets.id, eve.ticket.id))).toHaveLength(1);
    expect(await db.select().from(messages).where(eq(messages.conversationId, eve.conversationId))).toHaveLength(before.messages);
    expect(await fs.readFile(eve.file.full, 'utf8')).toBe('png!');
    expect(await storedEvents(w.api, w.ws.id)).toBe(before.events);
    const replay = await w.admin.get('/v2/api/realtime/events?since=0');
    expect(JSON.stringify(replay.body.data.events)).toContain('Eve Kept');
    expect(await db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, 'contact.erased')))).toEqual([]);

    expect((await xhr(w.admin, 'post', `/v2/api/privacy/contacts/${eve.contactId}/erase`, { confirmation: 'Eve Kept' })).status).toBe(200);
    expect(await db.select().from(contacts).where(eq(contacts.id, eve.contactId))).toEqual([]);
    await expect(fs.stat(eve.file.full)).rejects.toThrow();
  });
});
