import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceSettings } from '../../db/schema';
import { departments, ticketHistory } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { putTicket, tick } from './testWorld';

let w: Team;
let salesId: string;
let supportId: string;
let foreignDepartmentId: string;

beforeAll(async () => {
  w = await seedTeam('actions');
  const db = w.api.deps.db;
  const rows = await db.insert(departments).values([{ workspaceId: w.ws, name: 'Sales' }, { workspaceId: w.ws, name: 'Support' }, { workspaceId: w.otherWs, name: 'Theirs' }]).returning();
  [salesId, supportId, foreignDepartmentId] = rows.map((r) => r.id) as [string, string, string];
}, 60_000);
afterAll(() => w.api.close());

const act = (as: TestAgent, id: string, action: string, body?: object) => xhr(as, 'post', `/v2/api/tickets/${id}/${action}`, body ?? {});
const historyOf = async (id: string) =>
  (await w.api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, id)).orderBy(ticketHistory.at)).slice(1).map((h) => [h.field, h.old, h.new, h.actorId]);
const setTake = (take: boolean) => w.api.deps.db.update(workspaceSettings).set({ ticket: { take } }).where(eq(workspaceSettings.workspaceId, w.ws));

describe('POST /tickets/:id/priority', () => {
  it('changes the priority, records it and publishes change and the updated ticket', async () => {
    const ticket = await putTicket(w, { subject: 'Slow', assigneeId: w.agentId });
    const since = await latestSeq(w.admin);
    tick(w);
    const res = await act(w.agent, ticket.id, 'priority', { priority: 'urgent' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ticket.id, priority: 'urgent', updatedAt: w.api.clock.now.toISOString() });
    expect(await historyOf(ticket.id)).toEqual([['priority', 'medium', 'urgent', w.agentId]]);
    const events = await eventsSince(w.admin, since);
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history', 'ticket updated']);
    expect(events[0]!.payload).toMatchObject({ action: 'change', ticketNumber: ticket.number, actorId: w.agentId, ticketId: ticket.id, agentPast: w.agentId });
    expect(events[0]!.sendTo).toEqual([w.agentId, w.adminId]);
    expect(events[2]).toMatchObject({ sendTo: [w.agentId, w.adminId], payload: { ticket: { id: ticket.id, priority: 'urgent' } } });
    expect((await eventsSince(w.otherAgent, since)).filter((e) => e.type !== 'ticket')).toEqual([]);
  });

  it('changes nothing and publishes nothing for the same priority; 400 for an unknown one; 403 on a colleague’s', async () => {
    const ticket = await putTicket(w, { subject: 'Same', priority: 'high' });
    const since = await latestSeq(w.admin);
    expect((await act(w.admin, ticket.id, 'priority', { priority: 'high' })).body.data.priority).toBe('high');
    expect(await eventsSince(w.admin, since)).toEqual([]);
    for (const priority of ['critical', '', undefined, 'HIGH']) {
      const res = await act(w.admin, ticket.id, 'priority', { priority });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['priority']);
    }
    const theirs = await putTicket(w, { subject: 'Theirs', assigneeId: w.otherAgentId });
    const refused = await act(w.agent, theirs.id, 'priority', { priority: 'low' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This ticket is assigned to someone else.');
    expect((await act(w.outsider, theirs.id, 'priority', { priority: 'low' })).status).toBe(404);
  });
});

describe('POST /tickets/:id/assign', () => {
  it('assigns (unassigned → new), reassigns and unassigns (→ unassigned), each change in history and published', async () => {
    const ticket = await putTicket(w, { subject: 'Route me' });
    let since = await latestSeq(w.admin);
    tick(w);
    const assigned = await act(w.admin, ticket.id, 'assign', { assigneeId: w.agentId });
    expect(assigned.body.data).toMatchObject({ assigneeId: w.agentId, status: 'new' });
    let events = await eventsSince(w.admin, since);
    expect(events.map((e) => [e.type, e.sendTo])).toEqual([
      ['ticket event', [w.agentId, w.adminId]],
      ['ticket history', [w.agentId, w.adminId]],
      ['ticket history', [w.agentId, w.adminId]],
      ['ticket updated', [w.agentId, w.adminId]],
    ]);
    expect(events[0]!.payload).toMatchObject({ action: 'change', ticketStatus: 'new', agentPast: null, actorId: w.adminId });

    since = await latestSeq(w.admin);
    tick(w);
    await act(w.admin, ticket.id, 'assign', { assigneeId: w.otherAgentId.toUpperCase() });
    events = await eventsSince(w.admin, since);
    // The former assignee hears of it too, so their list lets the ticket go.
    expect(events[0]!.sendTo).toEqual([w.otherAgentId, w.agentId, w.adminId]);
    expect(events.at(-1)!.sendTo).toEqual([w.otherAgentId, w.agentId, w.adminId]);

    since = await latestSeq(w.admin);
    tick(w);
    const unassigned = await act(w.admin, ticket.id, 'assign', { assigneeId: null });
    expect(unassigned.body.data).toMatchObject({ assigneeId: null, status: 'unassigned' });
    expect((await eventsSince(w.admin, since)).at(-1)).toMatchObject({ type: 'ticket updated', sendTo: null });
    expect(await historyOf(ticket.id)).toEqual([
      ['assignee', null, w.agentId, w.adminId],
      ['status', 'unassigned', 'new', w.adminId],
      ['assignee', w.agentId, w.otherAgentId, w.adminId],
      ['assignee', w.otherAgentId, null, w.adminId],
      ['status', 'new', 'unassigned', w.adminId],
    ]);
  });

  it('keeps a solved ticket solved when it is unassigned, and a held one held when it is assigned', async () => {
    const solved = await putTicket(w, { subject: 'Done', status: 'solved', assigneeId: w.agentId });
    expect((await act(w.admin, solved.id, 'assign', { assigneeId: null })).body.data).toMatchObject({ status: 'solved', assigneeId: null });
    const held = await putTicket(w, { subject: 'Held', status: 'hold' });
    expect((await act(w.admin, held.id, 'assign', { assigneeId: w.agentId })).body.data).toMatchObject({ status: 'hold', assigneeId: w.agentId });
  });

  it('lets an Agent assign to themself and unassign their own, nothing else', async () => {
    const open = await putTicket(w, { subject: 'Open' });
    expect((await act(w.agent, open.id, 'assign', { assigneeId: w.agentId })).body.data.assigneeId).toBe(w.agentId);
    const toOther = await act(w.agent, open.id, 'assign', { assigneeId: w.otherAgentId });
    expect(toOther.status).toBe(403);
    expect(toOther.body.message).toBe('An Agent can only assign tickets to themself.');
    expect((await act(w.otherAgent, open.id, 'assign', { assigneeId: null })).status).toBe(403);
    expect((await act(w.agent, open.id, 'assign', { assigneeId: null })).body.data.assigneeId).toBeNull();
    const fresh = await putTicket(w, { subject: 'Fresh' });
    expect((await act(w.agent, fresh.id, 'assign', { assigneeId: w.adminId })).status).toBe(403);
  });

  it('answers 400 for an assignee who is not a member, a bad id or a missing field', async () => {
    const ticket = await putTicket(w, { subject: 'Bad input' });
    const outsider = await act(w.admin, ticket.id, 'assign', { assigneeId: w.outsiderId });
    expect(outsider.status).toBe(400);
    expect(outsider.body).toMatchObject({ message: 'The assignee must be a member of this workspace.', fields: { assigneeId: 'Not a member of this workspace' } });
    for (const body of [{ assigneeId: 'me' }, { assigneeId: 7 }, {}]) {
      const res = await act(w.admin, ticket.id, 'assign', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['assigneeId']);
    }
    expect((await xhr(w.admin, 'post', `/v2/api/tickets/${ticket.id}/assign`, [w.agentId])).status).toBe(400);
  });
});

describe('POST /tickets/:id/take', () => {
  it('is refused with a message while taking is off', async () => {
    await setTake(false);
    const ticket = await putTicket(w, { subject: 'Up for grabs' });
    const res = await act(w.agent, ticket.id, 'take');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Taking tickets is turned off for this workspace.');
  });

  it('gives the ticket to the caller as new work when on', async () => {
    await setTake(true);
    const ticket = await putTicket(w, { subject: 'Take me', status: 'hold' });
    const since = await latestSeq(w.agent);
    tick(w);
    const res = await xhr(w.agent, 'post', `/v2/api/tickets/${ticket.id}/take`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ assigneeId: w.agentId, status: 'new' });
    expect(await historyOf(ticket.id)).toEqual([
      ['assignee', null, w.agentId, w.agentId],
      ['status', 'hold', 'new', w.agentId],
    ]);
    expect((await eventsSince(w.agent, since))[0]!.payload).toMatchObject({ action: 'change', actorId: w.agentId });
    const again = await act(w.otherAgent, ticket.id, 'take');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('This ticket is assigned to someone else.');
    expect((await act(w.admin, ticket.id, 'take')).body.data.assigneeId).toBe(w.adminId);
  });
});

describe('POST /tickets/:id/department', () => {
  it('sets, changes and clears the department, recording ids', async () => {
    const ticket = await putTicket(w, { subject: 'Which team' });
    tick(w);
    expect((await act(w.admin, ticket.id, 'department', { departmentId: salesId })).body.data.departmentId).toBe(salesId);
    tick(w);
    expect((await act(w.admin, ticket.id, 'department', { departmentId: supportId })).body.data.departmentId).toBe(supportId);
    tick(w);
    expect((await act(w.admin, ticket.id, 'department', { departmentId: null })).body.data.departmentId).toBeNull();
    expect(await historyOf(ticket.id)).toEqual([
      ['department', null, salesId, w.adminId],
      ['department', salesId, supportId, w.adminId],
      ['department', supportId, null, w.adminId],
    ]);
  });

  it('answers 400 for another workspace’s department, a bad id or a missing field', async () => {
    const ticket = await putTicket(w, { subject: 'Bad team' });
    const foreign = await act(w.admin, ticket.id, 'department', { departmentId: foreignDepartmentId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('There is no such department.');
    for (const body of [{ departmentId: 'sales' }, {}]) expect((await act(w.admin, ticket.id, 'department', body)).status).toBe(400);
  });
});

describe('POST /tickets/:id/tags', () => {
  it('keeps tags trimmed, once each, in the first spelling; records them as JSON', async () => {
    const ticket = await putTicket(w, { subject: 'Label me' });
    tick(w);
    const res = await act(w.agent, ticket.id, 'tags', { tags: [' vip ', 'Billing', 'billing', '', 'a, b'] });
    expect(res.body.data.tags).toEqual(['vip', 'Billing', 'a, b']);
    tick(w);
    await act(w.agent, ticket.id, 'tags', { tags: [] });
    expect(await historyOf(ticket.id)).toEqual([
      ['tags', null, '["vip","Billing","a, b"]', w.agentId],
      ['tags', '["vip","Billing","a, b"]', null, w.agentId],
    ]);
  });

  it('answers 400 for more than 20 tags, a tag over 40 characters, or not a list', async () => {
    const ticket = await putTicket(w, { subject: 'Too many' });
    for (const [tags, message] of [
      [Array.from({ length: 21 }, (_, i) => `t${i}`), 'At most 20 tags'],
      [['x'.repeat(41)], 'A tag has at most 40 characters'],
      ['vip', 'tags must be a list of texts'],
      [[1], 'Each tag must be text'],
    ] as const) {
      const res = await act(w.admin, ticket.id, 'tags', { tags });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ tags: message });
    }
  });
});

describe('POST /tickets/:id/notes', () => {
  it('adds a note with its author’s name, counts as an update and says so in history', async () => {
    const ticket = await putTicket(w, { subject: 'Notes', assigneeId: w.agentId });
    const since = await latestSeq(w.agent);
    const at = tick(w);
    const res = await act(w.agent, ticket.id, 'notes', { text: '  Customer called back.  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(String), authorId: w.agentId, authorName: 'agent', text: 'Customer called back.', createdAt: at.toISOString() });
    expect(await historyOf(ticket.id)).toEqual([['note', null, 'Customer called back.', w.agentId]]);
    expect((await eventsSince(w.agent, since)).at(-1)).toMatchObject({ type: 'ticket updated', payload: { ticket: { updatedAt: at.toISOString() } } });
    const long = 'x'.repeat(5000);
    expect((await act(w.agent, ticket.id, 'notes', { text: long })).body.data.text).toBe(long);
    expect((await historyOf(ticket.id)).at(-1)![2]).toBe('x'.repeat(200));
  });

  it('answers 400 for an empty or too long note, 403 on a colleague’s ticket', async () => {
    const ticket = await putTicket(w, { subject: 'No notes', assigneeId: w.otherAgentId });
    for (const text of ['', '   ', 'x'.repeat(5001), undefined]) {
      const res = await act(w.admin, ticket.id, 'notes', { text });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['text']);
    }
    expect((await act(w.agent, ticket.id, 'notes', { text: 'hi' })).status).toBe(403);
  });
});
