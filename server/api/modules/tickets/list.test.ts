import { eq, sql } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, TicketSummary } from '../../../../src/domain/inbox';
import { departments, tickets } from '../../db/inboxSchema';
import { seedContact } from '../contacts/testSeed';
import { insertTicket, type TicketRow } from './repository';
import { seedTeam, type Team } from '../../testing/team';
import { putTicket } from './testWorld';

let w: Team;
const t: Record<string, TicketRow> = {};
let salesId: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  w = await seedTeam('list');
  const db = w.api.deps.db;
  const ana = await seedContact(db, w.ws, { name: 'Ana Lima', email: 'ana@example.com' });
  const [sales] = await db.insert(departments).values({ workspaceId: w.ws, name: 'Sales' }).returning();
  salesId = sales!.id;
  const put = (key: string, values: Parameters<typeof putTicket>[1]) =>
    putTicket(w, { updatedAt: values.createdAt, ...values }).then((row) => (t[key] = row));
  await put('T1', { subject: 'Printer on fire', priority: 'urgent', tags: ['hardware'], contactId: ana.id, searchText: 'Ana Lima ana@example.com', createdAt: at('2026-03-01T10:00:00Z') });
  await put('T2', { subject: 'Refund for order 42', assigneeId: w.agentId, priority: 'high', channel: 'LINE', tags: ['billing', 'refund'], departmentId: salesId, createdAt: at('2026-03-02T09:00:00Z') });
  await put('T3', { subject: 'Cannot log in', assigneeId: w.otherAgentId, status: 'unsolved', statusOmni: 'unsolved', priority: 'medium', channel: 'EMAIL', tags: ['vip'], createdAt: at('2026-03-02T23:59:59.999Z') });
  await put('T4', { subject: 'Parcel lost', assigneeId: w.adminId, status: 'hold', priority: 'low', createdAt: at('2026-03-03T00:00:00Z') });
  await put('T5', { subject: 'Printer jam again', assigneeId: w.agentId, status: 'solved', priority: 'medium', channel: 'CHATOMNIWEBCHAT', createdAt: at('2026-03-04T12:00:00Z'), updatedAt: at('2026-03-10T00:00:00Z') });
  await put('T6', { subject: 'Same time A', priority: 'medium', createdAt: at('2026-03-05T08:00:00Z') });
  await put('T7', { subject: 'Same time B', priority: 'high', createdAt: at('2026-03-05T08:00:00Z') });
  // Merged tickets are solved and unassigned (mergeTickets); they leave every list and every count.
  await put('T8', { subject: 'Printer duplicate', status: 'solved', priority: 'urgent', contactId: ana.id, createdAt: at('2026-03-06T00:00:00Z') });
  await db.update(tickets).set({ mergedIntoId: t.T1!.id }).where(eq(tickets.id, t.T8!.id));
  await insertTicket(db, { workspaceId: w.otherWs, subject: 'Printer elsewhere', status: 'unassigned', channel: 'WEBHOOK' }, null, { field: 'status', old: null, new: 'unassigned' });
}, 60_000);
afterAll(() => w.api.close());

const list = (as: TestAgent, query: string) => as.get(`/v2/api/tickets${query ? `?${query}` : ''}`);

/** Every page of a query, in order, with the total each page answered. */
async function walk(as: TestAgent, query: string, limit = 2) {
  const subjects: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const res = await list(as, `${query}${query ? '&' : ''}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    const page = res.body.data as Page<TicketSummary>;
    subjects.push(...page.items.map((item) => item.subject));
    totals.push(page.total);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(new Set(totals).size, 'the total stays the same on every page').toBe(1);
  expect(totals[0], 'the total is the number of rows').toBe(subjects.length);
  return subjects;
}

const byId = (a: TicketRow, b: TicketRow) => (a.id > b.id ? -1 : 1);
const tieNewest = () => [t.T6!, t.T7!].sort(byId).map((r) => r.subject);

describe('GET /tickets, order and pages', () => {
  it('answers the newest first in pages of `limit` with a total, leaving merged tickets out', async () => {
    const res = await list(w.admin, '');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({ total: 7, nextCursor: null });
    expect(res.body.data.items[0]).toEqual({
      id: t.T6!.id > t.T7!.id ? t.T6!.id : t.T7!.id,
      number: expect.any(Number),
      subject: tieNewest()[0],
      status: 'unassigned',
      statusOmni: null,
      priority: expect.any(String),
      channel: 'WEBHOOK',
      assigneeId: null,
      createdAt: '2026-03-05T08:00:00.000Z',
      updatedAt: '2026-03-05T08:00:00.000Z',
      solvedAt: null,
      contactId: null,
      contactName: null,
      conversationId: null,
      departmentId: null,
      tags: [],
      firstResponseAt: null,
      mergedIntoId: null,
      sla: null,
    });
    expect(await walk(w.admin, '')).toEqual([...tieNewest(), 'Printer jam again', 'Parcel lost', 'Cannot log in', 'Refund for order 42', 'Printer on fire']);
  });

  it('sorts oldest first, by last update, and by priority (urgent first, then newest), across pages', async () => {
    expect(await walk(w.admin, 'sort=oldest')).toEqual(['Printer on fire', 'Refund for order 42', 'Cannot log in', 'Parcel lost', 'Printer jam again', ...tieNewest().reverse()]);
    expect(await walk(w.admin, 'sort=updated', 3)).toEqual(['Printer jam again', ...tieNewest(), 'Parcel lost', 'Cannot log in', 'Refund for order 42', 'Printer on fire']);
    const priority = ['Printer on fire', 'Same time B', 'Refund for order 42', 'Same time A', 'Printer jam again', 'Cannot log in', 'Parcel lost'];
    for (const limit of [1, 2, 3, 7]) expect(await walk(w.admin, 'sort=priority', limit)).toEqual(priority);
    expect(await walk(w.admin, 'sort=priority&priority=low&priority=high')).toEqual(['Same time B', 'Refund for order 42', 'Parcel lost']);
  });

  it('carries the first page’s total in the cursor and refuses a cursor of another sort or search', async () => {
    const first = (await list(w.admin, 'limit=2')).body.data as Page<TicketSummary>;
    const other = await list(w.admin, `limit=2&sort=oldest&cursor=${first.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ cursor: 'This cursor belongs to another sort' });
    const filtered = await list(w.admin, `limit=2&status=new&cursor=${first.nextCursor}`);
    expect(filtered.status).toBe(400);
    expect(filtered.body.fields).toEqual({ cursor: 'This cursor belongs to another search' });
    // The same cursor read by an Agent: their visibility is another search.
    expect((await list(w.agent, `limit=2&cursor=${first.nextCursor}`)).status).toBe(400);
  });
});

describe('GET /tickets, filters', () => {
  const cases: [string, string[]][] = [
    ['status=new', ['Refund for order 42']],
    ['status=hold&status=unsolved', ['Parcel lost', 'Cannot log in']],
    ['status[]=hold', ['Parcel lost']],
    ['status=solved', ['Printer jam again']],
    ['priority=medium', ['Same time A', 'Printer jam again', 'Cannot log in']],
    ['priority=urgent', ['Printer on fire']],
    ['channel=LINE&channel=EMAIL', ['Cannot log in', 'Refund for order 42']],
    ['tag=vip&tag=refund', ['Cannot log in', 'Refund for order 42']],
    ['tag=nothing', []],
    ['from=2026-03-02&to=2026-03-02', ['Cannot log in', 'Refund for order 42']],
    ['to=2026-03-02T09:00:00Z', ['Printer on fire']],
    ['from=2026-03-04T12:00:00.000Z', [...['Same time A', 'Same time B'], 'Printer jam again']],
    ['q=printer', ['Printer jam again', 'Printer on fire']],
    ['q=PRIN%20fi', ['Printer on fire']],
    ['q=ana@example', []],
    ['q=ana@example.com', ['Printer on fire']],
    ['q=ana', ['Printer on fire']],
    ['q=42%20refund', ['Refund for order 42']],
    ['q=fire%20%26%20%7C%20!(%3A*', ['Printer on fire']],
    ["q='%3A*%20%7C%20lost", ['Parcel lost']],
    ['q=%26%7C!', ['Same time A', 'Same time B', 'Printer jam again', 'Parcel lost', 'Cannot log in', 'Refund for order 42', 'Printer on fire']],
    ['status=unassigned&priority=high&q=same', ['Same time B']],
  ];
  it.each(cases)('%s', async (query, expected) => {
    const subjects = await walk(w.admin, query);
    expect([...subjects].sort()).toEqual([...expected].sort());
  });

  it('filters by assignee and department', async () => {
    expect(await walk(w.admin, `assigneeId=${w.agentId}`)).toEqual(['Printer jam again', 'Refund for order 42']);
    expect(await walk(w.admin, `assigneeId=${w.agentId}&assigneeId=${w.adminId.toUpperCase()}`)).toEqual(['Printer jam again', 'Parcel lost', 'Refund for order 42']);
    expect(await walk(w.admin, `departmentId=${salesId}`)).toEqual(['Refund for order 42']);
  });

  it('answers another workspace’s tickets to nobody here, and its own to the outsider', async () => {
    expect(await walk(w.outsider, '')).toEqual(['Printer elsewhere']);
    expect(await walk(w.admin, 'q=elsewhere')).toEqual([]);
  });
});

describe('GET /tickets, roles', () => {
  it('shows an Agent the unassigned tickets and their own only', async () => {
    expect(await walk(w.agent, '')).toEqual([...tieNewest(), 'Printer jam again', 'Refund for order 42', 'Printer on fire']);
    expect(await walk(w.otherAgent, '')).toEqual([...tieNewest(), 'Cannot log in', 'Printer on fire']);
    expect(await walk(w.agent, `assigneeId=${w.agentId}`)).toEqual(['Printer jam again', 'Refund for order 42']);
    expect(await walk(w.agent, 'q=printer')).toEqual(['Printer jam again', 'Printer on fire']);
    expect(await walk(w.otherAgent, 'q=printer')).toEqual(['Printer on fire']);
  });

  it('refuses an Agent’s filter naming someone else (403), even beside their own id', async () => {
    for (const query of [`assigneeId=${w.otherAgentId}`, `assigneeId=${w.agentId}&assigneeId=${w.adminId}`]) {
      const res = await list(w.agent, query);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('An Agent can only filter by their own tickets.');
    }
  });

  it('answers 401 without a session and 403 without a workspace', async () => {
    expect((await list(w.api.request(), '')).status).toBe(401);
  });
});

describe('GET /tickets, bad input', () => {
  const cases: [string, string, string][] = [
    ['status=closed', 'status', 'status must be one of unassigned, new, unsolved, hold, solved'],
    ['priority=critical', 'priority', 'priority must be one of low, medium, high, urgent'],
    ['channel=web%20chat', 'channel', 'Not a channel type'],
    ['assigneeId=me', 'assigneeId', 'assigneeId is not a valid id'],
    ['departmentId=sales', 'departmentId', 'departmentId is not a valid id'],
    [`tag=${'x'.repeat(41)}`, 'tag', 'Max 40 characters'],
    ['from=2026-02-30', 'from', 'Not a real date'],
    ['from=yesterday', 'from', 'Use a date (YYYY-MM-DD) or an ISO time'],
    ['to=2026-03-01T10:00', 'to', 'Use a date (YYYY-MM-DD) or an ISO time'],
    ['from=2026-03-02&to=2026-03-01', 'to', 'The end must be after the start'],
    ['from=2026-03-01&from=2026-03-02', 'from', 'Give one value'],
    ['sort=sideways', 'sort', 'sort must be one of newest, oldest, updated, priority, sla'],
    ['limit=0', 'limit', 'A number from 1 to 100'],
    ['limit=101', 'limit', 'A number from 1 to 100'],
    ['limit=ten', 'limit', 'A number from 1 to 100'],
    ['cursor=garbage', 'cursor', 'This is not a cursor of this list'],
    [`q=${'a'.repeat(201)}`, 'q', 'Max 200 characters'],
    [`status=${Array.from({ length: 51 }, () => 'new').join('&status=')}`, 'status', 'At most 50 values'],
    ['q=a&q=b', 'q', 'Give one value'],
  ];
  it.each(cases)('%s → 400 on %s', async (query, field, message) => {
    const res = await list(w.admin, query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
    expect(res.body.message).toBe(`${field}: ${message}`);
  });

  it('takes 100 rows a page at most and 50 by default', async () => {
    const db = w.api.deps.db;
    const bulk = await insertTicket(db, { workspaceId: w.otherWs, subject: 'bulk', status: 'unassigned', channel: 'WEBHOOK' }, null, { field: 'status', old: null, new: 'unassigned' });
    await db.execute(sql`insert into tickets (workspace_id, number, subject, status, channel) select ${w.otherWs}, ${bulk.number} + g, 'bulk ' || g, 'new', 'WEBHOOK' from generate_series(1, 120) g`);
    const byDefault = (await list(w.outsider, '')).body.data as Page<TicketSummary>;
    expect(byDefault.items).toHaveLength(50);
    expect(byDefault.total).toBe(122);
    expect((await list(w.outsider, 'limit=100')).body.data.items).toHaveLength(100);
  });
});

describe('GET /tickets, statuses as the list shows them (spec §4)', () => {
  let shown: Team;
  beforeAll(async () => {
    shown = await seedTeam('list-shown');
    await putTicket(shown, { subject: 'Fresh', status: 'new' });
    await putTicket(shown, { subject: 'Unsolved, no omni status', status: 'unsolved', statusOmni: null });
    await putTicket(shown, { subject: 'Unsolved, blank omni status', status: 'unsolved', statusOmni: ' ' });
    await putTicket(shown, { subject: 'Opened by an agent', status: 'unsolved', statusOmni: 'unsolved' });
  }, 60_000);
  afterAll(() => shown.api.close());

  const subjects = async (query: string) => {
    const res = await list(shown.admin, query);
    expect(res.status, res.text).toBe(200);
    return { items: (res.body.data.items as { subject: string }[]).map((i) => i.subject).sort(), total: res.body.data.total as number };
  };

  it('finds an unsolved ticket without an omni status under New, and only the opened ones under Open', async () => {
    expect(await subjects('status=new')).toEqual({ items: ['Fresh', 'Unsolved, blank omni status', 'Unsolved, no omni status'], total: 3 });
    expect(await subjects('status=unsolved')).toEqual({ items: ['Opened by an agent'], total: 1 });
    expect((await subjects('status=new&status=unsolved')).total).toBe(4);
  });
});
