import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketHistory } from '../../db/inboxSchema';
import { login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam } from '../../testing/team';
import { setBilling } from '../billing/service';

let api: TestApi;
let ws: { id: string; adminId: string; agentId: string; otherAgentId: string };
let admin: TestAgent;
let agent: TestAgent;
let otherAgent: TestAgent;
let outsiderId: string;
let outsider: TestAgent;

const create = (as: TestAgent, body: object) => xhr(as, 'post', '/v2/api/tickets', body);
const setStatus = (as: TestAgent, id: string, status: unknown) => xhr(as, 'post', `/v2/api/tickets/${id}/status`, { status });

beforeAll(async () => {
  const team = await seedTeam('tickets');
  ({ api, admin, agent, otherAgent, outsider, outsiderId } = team);
  ws = { id: team.ws, adminId: team.adminId, agentId: team.agentId, otherAgentId: team.otherAgentId };
});
afterAll(() => api.close());

describe('POST /tickets', () => {
  it('creates unassigned tickets with consecutive numbers and publishes the create event to everyone who may take it', async () => {
    const since = await latestSeq(admin);
    const first = await create(agent, { subject: '  Printer on fire  ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      subject: 'Printer on fire',
      status: 'unassigned',
      statusOmni: null,
      priority: 'medium',
      channel: 'WEBHOOK',
      assigneeId: null,
      solvedAt: null,
    });
    const second = await create(agent, { subject: 'Second', priority: 'urgent', channel: 'CHATOMNIWEBCHAT' });
    expect(second.body.data.number).toBe(first.body.data.number + 1);
    expect(second.body.data).toMatchObject({ priority: 'urgent', channel: 'CHATOMNIWEBCHAT' });

    const events = (await eventsSince(admin, since)).slice(0, 3);
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history', 'ticket updated']);
    expect(events[0]!.payload).toEqual({
      ticketNumber: first.body.data.number,
      ticketStatus: 'unassigned',
      ticketStatusOmni: null,
      messengerType: 'WEBHOOK',
      contentType: 'ticket',
      action: 'create',
      agentPast: null,
      actorId: ws.agentId,
      ticketId: first.body.data.id,
    });
    expect(new Set(events[0]!.sendTo)).toEqual(new Set([ws.adminId, ws.agentId, ws.otherAgentId]));
    expect(events[2]).toMatchObject({ sendTo: null, payload: { ticket: { ...first.body.data, contactId: null, tags: [], mergedIntoId: null } } });
    expect(events[1]).toMatchObject({
      sendTo: null,
      payload: { contentType: 'ticket history', ticketNumber: first.body.data.number, field: 'status', old: null, new: 'unassigned' },
    });
  });

  it('starts an assigned ticket as new and sends its event to the assignee and the Administrators', async () => {
    const since = await latestSeq(admin);
    const res = await create(admin, { subject: 'For the agent', assigneeId: ws.agentId });
    expect(res.body.data).toMatchObject({ status: 'new', assigneeId: ws.agentId });
    const [event] = await eventsSince(agent, since);
    expect(event).toMatchObject({ type: 'ticket event', payload: { action: 'create', ticketStatus: 'new' } });
    expect(event!.sendTo).toEqual([ws.agentId, ws.adminId]);
  });

  it('numbers tickets per workspace and gapless under concurrent creation', async () => {
    const own = await create(outsider, { subject: 'Elsewhere' });
    expect(own.body.data.number).toBe(1);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create(outsider, { subject: `Burst ${i}` })));
    expect(answers.map((a) => a.body.data.number).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers 400 with the field for bad input, and for an assignee of another workspace', async () => {
    for (const [body, field] of [
      [{}, 'subject'],
      [{ subject: '   ' }, 'subject'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ subject: 'ok', priority: 'critical' }, 'priority'],
      [{ subject: 'ok', channel: 'web chat' }, 'channel'],
      [{ subject: 'ok', assigneeId: 'me' }, 'assigneeId'],
      [{ subject: 'ok', assigneeId: outsiderId }, 'assigneeId'],
    ] as const) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it('answers 401 without a session and 402 when the package expired', async () => {
    expect((await create(api.request(), { subject: 'x' })).status).toBe(401);
    const expired = await seedUser(api, { email: 'expired@tickets.test' });
    await setBilling(api.deps, expired.workspaceId, { expiredDate: '2000-01-01' });
    const res = await create(await login(api, 'expired@tickets.test'), { subject: 'x' });
    expect(res.status).toBe(402);
  });
});

describe('POST /tickets/:id/status', () => {
  it('changes the status, records history and publishes change, then solved with solved_at', async () => {
    const ticket = (await create(admin, { subject: 'Walk through', assigneeId: ws.agentId })).body.data;
    const since = await latestSeq(agent);
    const open = await setStatus(agent, ticket.id, 'unsolved');
    expect(open.body.data).toMatchObject({ status: 'unsolved', statusOmni: 'unsolved', solvedAt: null });
    const solved = await setStatus(agent, ticket.id, 'solved');
    expect(solved.body.data.status).toBe('solved');
    expect(solved.body.data.solvedAt).toBe(api.clock.now.toISOString());

    const events = await eventsSince(agent, since);
    expect(events.map((e) => [e.type, e.payload.action ?? e.payload.new ?? (e.payload.ticket as { status: string }).status])).toEqual([
      ['ticket event', 'change'],
      ['ticket history', 'unsolved'],
      ['ticket updated', 'unsolved'],
      ['ticket event', 'solved'],
      ['ticket history', 'solved'],
      ['ticket updated', 'solved'],
    ]);
    expect(events[0]!.payload).toMatchObject({ ticketNumber: ticket.number, ticketStatus: 'unsolved', agentPast: ws.agentId });
    expect(events[0]!.sendTo).toEqual([ws.agentId, ws.adminId]);
    expect(events[2]!.sendTo).toEqual([ws.agentId, ws.adminId]);
    // Each history line names who acted: an open ticket shows it at once, whoever else the event reaches.
    expect(events[4]!.payload).toEqual({
      contentType: 'ticket history',
      ticketNumber: ticket.number,
      ticketId: ticket.id,
      actorId: ws.agentId,
      actorName: 'agent',
      field: 'status',
      old: 'unsolved',
      new: 'solved',
    });

    const history = await api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticket.id));
    expect(history.map((h) => [h.field, h.old, h.new, h.actorId])).toEqual([
      ['status', null, 'new', ws.adminId],
      ['status', 'new', 'unsolved', ws.agentId],
      ['status', 'unsolved', 'solved', ws.agentId],
    ]);

    const reopened = await setStatus(admin, ticket.id, 'hold');
    expect(reopened.body.data).toMatchObject({ status: 'hold', solvedAt: null });
  });

  it('lets an Agent change unassigned tickets and their own, not a colleague’s (403)', async () => {
    const unassigned = (await create(admin, { subject: 'Anyone' })).body.data;
    expect((await setStatus(otherAgent, unassigned.id, 'hold')).body.data.status).toBe('hold');
    const theirs = (await create(admin, { subject: 'Mine', assigneeId: ws.agentId })).body.data;
    const refused = await setStatus(otherAgent, theirs.id, 'solved');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This ticket is assigned to someone else.');
    expect((await setStatus(admin, theirs.id, 'hold')).body.data.status).toBe('hold');
  });

  it('answers 404 for a ticket of another workspace, 400 for a bad id or status, 401 without a session', async () => {
    const elsewhere = (await create(outsider, { subject: 'Not yours' })).body.data;
    const res = await setStatus(admin, elsewhere.id, 'solved');
    expect(res.status).toBe(404);
    expect((await setStatus(admin, 'not-an-id', 'solved')).status).toBe(400);
    const ticket = (await create(admin, { subject: 'Status check' })).body.data;
    for (const status of ['closed', '', undefined, 'SOLVED']) {
      const bad = await setStatus(admin, ticket.id, status);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['status']);
    }
    expect((await setStatus(api.request(), ticket.id, 'solved')).status).toBe(401);
    expect((await setStatus(outsider, elsewhere.id, 'solved')).body.data.status).toBe('solved');
  });

  it('answers the unchanged ticket without an event when the status is the same', async () => {
    const ticket = (await create(admin, { subject: 'Same' })).body.data;
    const since = await latestSeq(admin);
    expect((await setStatus(admin, ticket.id, 'unassigned')).body.data.status).toBe('unassigned');
    expect(await eventsSince(admin, since)).toEqual([]);
  });
});
