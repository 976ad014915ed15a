import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail } from '../../../../src/domain/inbox';
import { conversations, notes, ticketHistory, tickets } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { seedChannel, seedContact, seedConversation } from '../contacts/testSeed';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { putTicket, tick } from './testWorld';

let w: Team;
let ana: { id: string; workspaceId: string };
let bo: { id: string; workspaceId: string };
let channel: { id: string; type: string };

beforeAll(async () => {
  w = await seedTeam('merge');
  const db = w.api.deps.db;
  channel = await seedChannel(db, w.ws);
  ana = await seedContact(db, w.ws, { name: 'Ana' });
  bo = await seedContact(db, w.ws, { name: 'Bo' });
}, 60_000);
afterAll(() => w.api.close());

const merge = (as: TestAgent, id: string, intoId: unknown) => xhr(as, 'post', `/v2/api/tickets/${id}/merge`, { intoId });
const remove = (as: TestAgent, id: string) => as.delete(`/v2/api/tickets/${id}`).set('X-Requested-With', 'XMLHttpRequest');
const fieldsOf = async (id: string) => (await w.api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, id)).orderBy(ticketHistory.at)).slice(1).map((h) => [h.field, h.old, h.new]);

describe('POST /tickets/:id/merge', () => {
  it('closes the source into the target: solved, unassigned, notes moved, history on both, close and change published', async () => {
    const db = w.api.deps.db;
    const conversation = await seedConversation(db, ana, channel);
    const source = await putTicket(w, { subject: 'Printer again', contactId: ana.id, assigneeId: w.agentId, status: 'unsolved', conversationId: conversation.id });
    await db.update(conversations).set({ ticketId: source.id }).where(eq(conversations.id, conversation.id));
    const target = await putTicket(w, { subject: 'Printer on fire', contactId: ana.id, assigneeId: w.agentId });
    tick(w);
    await xhr(w.agent, 'post', `/v2/api/tickets/${source.id}/notes`, { text: 'Toner replaced.' });
    const since = await latestSeq(w.agent);
    const at = tick(w);

    const res = await merge(w.agent, source.id, target.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: source.id, mergedIntoId: target.id, status: 'solved', statusOmni: 'solved', assigneeId: null, solvedAt: at.toISOString() });
    expect(await fieldsOf(source.id)).toEqual([
      ['note', null, 'Toner replaced.'],
      ['merged', null, `#${target.number}`],
      ['status', 'unsolved', 'solved'],
      ['assignee', w.agentId, null],
    ]);
    expect(await fieldsOf(target.id)).toEqual([['mergedFrom', null, `#${source.number}`]]);
    const moved = await db.select().from(notes).where(eq(notes.ticketId, target.id));
    expect(moved.map((n) => n.text)).toEqual(['Toner replaced.']);
    const [repointed] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(repointed!.ticketId).toBe(target.id);

    const events = await eventsSince(w.agent, since);
    const ticketEvents = events.filter((e) => e.type === 'ticket event').map((e) => e.payload);
    expect(ticketEvents).toEqual([
      expect.objectContaining({ action: 'close', ticketNumber: source.number, ticketStatus: 'solved', agentPast: w.agentId, actorId: w.agentId }),
      expect.objectContaining({ action: 'change', ticketNumber: target.number }),
    ]);
    const updated = events.filter((e) => e.type === 'ticket updated');
    // The source became unassigned: every list learns that it left.
    expect(updated.map((e) => [(e.payload.ticket as { id: string }).id, e.sendTo])).toEqual([
      [source.id, null],
      [target.id, [w.agentId, w.adminId]],
    ]);

    const detail = (await w.agent.get(`/v2/api/tickets/${target.id}`)).body.data as TicketDetail;
    expect(detail.notes.map((n) => n.text)).toEqual(['Toner replaced.']);
    const list = (await w.admin.get('/v2/api/tickets?q=printer')).body.data;
    expect(list.items.map((t: { id: string }) => t.id)).toEqual([target.id]);
    expect(list.total).toBe(1);
  });

  it('refuses tickets of two contacts, of no contact, the same ticket, and a merged one (409)', async () => {
    const ofAna = await putTicket(w, { subject: 'Ana 1', contactId: ana.id });
    const ofBo = await putTicket(w, { subject: 'Bo 1', contactId: bo.id });
    const nobody = await putTicket(w, { subject: 'Nobody' });
    const nobody2 = await putTicket(w, { subject: 'Nobody 2' });
    for (const [id, intoId] of [
      [ofAna.id, ofBo.id],
      [nobody.id, nobody2.id],
      [nobody.id, ofAna.id],
    ]) {
      const res = await merge(w.admin, id!, intoId);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ result: 'error', code: 'INVALID_INPUT', message: 'Only tickets of the same contact can be merged.', fields: { intoId: 'Only tickets of the same contact can be merged.' } });
    }
    const self = await merge(w.admin, ofAna.id, ofAna.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A ticket cannot be merged into itself.');

    const other = await putTicket(w, { subject: 'Ana 2', contactId: ana.id });
    const third = await putTicket(w, { subject: 'Ana 3', contactId: ana.id });
    expect((await merge(w.admin, ofAna.id, other.id)).status).toBe(200);
    for (const [id, intoId] of [
      [ofAna.id, third.id],
      [third.id, ofAna.id],
    ]) {
      const res = await merge(w.admin, id!, intoId);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This ticket was merged into another one.');
    }
    // A merged ticket is closed for good: no action changes it.
    const status = await xhr(w.admin, 'post', `/v2/api/tickets/${ofAna.id}/status`, { status: 'unsolved' });
    expect(status.status).toBe(409);
  });

  it('answers 404 for a target of another workspace or none, 403 for a colleague’s ticket, 400 for a bad id', async () => {
    const mine = await putTicket(w, { subject: 'Mine', contactId: ana.id, assigneeId: w.agentId });
    const theirs = await putTicket(w, { subject: 'Theirs', contactId: ana.id, assigneeId: w.otherAgentId });
    expect((await merge(w.agent, mine.id, theirs.id)).status).toBe(403);
    expect((await merge(w.agent, theirs.id, mine.id)).status).toBe(403);
    const foreign = await w.api.deps.db
      .insert(tickets)
      .values({ workspaceId: w.otherWs, number: 99, subject: 'Elsewhere', status: 'new', channel: 'WEBHOOK' })
      .returning();
    expect((await merge(w.admin, mine.id, foreign[0]!.id)).status).toBe(404);
    expect((await merge(w.outsider, foreign[0]!.id, mine.id)).status).toBe(404);
    expect((await merge(w.admin, mine.id, '0b6f3c9e-6a51-4a57-9f5e-2d8a5f0f7d11')).status).toBe(404);
    for (const intoId of ['T-2', undefined, 12]) {
      const res = await merge(w.admin, mine.id, intoId);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['intoId']);
    }
  });
});

describe('DELETE /tickets/:id', () => {
  it('lets an Administrator delete a ticket, publishing delete first', async () => {
    const ticket = await putTicket(w, { subject: 'Spam', assigneeId: w.agentId });
    await xhr(w.admin, 'post', `/v2/api/tickets/${ticket.id}/notes`, { text: 'spam' });
    const since = await latestSeq(w.agent);
    const res = await remove(w.admin, ticket.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: ticket.id });
    const events = await eventsSince(w.agent, since);
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history']);
    expect(events[0]).toMatchObject({
      sendTo: [w.agentId, w.adminId],
      payload: { action: 'delete', ticketNumber: ticket.number, ticketId: ticket.id, actorId: w.adminId },
    });
    expect((await w.admin.get(`/v2/api/tickets/${ticket.id}`)).status).toBe(404);
    expect(await w.api.deps.db.select().from(notes).where(eq(notes.ticketId, ticket.id))).toEqual([]);
  });

  it('refuses an Agent (403), another workspace (404) and a bad id (400)', async () => {
    const ticket = await putTicket(w, { subject: 'Keep', assigneeId: w.agentId });
    const refused = await remove(w.agent, ticket.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Administrator can do this.');
    expect((await remove(w.outsider, ticket.id)).status).toBe(404);
    expect((await remove(w.admin, 'nope')).status).toBe(400);
    expect((await remove(w.admin, ticket.id)).status).toBe(200);
    expect((await remove(w.admin, ticket.id)).status).toBe(404);
  });
});
