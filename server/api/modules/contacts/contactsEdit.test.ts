import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactIdentities, contacts, conversations, tickets } from '../../db/inboxSchema';
import { login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam } from '../../testing/team';
import { setBilling } from '../billing/service';
import { ingestInbound } from '../conversations/ingest';
import { seedChannel, seedContact, seedConversation, seedIdentity, seedTicket } from './testSeed';

let api: TestApi;
let ws: { id: string; adminId: string; agentId: string };
let admin: TestAgent;
let agent: TestAgent;
let outsiderWs: string;

const put = (as: TestAgent, id: string, body: unknown) => xhr(as, 'put', `/v2/api/contacts/${id}`, body);
const merge = (as: TestAgent, id: string, body: unknown) => xhr(as, 'post', `/v2/api/contacts/${id}/merge`, body);

beforeAll(async () => {
  const team = await seedTeam('edit');
  ({ api, admin, agent } = team);
  ws = { id: team.ws, adminId: team.adminId, agentId: team.agentId };
  outsiderWs = team.otherWs;
});
afterAll(() => api.close());

describe('PUT /contacts/:id', () => {
  it('saves trimmed fields, dedupes tags, empties to null, and publishes contact updated to everyone', async () => {
    const contact = await seedContact(api.deps.db, ws.id, { name: 'Old', email: 'old@example.com', avatarUrl: '/v2/api/files/a.png' });
    const since = await latestSeq(agent);
    api.clock.now = new Date(Date.now() + 61_789);
    const res = await put(agent, contact.id, {
      name: '  Ada Lovelace ',
      email: '',
      phone: ' +44 (20) 7946-0958 ',
      notes: '  Prefers e-mail.  ',
      tags: [' vip ', 'VIP', 'press', '  '],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: contact.id,
      name: 'Ada Lovelace',
      email: null,
      phone: '+44 (20) 7946-0958',
      notes: 'Prefers e-mail.',
      tags: ['vip', 'press'],
      avatarUrl: '/v2/api/files/a.png',
      updatedAt: api.clock.now.toISOString(),
    });
    const events = await eventsSince(agent, since);
    expect(events).toEqual([{ seq: expect.any(Number), type: 'contact updated', workspaceId: ws.id, payload: { contact: res.body.data }, sendTo: null, createdAt: expect.any(String) }]);

    const removed = await put(admin, contact.id, { name: 'Ada', avatarUrl: null });
    expect(removed.body.data).toMatchObject({ avatarUrl: null, phone: null, notes: '', tags: [] });
    const set = await put(admin, contact.id, { name: 'Ada', avatarUrl: 'https://cdn.example.com/ada.png' });
    expect(set.body.data.avatarUrl).toBe('https://cdn.example.com/ada.png');
  });

  it("lets ticket search find the customer by their new name, e-mail and phone, and still by what they wrote", async () => {
    const channel = await seedChannel(api.deps.db, ws.id);
    const inbound = await ingestInbound(api.deps, { channel, externalContactId: 'renamed-1', contactName: 'Zorba Oldname', text: 'Quixotic blender broke' });
    const found = async (q: string) =>
      ((await admin.get(`/v2/api/tickets?q=${encodeURIComponent(q)}`)).body.data.items as { id: string }[]).map((t) => t.id);
    expect(await found('Oldname')).toEqual([inbound.conversation.ticketId]);

    const res = await put(admin, inbound.conversation.contact.id, { name: 'Zorba Newname', email: 'zorba@example.org', phone: '+30 210 555' });
    expect(res.status).toBe(200);
    expect(await found('Oldname')).toEqual([]);
    for (const q of ['Newname', 'zorba@example.org', 'Quixotic']) expect(await found(q), q).toEqual([inbound.conversation.ticketId]);
  });

  it('answers 400 naming each bad field with a message a person understands', async () => {
    const contact = await seedContact(api.deps.db, ws.id, { name: 'Valid' });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Required' }],
      [{ name: '   ' }, { name: 'Required' }],
      [{ name: 'x'.repeat(101) }, { name: 'Max 100 characters' }],
      [{ name: 'ok', email: 'not-an-email' }, { email: 'Invalid format' }],
      [{ name: 'ok', phone: '0812abc' }, { phone: 'Use digits, spaces, +, - and parentheses' }],
      [{ name: 'ok', phone: '()' }, { phone: 'Use digits, spaces, +, - and parentheses' }],
      [{ name: 'ok', phone: '1'.repeat(31) }, { phone: 'Max 30 characters' }],
      [{ name: 'ok', notes: 'n'.repeat(5001) }, { notes: 'Max 5000 characters' }],
      [{ name: 'ok', tags: 'vip' }, { tags: 'Must be a list of words' }],
      [{ name: 'ok', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { tags: 'At most 20 tags' }],
      [{ name: 'ok', tags: ['t'.repeat(41)] }, { tags: 'Each tag at most 40 characters' }],
      [{ name: 'ok', avatarUrl: 'javascript:alert(1)' }, { avatarUrl: 'Use an uploaded image or an https address' }],
      [{ name: 5, email: 'x' }, { name: 'name must be text', email: 'Invalid format' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put(admin, contact.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    expect((await put(admin, contact.id, ['name'])).status).toBe(400);
  });

  it("answers 404 for another workspace's or a merged contact, 402 when the package expired, 401 without a session", async () => {
    const elsewhere = await seedContact(api.deps.db, outsiderWs, { name: 'Theirs' });
    expect((await put(admin, elsewhere.id, { name: 'Mine now' })).status).toBe(404);
    const [row] = await api.deps.db.select().from(contacts).where(eq(contacts.id, elsewhere.id));
    expect(row!.name).toBe('Theirs');
    const kept = await seedContact(api.deps.db, ws.id, { name: 'Kept' });
    const merged = await seedContact(api.deps.db, ws.id, { name: 'Merged', mergedIntoId: kept.id });
    expect((await put(admin, merged.id, { name: 'Back' })).status).toBe(404);
    expect((await put(api.request(), kept.id, { name: 'x' })).status).toBe(401);

    const expired = await seedUser(api, { email: 'expired@edit.test' });
    await setBilling(api.deps, expired.workspaceId, { expiredDate: '2000-01-01' });
    const own = await seedContact(api.deps.db, expired.workspaceId, { name: 'Frozen' });
    expect((await put(await login(api, 'expired@edit.test'), own.id, { name: 'x' })).status).toBe(402);
  });
});

describe('POST /contacts/:id/merge', () => {
  it('moves identities, conversations and tickets, fills the gaps, unites tags, appends notes, in one go', async () => {
    const db = api.deps.db;
    const channel = await seedChannel(db, ws.id, 'TELEGRAM');
    const target = await seedContact(db, ws.id, { name: 'Kept Customer', phone: '+1 555', notes: 'Kept notes', tags: ['vip'] });
    const source = await seedContact(db, ws.id, {
      name: 'Duplicate',
      email: 'dup@example.com',
      phone: '+1 999',
      notes: 'Source notes',
      tags: ['VIP', 'lead'],
    });
    const earlier = await seedContact(db, ws.id, { name: 'Earlier duplicate', mergedIntoId: source.id });
    const identity = await seedIdentity(db, source, channel, 'tg-1');
    const conversation = await seedConversation(db, source, channel, { assigneeId: ws.agentId });
    const ticket = await seedTicket(db, source, { subject: 'Moved', conversationId: conversation.id });
    const since = await latestSeq(admin);
    api.clock.now = new Date(Date.now() + 120_000);

    const res = await merge(agent, source.id, { intoId: target.id });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.contact).toMatchObject({
      id: target.id,
      name: 'Kept Customer',
      email: 'dup@example.com',
      phone: '+1 555',
      notes: 'Kept notes\n\nSource notes',
      tags: ['vip', 'lead'],
      updatedAt: api.clock.now.toISOString(),
    });
    expect(data.identities.map((i: { id: string }) => i.id)).toEqual([identity.id]);
    expect(data.conversations.map((c: { id: string; contact: { name: string } }) => [c.id, c.contact.name])).toEqual([[conversation.id, 'Kept Customer']]);
    expect(data.tickets.map((t: { id: string; contactName: string }) => [t.id, t.contactName])).toEqual([[ticket.id, 'Kept Customer']]);

    const [gone] = await db.select().from(contacts).where(eq(contacts.id, source.id));
    expect(gone!.mergedIntoId).toBe(target.id);
    const [chained] = await db.select().from(contacts).where(eq(contacts.id, earlier.id));
    expect(chained!.mergedIntoId).toBe(target.id);
    expect((await db.select().from(contactIdentities).where(eq(contactIdentities.contactId, source.id))).length).toBe(0);
    expect((await db.select().from(conversations).where(eq(conversations.contactId, source.id))).length).toBe(0);
    expect((await db.select().from(tickets).where(eq(tickets.contactId, source.id))).length).toBe(0);
    expect((await admin.get(`/v2/api/contacts/${source.id}`)).status).toBe(404);
    const listed = (await admin.get('/v2/api/contacts?limit=100')).body.data.items.map((c: { id: string }) => c.id);
    expect(listed).toContain(target.id);
    expect(listed).not.toContain(source.id);

    const events = await eventsSince(admin, since);
    expect(events.map((e) => [e.type, e.sendTo])).toEqual([
      ['contact updated', null],
      ['conversation updated', [ws.agentId, ws.adminId]],
      ['ticket updated', null],
    ]);
    expect(events[0]!.payload).toEqual({ contact: data.contact, mergedIds: [source.id] });
    expect(events[1]!.payload).toEqual({ conversation: data.conversations[0] });
    expect(events[2]!.payload).toEqual({ ticket: data.tickets[0] });
  });

  it('refuses the same contact, an already merged one, and a union too big to edit (400)', async () => {
    const db = api.deps.db;
    const one = await seedContact(db, ws.id, { name: 'One' });
    const two = await seedContact(db, ws.id, { name: 'Two' });
    const expectRefused = async (id: string, intoId: string, message: string) => {
      const res = await merge(admin, id, { intoId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, fields: { intoId: message } });
    };
    await expectRefused(one.id, one.id, 'A contact cannot be merged into itself.');
    await merge(admin, one.id, { intoId: two.id });
    await expectRefused(one.id, two.id, 'This contact was already merged into another contact.');
    const three = await seedContact(db, ws.id, { name: 'Three' });
    await expectRefused(three.id, one.id, 'The contact to merge into was itself merged into another contact.');

    const many = await seedContact(db, ws.id, { name: 'Many tags', tags: Array.from({ length: 15 }, (_, i) => `a${i}`) });
    const more = await seedContact(db, ws.id, { name: 'More tags', tags: Array.from({ length: 6 }, (_, i) => `b${i}`) });
    await expectRefused(more.id, many.id, 'Together these contacts have more than 20 tags. Remove some first.');
    const long = await seedContact(db, ws.id, { name: 'Long notes', notes: 'x'.repeat(4000) });
    const longer = await seedContact(db, ws.id, { name: 'Longer notes', notes: 'y'.repeat(1000) });
    await expectRefused(longer.id, long.id, 'Together the notes would be longer than 5000 characters. Shorten them first.');
    const [untouched] = await db.select().from(contacts).where(eq(contacts.id, longer.id));
    expect(untouched!.mergedIntoId).toBeNull();
  });

  it("answers 404 when either contact is another workspace's, 400 for a bad intoId", async () => {
    const db = api.deps.db;
    const mine = await seedContact(db, ws.id, { name: 'Mine' });
    const theirs = await seedContact(db, outsiderWs, { name: 'Theirs' });
    const into = await merge(admin, mine.id, { intoId: theirs.id });
    expect(into.status).toBe(404);
    expect(into.text).not.toContain('Theirs');
    expect((await merge(admin, theirs.id, { intoId: mine.id })).status).toBe(404);
    const [still] = await db.select().from(contacts).where(eq(contacts.id, mine.id));
    expect(still!.mergedIntoId).toBeNull();
    for (const body of [{}, { intoId: 'x' }, { intoId: 12 }]) {
      const res = await merge(admin, mine.id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['intoId']);
    }
    expect((await merge(admin, 'bad', { intoId: mine.id })).body.fields).toEqual({ id: 'Invalid format' });
  });
});
