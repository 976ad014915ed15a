import fs from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASE_CONFIRMATION_MISMATCH } from '../../../../src/domain/privacyRules';
import { auditLog } from '../../db/adminSchema';
import { contactIdentities, contacts, conversations, messages, notes, ticketHistory, tickets } from '../../db/inboxSchema';
import { channelInboundEvents } from '../../db/outboxSchema';
import { customMessages, events as realtimeEvents, uploads } from '../../db/schema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { insertChannel } from '../channels/repository';
import { seedCustomer, storedFile } from './testSeed';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('prv');
});
afterAll(() => w.api.close());

const erase = (as: Parameters<typeof xhr>[0], id: string, confirmation: unknown) => xhr(as, 'post', `/v2/api/privacy/contacts/${id}/erase`, { confirmation });
const db = () => w.api.deps.db;
const countOf = async (table: typeof messages | typeof conversations | typeof tickets, column: typeof messages.conversationId | typeof conversations.contactId | typeof tickets.contactId, ids: string[]) =>
  ids.length === 0 ? 0 : (await db().select().from(table).where(inArray(column, ids))).length;

describe('erasing a contact on request', () => {
  it('refuses an Agent (403), another workspace’s contact (404) and a wrong typed name (400), removing nothing', async () => {
    const ana = await seedCustomer(w, w.hook, 'ana-1', 'Ana Lopez');
    expect((await erase(w.agent, ana.contactId, 'Ana Lopez')).status).toBe(403);
    expect((await erase(w.outsider, ana.contactId, 'Ana Lopez')).status).toBe(404);
    const wrong = await erase(w.admin, ana.contactId, 'Ana');
    expect([wrong.status, wrong.body.message, wrong.body.fields]).toEqual([400, ERASE_CONFIRMATION_MISMATCH, { confirmation: ERASE_CONFIRMATION_MISMATCH }]);
    expect(await db().select().from(contacts).where(eq(contacts.id, ana.contactId))).toHaveLength(1);
    expect(await fs.readFile(ana.file.full, 'utf8')).toBe('png!');
  });

  it('removes the contact, their conversations, messages, tickets, files and raw calls, and nothing of another contact', async () => {
    const bea = await seedCustomer(w, w.hook, 'bea-1', 'Bea Smith');
    const cid = await seedCustomer(w, w.line, 'cid-1', 'Cid Other');
    const [before] = await db().select().from(contacts).where(eq(contacts.id, bea.contactId));
    const since = await latestSeq(w.admin);
    const res = await erase(w.admin, bea.contactId, '  Bea Smith ');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ contacts: 1, conversations: 1, messages: 2, tickets: 1, files: 1, inboundEvents: 1 });

    expect(await db().select().from(contacts).where(eq(contacts.id, bea.contactId))).toEqual([]);
    expect(await db().select().from(contactIdentities).where(eq(contactIdentities.contactId, bea.contactId))).toEqual([]);
    expect(await countOf(conversations, conversations.contactId, [bea.contactId])).toBe(0);
    expect(await countOf(messages, messages.conversationId, [bea.conversationId])).toBe(0);
    expect(await db().select().from(tickets).where(eq(tickets.id, bea.ticket.id))).toEqual([]);
    expect(await db().select().from(ticketHistory).where(eq(ticketHistory.ticketId, bea.ticket.id))).toEqual([]);
    expect(await db().select().from(notes).where(eq(notes.ticketId, bea.ticket.id))).toEqual([]);
    expect(await db().select().from(uploads).where(eq(uploads.id, bea.file.id))).toEqual([]);
    await expect(fs.stat(bea.file.full)).rejects.toThrow();
    const raws = await db().select().from(channelInboundEvents).where(eq(channelInboundEvents.workspaceId, w.ws.id));
    expect(raws.map((r) => Buffer.from(r.body, 'base64').toString()).filter((b) => b.includes('Bea Smith'))).toEqual([]);

    // The other customer (and the first test's Ana) keep everything.
    expect(await countOf(messages, messages.conversationId, [cid.conversationId])).toBe(2);
    expect(await db().select().from(tickets).where(eq(tickets.id, cid.ticket.id))).toHaveLength(1);
    expect(await fs.readFile(cid.file.full, 'utf8')).toBe('png!');
    expect(raws.some((r) => Buffer.from(r.body, 'base64').toString().includes('Cid Other'))).toBe(true);

    // The audit line names the contact by a short id and counts only: none of what was erased.
    const [line] = await db().select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, 'contact.erased')));
    expect(line).toMatchObject({ targetId: bea.contactId, targetLabel: `Contact ${bea.contactId.slice(0, 8)}`, after: res.body.data });
    const logged = JSON.stringify(line);
    for (const personal of ['Bea', 'bea-1', before!.name, 'hello from', 'photo']) expect(logged).not.toContain(personal);

    // After the commit: the ticket's delete event and 'contact erased' with ids only.
    const events = await eventsSince(w.admin, since);
    expect(events.filter((e) => e.type === 'ticket event').map((e) => e.payload)).toMatchObject([{ action: 'delete', ticketId: bea.ticket.id }]);
    expect(events.filter((e) => e.type === 'contact erased').map((e) => e.payload)).toEqual([{ contactIds: [bea.contactId], conversationIds: [bea.conversationId] }]);
    expect(JSON.stringify(events)).not.toContain('Bea');

    // What was published about them before (their messages, conversation, contact) is emptied in the replay
    // log, its numbers kept: a console catching up sees nothing of it, and no hole that would reset it.
    expect(res.body.data.replayEvents).toBeGreaterThan(0);
    const stored = await db().select().from(realtimeEvents).where(eq(realtimeEvents.workspaceId, w.ws.id));
    expect(JSON.stringify(stored)).not.toContain('Bea Smith');
    expect(JSON.stringify(stored)).toContain('Cid Other');
    const replay = await w.admin.get('/v2/api/realtime/events?since=0');
    expect(replay.body.data.reset).toBe(false);
    expect(JSON.stringify(replay.body.data.events)).not.toContain('Bea Smith');
  });

  it("removes the files agents sent in their conversations too, but keeps one a canned reply also holds", async () => {
    const dee = await seedCustomer(w, w.hook, 'dee-1', 'Dee Jones');
    const invoice = await storedFile(w, w.ws.id, 'invoice-dee.png');
    const catalogue = await storedFile(w, w.ws.id, 'catalogue.png');
    await db().insert(customMessages).values({ workspaceId: w.ws.id, shortcut: 'catalogue', message: 'Our catalogue', attachments: [catalogue.id] });
    const sent = { workspaceId: w.ws.id, conversationId: dee.conversationId, channelId: w.hook.id, direction: 'outbound' as const, authorType: 'agent' as const, deliveryState: 'sent' as const };
    await db().insert(messages).values([
      { ...sent, text: 'Your invoice', attachments: [invoice.attachment] },
      { ...sent, text: 'Our catalogue', attachments: [catalogue.attachment] },
    ]);
    const res = await erase(w.admin, dee.contactId, 'Dee Jones');
    expect([res.status, res.body.data.files]).toEqual([200, 2]);
    expect(await db().select().from(uploads).where(inArray(uploads.id, [dee.file.id, invoice.id]))).toEqual([]);
    await expect(fs.stat(invoice.full)).rejects.toThrow();
    expect(await db().select().from(uploads).where(eq(uploads.id, catalogue.id))).toHaveLength(1);
    expect(await fs.readFile(catalogue.full, 'utf8')).toBe('png!');
  });

  it('takes the contacts merged into it along, and asks for ERASE when the contact has no name', async () => {
    const dan = await seedCustomer(w, w.hook, 'dan-1', 'Dan Old');
    const chat = await insertChannel(db(), { workspaceId: w.ws.id, type: 'WEBHOOK', name: 'Hook 2', settings: { url: 'http://127.0.0.1:9/x' } });
    const nameless = await seedCustomer(w, chat, 'anon-1', 'x');
    await db().update(contacts).set({ name: '' }).where(eq(contacts.id, nameless.contactId));
    expect((await xhr(w.admin, 'post', `/v2/api/contacts/${dan.contactId}/merge`, { intoId: nameless.contactId })).status).toBe(200);
    expect((await erase(w.admin, nameless.contactId, '')).body.message).toBe(ERASE_CONFIRMATION_MISMATCH);
    const res = await erase(w.admin, nameless.contactId, 'ERASE');
    expect(res.body.data).toMatchObject({ contacts: 2, conversations: 2, tickets: 2, files: 2 });
    expect(await db().select().from(contacts).where(inArray(contacts.id, [dan.contactId, nameless.contactId]))).toEqual([]);
    expect((await erase(w.admin, dan.contactId, 'Dan Old')).status).toBe(404);
  });
});
