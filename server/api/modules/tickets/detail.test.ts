import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail } from '../../../../src/domain/inbox';
import { notes } from '../../db/inboxSchema';
import { seedChannel, seedContact, seedConversation } from '../contacts/testSeed';
import { xhr } from '../../testing/harness';
import { seedTeam, type Team } from '../../testing/team';
import { putTicket, tick } from './testWorld';

let w: Team;
beforeAll(async () => {
  w = await seedTeam('detail');
}, 60_000);
afterAll(() => w.api.close());

const detail = (as: Team['admin'], id: string) => as.get(`/v2/api/tickets/${id}`);

describe('GET /tickets/:id', () => {
  it('answers the ticket, its contact, the conversation’s latest 100 messages oldest first, history and notes with names', async () => {
    const db = w.api.deps.db;
    const channel = await seedChannel(db, w.ws, 'WEBHOOK');
    const contact = await seedContact(db, w.ws, { name: 'Ana Lima', email: 'ana@example.com', tags: ['vip'] });
    const conversation = await seedConversation(db, contact, channel);
    const ticket = await putTicket(w, { subject: 'Printer on fire', contactId: contact.id, conversationId: conversation.id });
    await db.execute(sql`
      insert into messages (workspace_id, conversation_id, channel_id, direction, author_type, author_id, text, delivery_state, created_at)
      select ${w.ws}, ${conversation.id}, ${channel.id}, case when g % 2 = 0 then 'outbound' else 'inbound' end,
        case when g % 2 = 0 then 'agent' else 'contact' end, case when g % 2 = 0 then ${w.agentId}::uuid end,
        'message ' || g, case when g % 2 = 0 then 'sent' else 'received' end, ${new Date('2026-03-01T00:00:00Z')}::timestamptz + g * interval '1 minute'
      from generate_series(1, 105) g`);
    tick(w);
    await xhr(w.agent, 'post', `/v2/api/tickets/${ticket.id}/status`, { status: 'unsolved' });
    tick(w);
    await xhr(w.admin, 'post', `/v2/api/tickets/${ticket.id}/notes`, { text: 'Called the customer.' });

    const res = await detail(w.agent, ticket.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data as TicketDetail;
    expect(data.ticket).toMatchObject({ id: ticket.id, subject: 'Printer on fire', status: 'unsolved', contactId: contact.id, contactName: 'Ana Lima', conversationId: conversation.id });
    expect(data.contact).toMatchObject({ id: contact.id, name: 'Ana Lima', email: 'ana@example.com', tags: ['vip'] });
    expect(data.messages).toHaveLength(100);
    expect(data.messages[0]).toMatchObject({ text: 'message 6', direction: 'outbound', authorType: 'agent', authorId: w.agentId, authorName: 'agent' });
    expect(data.messages[1]).toMatchObject({ text: 'message 7', direction: 'inbound', authorName: 'Ana Lima' });
    expect(data.messages.at(-1)!.text).toBe('message 105');
    expect(data.history.map((h) => [h.field, h.old, h.new, h.actorName])).toEqual([
      ['status', null, 'unassigned', null],
      ['status', 'unassigned', 'unsolved', 'agent'],
      ['note', null, 'Called the customer.', 'admin'],
    ]);
    expect(data.notes).toEqual([{ id: expect.any(String), authorId: w.adminId, authorName: 'admin', text: 'Called the customer.', createdAt: expect.any(String) }]);
  });

  it('answers a ticket without contact or conversation with none of them', async () => {
    const ticket = await putTicket(w, { subject: 'Walk-in' });
    const data = (await detail(w.admin, ticket.id)).body.data as TicketDetail;
    expect(data).toMatchObject({ contact: null, messages: [], notes: [] });
    expect(data.ticket.contactName).toBeNull();
  });

  it('keeps notes of another ticket or of a conversation out', async () => {
    const db = w.api.deps.db;
    const mine = await putTicket(w, { subject: 'Mine' });
    const other = await putTicket(w, { subject: 'Other' });
    await db.insert(notes).values({ workspaceId: w.ws, ticketId: other.id, authorId: w.adminId, text: 'not yours' });
    expect((await detail(w.admin, mine.id)).body.data.notes).toEqual([]);
    expect((await detail(w.admin, other.id)).body.data.notes).toHaveLength(1);
  });

  it('answers 404 for a colleague’s ticket to an Agent, for another workspace’s, and for none; 400 for a bad id', async () => {
    const theirs = await putTicket(w, { subject: 'Theirs', assigneeId: w.otherAgentId });
    const refused = await detail(w.agent, theirs.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ result: 'error', code: 'NOT_FOUND', message: 'There is no such ticket.' });
    expect((await detail(w.otherAgent, theirs.id)).status).toBe(200);
    expect((await detail(w.admin, theirs.id)).status).toBe(200);
    expect((await detail(w.outsider, theirs.id)).status).toBe(404);
    expect((await detail(w.admin, '0b6f3c9e-6a51-4a57-9f5e-2d8a5f0f7d11')).status).toBe(404);
    const bad = await detail(w.admin, 'ticket-1');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ id: 'Invalid format' });
    expect((await detail(w.api.request(), theirs.id)).status).toBe(401);
  });
});
