import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { contacts, messages, ticketHistory } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { seedCustomer } from './testSeed';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('prx');
});
afterAll(() => w.api.close());

const download = (as: Parameters<typeof xhr>[0], id: string) => as.get(`/v2/api/privacy/contacts/${id}/export`).buffer(true).parse((res, done) => {
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString()));
  res.on('end', () => done(null, text));
});

describe("a contact's data export", () => {
  it('finds the contact by name, e-mail or phone for an Administrator only', async () => {
    const ana = await seedCustomer(w, w.hook, 'ana-x', 'Ana Export');
    await w.api.deps.db.update(contacts).set({ email: 'ana@customer.test', phone: '+33 6 12' }).where(eq(contacts.id, ana.contactId));
    for (const q of ['Ana', 'ana@customer.test', '+33 6 12']) {
      const res = await w.admin.get(`/v2/api/privacy/contacts?q=${encodeURIComponent(q)}`);
      expect(res.body.data.items).toEqual([{ id: ana.contactId, name: 'Ana Export', email: 'ana@customer.test', phone: '+33 6 12' }]);
    }
    expect((await w.agent.get('/v2/api/privacy/contacts?q=Ana')).status).toBe(403);
    expect((await w.outsider.get('/v2/api/privacy/contacts?q=Ana')).body.data.items).toEqual([]);
  });

  it('downloads everything the workspace holds about them as a JSON attachment, checked against the database', async () => {
    const bo = await seedCustomer(w, w.hook, 'bo-x', 'Bo Export');
    await seedCustomer(w, w.line, 'other-x', 'Someone Else');
    const res = await download(w.admin, bo.contactId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-[0-9a-f]{8}-\d{4}-\d\d-\d\d\.json"$/);
    const body = JSON.parse(res.body as string);
    expect(body.contact).toMatchObject({ id: bo.contactId, name: 'Bo Export' });
    expect(body.identities.map((i: { externalId: string }) => i.externalId)).toEqual(['bo-x']);
    const stored = await w.api.deps.db.select().from(messages).where(eq(messages.conversationId, bo.conversationId)).orderBy(asc(messages.createdAt), asc(messages.id));
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0].messages.map((m: { id: string; text: string }) => [m.id, m.text])).toEqual(stored.map((m) => [m.id, m.text]));
    expect(body.conversations[0].messages.flatMap((m: { attachments: unknown[] }) => m.attachments)).toEqual([{ name: 'bo-x-photo.png', url: bo.file.attachment.url }]);
    const history = await w.api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, bo.ticket.id));
    expect(body.tickets).toHaveLength(1);
    expect(body.tickets[0]).toMatchObject({ id: bo.ticket.id, number: bo.ticket.number, subject: bo.ticket.subject, notes: [{ text: 'note about Bo Export' }] });
    expect(body.tickets[0].history.map((h: { field: string }) => h.field)).toEqual(history.map((h) => h.field));
    expect(body.files).toEqual([{ name: 'bo-x-photo.png', url: bo.file.attachment.url, contentType: 'image/png', size: 4 }]);
    expect(res.body as string).not.toContain('Someone Else');

    const [line] = await w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, 'contact.exported')));
    expect(line).toMatchObject({ targetId: bo.contactId, targetLabel: `Contact ${bo.contactId.slice(0, 8)}`, after: { conversations: 1, tickets: 1 } });
    expect(JSON.stringify(line)).not.toContain('Bo Export');
  });

  it('refuses an Agent (403) and another workspace’s contact (404)', async () => {
    const cy = await seedCustomer(w, w.hook, 'cy-x', 'Cy Export');
    expect((await w.agent.get(`/v2/api/privacy/contacts/${cy.contactId}/export`)).status).toBe(403);
    expect((await w.outsider.get(`/v2/api/privacy/contacts/${cy.contactId}/export`)).status).toBe(404);
    expect((await w.admin.get('/v2/api/privacy/contacts/nope/export')).status).toBe(400);
  });
});
