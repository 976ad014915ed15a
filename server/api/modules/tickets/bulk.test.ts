// POST /tickets/bulk and GET /tickets/bulk/:jobId against a real database: picked ids and 'all
// matching' resolved by the api, every ticket checked on its own (a colleague's, another workspace's,
// a merged one), the status/assignee rule, events after the commit, progress of a large selection.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkJob } from '../../../../src/domain/ticketBulk';
import { events } from '../../db/schema';
import { ticketHistory, tickets } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { seedContact } from '../contacts/testSeed';
import { putTicket, putTickets, tick } from './testWorld';

let w: Team;
beforeAll(async () => {
  w = await seedTeam('bulk');
}, 60_000);
afterAll(() => w.api.close());

const bulk = (as: TestAgent, body: object) => xhr(as, 'post', '/v2/api/tickets/bulk', body);
const rowsOf = async (ids: string[]) => {
  const rows = await w.api.deps.db.select().from(tickets).where(inArray(tickets.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
};
const jobOf = (res: { status: number; body: { data: BulkJob } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('POST /tickets/bulk with picked tickets', () => {
  it('assigns in one request: out of Unassigned, already so counted, history and events after the commit', async () => {
    const a = await putTicket(w, { subject: 'Bulk a' });
    const b = await putTicket(w, { subject: 'Bulk b', assigneeId: w.agentId, status: 'hold' });
    const c = await putTicket(w, { subject: 'Bulk c', status: 'solved' });
    const since = await latestSeq(w.admin);
    tick(w);
    const job = jobOf(await bulk(w.admin, { selection: { ids: [a.id, b.id, c.id, a.id] }, operation: { kind: 'assign', assigneeId: w.agentId } }));
    expect(job).toMatchObject({ operation: 'assign', state: 'finished', total: 3, done: 3, changed: 2, unchanged: 1, failed: 0, failures: [], error: null });
    expect((await rowsOf([a.id, b.id, c.id])).map((r) => [r.status, r.assigneeId])).toEqual([
      ['new', w.agentId],
      ['hold', w.agentId],
      ['solved', w.agentId],
    ]);
    const events = await eventsSince(w.admin, since);
    const lines = events.filter((e) => e.type === 'ticket history' && e.payload.ticketId === a.id).map((e) => [e.payload.field, e.payload.new, e.payload.actorName]);
    expect(lines).toEqual([
      ['assignee', w.agentId, 'admin'],
      ['status', 'new', 'admin'],
    ]);
    expect(events.filter((e) => e.type === 'ticket updated').map((e) => (e.payload.ticket as { id: string }).id).sort()).toEqual([a.id, c.id].sort());
    // The summary reaches who started it, and only them.
    const progress = events.filter((e) => e.type === 'tickets bulk progress');
    expect(progress.map((e) => [e.sendTo, (e.payload.job as BulkJob).state])).toEqual([[[w.adminId], 'finished']]);
  });

  it("changes what an Agent may change and says why for the rest: a colleague's, another workspace's, a merged one", async () => {
    const mine = await putTicket(w, { subject: 'Mine', assigneeId: w.agentId });
    const open = await putTicket(w, { subject: 'Anyone’s' });
    const theirs = await putTicket(w, { subject: 'Colleague’s', assigneeId: w.otherAgentId });
    const merged = await putTicket(w, { subject: 'Merged away', mergedIntoId: open.id, status: 'solved' });
    const elsewhere = (await xhr(w.outsider, 'post', '/v2/api/tickets', { subject: 'Not yours' })).body.data as { id: string };
    const job = jobOf(await bulk(w.agent, { selection: { ids: [mine.id, theirs.id, open.id, merged.id, elsewhere.id] }, operation: { kind: 'priority', priority: 'urgent' } }));
    expect(job).toMatchObject({ state: 'finished', total: 5, done: 5, changed: 2, unchanged: 0, failed: 3 });
    expect(job.failures).toEqual([
      { ticketId: theirs.id, number: null, reason: 'This ticket is assigned to someone else.' },
      { ticketId: merged.id, number: merged.number, reason: 'This ticket was merged into another one.' },
      { ticketId: elsewhere.id, number: null, reason: 'There is no such ticket.' },
    ]);
    expect((await rowsOf([mine.id, open.id, theirs.id, merged.id])).map((r) => r.priority)).toEqual(['urgent', 'urgent', 'medium', 'medium']);
    const [foreign] = await w.api.deps.db.select().from(tickets).where(eq(tickets.id, elsewhere.id));
    expect(foreign!.priority).toBe('medium');
  });

  it('sets a status (Unassigned gives tickets back), adds and removes a tag', async () => {
    const held = await putTicket(w, { subject: 'Held', assigneeId: w.agentId, status: 'hold', tags: ['vip'] });
    const loose = await putTicket(w, { subject: 'Loose', tags: ['VIP', 'late'] });
    const ids = [held.id, loose.id];
    expect(jobOf(await bulk(w.admin, { selection: { ids }, operation: { kind: 'status', status: 'unassigned' } }))).toMatchObject({ changed: 1, unchanged: 1 });
    expect((await rowsOf(ids)).map((r) => [r.status, r.assigneeId])).toEqual([['unassigned', null], ['unassigned', null]]);
    expect(jobOf(await bulk(w.admin, { selection: { ids }, operation: { kind: 'addTag', tag: ' refund ' } }))).toMatchObject({ changed: 2 });
    expect(jobOf(await bulk(w.admin, { selection: { ids }, operation: { kind: 'removeTag', tag: 'vip' } }))).toMatchObject({ changed: 2 });
    expect((await rowsOf(ids)).map((r) => r.tags)).toEqual([['refund'], ['late', 'refund']]);
  });

  it('merges tickets of one contact into one, and says which could not go', async () => {
    const db = w.api.deps.db;
    const ana = await seedContact(db, w.ws, { name: 'Ana' });
    const bo = await seedContact(db, w.ws, { name: 'Bo' });
    const target = await putTicket(w, { subject: 'Printer', contactId: ana.id, assigneeId: w.agentId });
    const again = await putTicket(w, { subject: 'Printer again', contactId: ana.id });
    const third = await putTicket(w, { subject: 'Printer third', contactId: ana.id, assigneeId: w.agentId, status: 'unsolved' });
    const other = await putTicket(w, { subject: 'Not Ana', contactId: bo.id });
    const job = jobOf(await bulk(w.agent, { selection: { ids: [target.id, again.id, third.id, other.id] }, operation: { kind: 'merge', intoId: target.id } }));
    expect(job).toMatchObject({ operation: 'merge', total: 3, changed: 2, failed: 1 });
    expect(job.failures).toEqual([{ ticketId: other.id, number: other.number, reason: 'Only tickets of the same contact can be merged.' }]);
    expect((await rowsOf([again.id, third.id, other.id])).map((r) => [r.mergedIntoId, r.status, r.assigneeId])).toEqual([
      [target.id, 'solved', null],
      [target.id, 'solved', null],
      [null, 'unassigned', null],
    ]);
    const lines = await db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, target.id));
    expect(lines.filter((l) => l.field === 'mergedFrom').map((l) => l.new)).toEqual([`#${again.number}`, `#${third.number}`]);

    const colleagues = await putTicket(w, { subject: 'Theirs', contactId: ana.id, assigneeId: w.otherAgentId });
    const refused = await bulk(w.agent, { selection: { ids: [again.id] }, operation: { kind: 'merge', intoId: colleagues.id } });
    expect(refused.status).toBe(403);
  });
});

describe('POST /tickets/bulk with every ticket matching the filters', () => {
  it("resolves the filters with the caller's own visibility, leaving out the unticked ones", async () => {
    const mine = await putTicket(w, { subject: 'Filter me', priority: 'low', assigneeId: w.agentId });
    const open = await putTicket(w, { subject: 'Filter open', priority: 'low' });
    const skipped = await putTicket(w, { subject: 'Filter skipped', priority: 'low' });
    const theirs = await putTicket(w, { subject: 'Filter theirs', priority: 'low', assigneeId: w.otherAgentId });
    await putTicket(w, { subject: 'Filter high', priority: 'high' });
    const job = jobOf(await bulk(w.agent, { selection: { query: 'priority=low&q=filter&cursor=x&limit=2', except: [skipped.id] }, operation: { kind: 'addTag', tag: 'sweep' } }));
    expect(job).toMatchObject({ total: 2, changed: 2, failed: 0 });
    expect((await rowsOf([mine.id, open.id, skipped.id, theirs.id])).map((r) => r.tags)).toEqual([['sweep'], ['sweep'], [], []]);
  });

  it('works through a large selection in batches: answered at once, progress to who started it, readable by id', async () => {
    const many = await putTickets(w, 230, { subject: 'Batch', channel: 'LINE' });
    const since = await latestSeq(w.admin);
    const started = jobOf(await bulk(w.admin, { selection: { query: 'channel=LINE' }, operation: { kind: 'priority', priority: 'high' } }));
    expect(started).toMatchObject({ state: 'running', total: 230, done: 0 });
    let job = started;
    await vi.waitFor(
      async () => {
        job = jobOf(await w.admin.get(`/v2/api/tickets/bulk/${started.id}`));
        expect(job.state).toBe('finished');
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(job).toMatchObject({ total: 230, done: 230, changed: 230, failed: 0 });
    expect(new Set((await rowsOf(many.map((t) => t.id))).map((r) => r.priority))).toEqual(new Set(['high']));
    // Read from the store: the tickets' own events are more than one replay page.
    const progress = await w.api.deps.db
      .select()
      .from(events)
      .where(and(eq(events.workspaceId, w.ws), eq(events.type, 'tickets bulk progress'), gt(events.seq, since)))
      .orderBy(events.seq);
    expect(progress.map((e) => (e.payload.job as BulkJob).done)).toEqual([0, 100, 200, 230]);
    expect(new Set(progress.map((e) => JSON.stringify(e.sendTo)))).toEqual(new Set([JSON.stringify([w.adminId])]));
    expect((await w.agent.get(`/v2/api/tickets/bulk/${started.id}`)).status).toBe(404);
  }, 90_000);
});

describe('refusals of the whole request', () => {
  it('answers 400 naming what is wrong, 403 for an Agent assigning a colleague, 404 for an unknown job', async () => {
    const t = await putTicket(w, { subject: 'Bad input' });
    const cases: [object, string][] = [
      [{ operation: { kind: 'priority', priority: 'high' } }, 'selection'],
      [{ selection: { ids: [] }, operation: { kind: 'priority', priority: 'high' } }, 'selection.ids'],
      [{ selection: { ids: ['nope'] }, operation: { kind: 'priority', priority: 'high' } }, 'selection.ids'],
      [{ selection: { ids: Array.from({ length: 1001 }, () => t.id) }, operation: { kind: 'priority', priority: 'high' } }, 'selection.ids'],
      [{ selection: { query: 'status=bogus' }, operation: { kind: 'priority', priority: 'high' } }, 'status'],
      [{ selection: { ids: [t.id] } }, 'operation'],
      [{ selection: { ids: [t.id] }, operation: { kind: 'delete' } }, 'kind'],
      [{ selection: { ids: [t.id] }, operation: { kind: 'addTag', tag: 'x'.repeat(41) } }, 'tag'],
      [{ selection: { ids: [t.id] }, operation: { kind: 'assign' } }, 'assigneeId'],
    ];
    for (const [body, field] of cases) {
      const res = await bulk(w.admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
    const refused = await bulk(w.agent, { selection: { ids: [t.id] }, operation: { kind: 'assign', assigneeId: w.otherAgentId } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('An Agent can only assign tickets to themself.');
    expect((await w.admin.get('/v2/api/tickets/bulk/5b1f0f4e-8c1a-4f53-9a55-0c6a1b1f7a11')).status).toBe(404);
    expect((await w.admin.get('/v2/api/tickets/bulk/nope')).status).toBe(400);
  });
});
