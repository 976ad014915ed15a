import { sql } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { seedTeam } from '../../testing/team';
import { contactPageQuery } from './repository';
import { seedChannel, seedContact, seedConversation, seedIdentity, seedTicket } from './testSeed';

let api: TestApi;
let ws: { id: string; adminId: string; agentId: string; otherAgentId: string };
let admin: TestAgent;
let agent: TestAgent;
let outsider: TestAgent;
let outsiderWs: string;

const list = (as: TestAgent, query = '') => as.get(`/v2/api/contacts${query}`);
const detail = (as: TestAgent, id: string) => as.get(`/v2/api/contacts/${id}`);
const put = (as: TestAgent, id: string, body: unknown) => xhr(as, 'put', `/v2/api/contacts/${id}`, body);

beforeAll(async () => {
  const team = await seedTeam('contacts');
  ({ api, admin, agent, outsider } = team);
  ws = { id: team.ws, adminId: team.adminId, agentId: team.agentId, otherAgentId: team.otherAgentId };
  outsiderWs = team.otherWs;
});
afterAll(() => api.close());

describe('GET /contacts', () => {
  let listWs: string;
  let owner: TestAgent;

  beforeAll(async () => {
    // A workspace of its own, so the counts below are exact.
    listWs = (await seedUser(api, { email: 'lists@contacts.test' })).workspaceId;
    owner = await login(api, 'lists@contacts.test');
    const base = Date.parse('2030-01-01T00:00:00Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    await seedContact(api.deps.db, listWs, { name: 'Alice Martin', email: 'alice.martin@example.com', tags: ['vip'], updatedAt: at(10) });
    await seedContact(api.deps.db, listWs, { name: 'Bob Stone', phone: '+62 812-3456', tags: ['lead'], updatedAt: at(9) });
    await seedContact(api.deps.db, listWs, { name: 'Mary-Jane Watson', email: 'mj@example.com', tags: ['vip', 'press'], updatedAt: at(8) });
    // Four written in the same microsecond: the id decides their order, and no page repeats or skips one.
    for (const name of ['Same One', 'Same Two', 'Same Three', 'Same Four']) {
      await seedContact(api.deps.db, listWs, { name, updatedAt: at(5) });
    }
    const kept = await seedContact(api.deps.db, listWs, { name: 'Kept Person', updatedAt: at(1) });
    await seedContact(api.deps.db, listWs, { name: 'Alice Merged', mergedIntoId: kept.id, updatedAt: at(20) });
    await seedContact(api.deps.db, outsiderWs, { name: 'Alice Elsewhere', email: 'alice.martin@example.com' });
  });

  it('lists the newest changed first, leaves merged contacts out, and counts them all', async () => {
    const res = await list(owner);
    expect(res.status).toBe(200);
    const names = res.body.data.items.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Alice Martin', 'Bob Stone', 'Mary-Jane Watson']);
    expect(names).not.toContain('Alice Merged');
    expect(names).not.toContain('Alice Elsewhere');
    expect(res.body.data).toMatchObject({ total: 8, nextCursor: null });
    expect(res.body.data.items[0]).toEqual({
      id: expect.any(String),
      name: 'Alice Martin',
      email: 'alice.martin@example.com',
      phone: null,
      avatarUrl: null,
      notes: '',
      tags: ['vip'],
      createdAt: expect.any(String),
      updatedAt: '2030-01-01T00:10:00.000Z',
      // No channel, never wrote (facts.test.ts has the rest).
      channels: [],
      lastSeenAt: null,
    });
  });

  it('pages with a keyset cursor through rows of the same time, without repeats or gaps', async () => {
    const all = (await list(owner, '?limit=100')).body.data.items.map((c: { id: string }) => c.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(owner, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(8);
      seen.push(...res.body.data.items.map((c: { id: string }) => c.id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const same = (await list(owner, '?q=same')).body.data.items.map((c: { id: string }) => c.id);
    expect(same).toEqual([...same].sort().reverse());
  });

  it('searches by word prefixes (all words), an exact e-mail or phone, and by tag', async () => {
    const names = async (query: string) => (await list(owner, query)).body.data.items.map((c: { name: string }) => c.name).sort();
    expect(await names('?q=ali')).toEqual(['Alice Martin']);
    expect(await names('?q=ALICE%20mar')).toEqual(['Alice Martin']);
    expect(await names('?q=alice%20bob')).toEqual([]);
    expect(await names('?q=mary-j')).toEqual(['Mary-Jane Watson']);
    expect(await names('?q=jane')).toEqual(['Mary-Jane Watson']);
    expect(await names(`?q=${encodeURIComponent('alice.martin@example.com')}`)).toEqual(['Alice Martin']);
    expect(await names(`?q=${encodeURIComponent('+62 812-3456')}`)).toEqual(['Bob Stone']);
    expect(await names('?q=812')).toEqual(['Bob Stone']);
    expect(await names('?tag=vip')).toEqual(['Alice Martin', 'Mary-Jane Watson']);
    expect(await names('?tag=press&tag=lead')).toEqual(['Bob Stone', 'Mary-Jane Watson']);
    expect(await names('?q=mary&tag=vip')).toEqual(['Mary-Jane Watson']);
    const counted = await list(owner, '?tag=vip');
    expect(counted.body.data.total).toBe(2);
  });

  it('reads search operators as plain text and never fails on them', async () => {
    for (const q of ["alice & !bob | (x:*) <-> 'y'", '&', '!!!', ':*', '\\', "'"]) {
      const res = await list(owner, `?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect((await list(owner, `?q=${encodeURIComponent('(alice)')}`)).body.data.items).toHaveLength(1);
    expect((await list(owner, `?q=${encodeURIComponent('***')}`)).body.data.total).toBe(0);
  });

  it('reads pages along contacts_updated_idx, the cursor in the index condition and no sort', async () => {
    const filter = { workspaceId: listWs, tsQuery: null, exact: null, tags: [] };
    const cursor = { updatedAt: '2030-01-01T00:05:00.000000Z', id: '00000000-0000-4000-8000-000000000000' };
    const plan = await api.deps.db.transaction(async (tx) => {
      // The test tables are tiny: without this the planner would rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const answer = await tx.execute(sql`explain ${contactPageQuery(tx, filter, cursor, 30).getSQL()}`);
      return (answer as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan using contacts_updated_idx/);
    expect(plan).toMatch(/Index Cond: .*ROW\(updated_at, id\) < ROW/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('answers 400 with the field for a bad limit, cursor, search or tag, and 401 without a session', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('2030-01-01T00:00:00.000000Z|x').toString('base64url')}`, 'cursor'],
      [`?q=${'a'.repeat(201)}`, 'q'],
      ['?q=a&q=b', 'q'],
      [`?tag=${'t'.repeat(41)}`, 'tag'],
    ] as const) {
      const res = await list(owner, query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields), query).toEqual([field]);
      expect(res.body.message).toMatch(new RegExp(field));
    }
    expect((await list(api.request())).status).toBe(401);
  });
});

describe('GET /contacts/:id', () => {
  it('answers the contact with its identities, conversations and tickets, newest first', async () => {
    const db = api.deps.db;
    const channel = await seedChannel(db, ws.id, 'LINE');
    const contact = await seedContact(db, ws.id, { name: 'Detail Person', email: 'detail@example.com' });
    const identity = await seedIdentity(db, contact, channel, 'line-user-1');
    const ticket = await seedTicket(db, contact, { subject: 'First', createdAt: new Date('2030-01-01T00:00:00Z') });
    const newer = await seedTicket(db, contact, { subject: 'Second', createdAt: new Date('2030-01-02T00:00:00Z'), tags: ['billing'] });
    const older = await seedConversation(db, contact, channel, { lastMessageAt: new Date('2030-01-01T00:00:00Z'), ticketId: ticket.id });
    const latest = await seedConversation(db, contact, channel, { lastMessageAt: new Date('2030-01-03T00:00:00Z'), lastMessagePreview: 'Hi' });

    const res = await detail(admin, contact.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.contact).toMatchObject({ id: contact.id, name: 'Detail Person', email: 'detail@example.com' });
    expect(data.identities).toEqual([
      { id: identity.id, channelId: channel.id, channelType: 'LINE', externalId: 'line-user-1', displayName: 'line-user-1' },
    ]);
    expect(data.conversations.map((c: { id: string }) => c.id)).toEqual([latest.id, older.id]);
    expect(data.conversations[1]).toMatchObject({
      channelType: 'LINE',
      contact: { id: contact.id, name: 'Detail Person', avatarUrl: null },
      status: 'open',
      ticketId: ticket.id,
      ticketNumber: ticket.number,
      lastMessageAt: '2030-01-01T00:00:00.000Z',
    });
    expect(data.conversations[0]).toMatchObject({ ticketId: null, ticketNumber: null, lastMessagePreview: 'Hi' });
    expect(data.tickets.map((t: { id: string }) => t.id)).toEqual([newer.id, ticket.id]);
    expect(data.tickets[0]).toEqual({
      id: newer.id,
      number: newer.number,
      subject: 'Second',
      status: 'unassigned',
      statusOmni: null,
      priority: 'medium',
      channel: 'WEBHOOK',
      assigneeId: null,
      createdAt: '2030-01-02T00:00:00.000Z',
      updatedAt: expect.any(String),
      solvedAt: null,
      contactId: contact.id,
      contactName: 'Detail Person',
      conversationId: null,
      departmentId: null,
      tags: ['billing'],
      firstResponseAt: null,
      mergedIntoId: null,
      sla: null,
    });
  });

  it("shows an Agent the contact but not work assigned to another agent; an Administrator all of it", async () => {
    const db = api.deps.db;
    const channel = await seedChannel(db, ws.id);
    const contact = await seedContact(db, ws.id, { name: 'Shared Customer' });
    const mine = await seedTicket(db, contact, { subject: 'Mine', assigneeId: ws.agentId, status: 'new' });
    const open = await seedTicket(db, contact, { subject: 'Nobody’s' });
    await seedTicket(db, contact, { subject: 'Colleague’s', assigneeId: ws.otherAgentId, status: 'new' });
    const myChat = await seedConversation(db, contact, channel, { assigneeId: ws.agentId });
    await seedConversation(db, contact, channel, { assigneeId: ws.otherAgentId });

    const asAgent = (await detail(agent, contact.id)).body.data;
    expect(asAgent.tickets.map((t: { id: string }) => t.id).sort()).toEqual([mine.id, open.id].sort());
    expect(asAgent.conversations.map((c: { id: string }) => c.id)).toEqual([myChat.id]);
    const asAdmin = (await detail(admin, contact.id)).body.data;
    expect(asAdmin.tickets).toHaveLength(3);
    expect(asAdmin.conversations).toHaveLength(2);
  });

  it('shows at most 50 tickets and leaves merged tickets out', async () => {
    const contact = await seedContact(api.deps.db, ws.id, { name: 'Busy Customer' });
    const first = await seedTicket(api.deps.db, contact, { subject: 'Kept', createdAt: new Date('2030-06-01T00:00:00Z') });
    await seedTicket(api.deps.db, contact, { subject: 'Merged', mergedIntoId: first.id, createdAt: new Date('2030-07-01T00:00:00Z') });
    for (let i = 0; i < 50; i++) await seedTicket(api.deps.db, contact, { subject: `Old ${i}`, createdAt: new Date(Date.UTC(2029, 0, 1, 0, i)) });
    const tickets = (await detail(admin, contact.id)).body.data.tickets as { subject: string }[];
    expect(tickets).toHaveLength(50);
    expect(tickets[0]!.subject).toBe('Kept');
    expect(tickets.map((t) => t.subject)).not.toContain('Merged');
  });

  it("answers 404 for another workspace's contact and a merged one, 400 for a bad id", async () => {
    const elsewhere = await seedContact(api.deps.db, outsiderWs, { name: 'Not yours' });
    const res = await detail(admin, elsewhere.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such contact.');
    expect(res.text).not.toContain('Not yours');
    const kept = await seedContact(api.deps.db, ws.id, { name: 'Kept' });
    const merged = await seedContact(api.deps.db, ws.id, { name: 'Gone', mergedIntoId: kept.id });
    expect((await detail(admin, merged.id)).status).toBe(404);
    const bad = await detail(admin, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ id: 'Invalid format' });
    expect((await detail(outsider, elsewhere.id)).status).toBe(200);
  });
});

describe('contact rows', () => {
  it('keep the generated search vector in step with edits', async () => {
    const contact = await seedContact(api.deps.db, ws.id, { name: 'Vector Check' });
    await put(admin, contact.id, { name: 'Renamed Zebediah' });
    const found = await list(admin, '?q=zebed');
    expect(found.body.data.items.map((c: { id: string }) => c.id)).toEqual([contact.id]);
    expect((await list(admin, '?q=vector')).body.data.items.map((c: { id: string }) => c.id)).not.toContain(contact.id);
  });
});
