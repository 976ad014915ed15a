import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { conversations } from '../../db/inboxSchema';
import { login, seedUser, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { insertChannel } from '../channels/repository';
import { ingestInbound } from './ingest';
import { conversationWorld, type ConversationWorld } from './testWorld';

let w: ConversationWorld;
let api: TestApi;
let ws: ConversationWorld['ws'];
let admin: TestAgent;
let agent: TestAgent;
let otherAgent: TestAgent;
let outsider: TestAgent;
let hook: ChannelRow;
let n = 0;
const inbound: ConversationWorld['inbound'] = (...args) => w.inbound(...args);
const assignDirect: ConversationWorld['assignDirect'] = (...args) => w.assignDirect(...args);

beforeAll(async () => {
  w = await conversationWorld('conv');
  ({ api, admin, agent, otherAgent, outsider, ws, hook } = w);
});
afterAll(() => api.close());

describe('GET /conversations', () => {
  let listWs: string;
  let owner: TestAgent;
  let listAgent: TestAgent;
  let listAgentId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const seeded = await seedUser(api, { email: 'lists@conv.test' });
    listWs = seeded.workspaceId;
    const other = await seedUser(api, { email: 'listagent@conv.test', workspaceId: listWs, role: 'Agent' });
    listAgentId = other.user.id;
    [owner, listAgent] = await Promise.all([login(api, 'lists@conv.test'), login(api, 'listagent@conv.test')]);
    const webhook = await insertChannel(api.deps.db, { workspaceId: listWs, type: 'WEBHOOK', name: 'W', settings: { url: 'http://127.0.0.1:9/' } });
    const chat = await insertChannel(api.deps.db, { workspaceId: listWs, type: 'LINE', name: 'L', settings: {} });
    const base = Date.parse('2030-01-01T00:00:00Z');
    const names: [string, ChannelRow, string][] = [
      ['Alice Martin', webhook, 'where is my parcel'],
      ['Bob Stone', chat, 'refund please'],
      ['Carol King', webhook, 'invoice question'],
      ['Dan Brown', chat, 'parcel damaged'],
      ['Eve Adams', webhook, 'hello there'],
    ];
    for (const [i, [name, channel, text]] of names.entries()) {
      const res = await ingestInbound(api.deps, { channel, externalContactId: name, contactName: name, text, at: new Date(base + i * 60_000) });
      ids[name] = res.conversation.id;
    }
    await assignDirect(ids['Bob Stone']!, listAgentId);
    await assignDirect(ids['Carol King']!, seeded.user.id);
    await api.deps.db.update(conversations).set({ status: 'resolved' }).where(eq(conversations.id, ids['Alice Martin']!));
  });

  const names = (res: { body: { data: { items: { contact: { name: string } }[] } } }) => res.body.data.items.map((c) => c.contact.name);

  it('lists the newest first with the summary fields and the count', async () => {
    const res = await owner.get('/v2/api/conversations');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Eve Adams', 'Dan Brown', 'Carol King', 'Bob Stone', 'Alice Martin']);
    expect(res.body.data).toMatchObject({ total: 5, nextCursor: null });
    expect(res.body.data.items[0]).toMatchObject({
      channelType: 'WEBHOOK',
      status: 'open',
      assigneeId: null,
      lastMessagePreview: 'hello there',
      lastDirection: 'inbound',
      unread: 1,
      lastMessageAt: '2030-01-01T00:04:00.000Z',
    });
    expect(res.body.data.items[0].ticketNumber).toEqual(expect.any(Number));
  });

  it('filters by status, assignee (or none), channel and text', async () => {
    expect(names(await owner.get('/v2/api/conversations?status=resolved'))).toEqual(['Alice Martin']);
    expect(names(await owner.get(`/v2/api/conversations?assigneeId=${listAgentId}`))).toEqual(['Bob Stone']);
    expect(names(await owner.get('/v2/api/conversations?assigneeId=none&status=open'))).toEqual(['Eve Adams', 'Dan Brown']);
    expect(names(await owner.get('/v2/api/conversations?channel=LINE'))).toEqual(['Dan Brown', 'Bob Stone']);
    expect(names(await owner.get('/v2/api/conversations?channel=LINE&channel=WEBHOOK'))).toHaveLength(5);
    expect(names(await owner.get('/v2/api/conversations?q=car'))).toEqual(['Carol King']);
    expect(names(await owner.get('/v2/api/conversations?q=parcel'))).toEqual(['Dan Brown', 'Alice Martin']);
    const res = await owner.get('/v2/api/conversations?q=%25');
    expect(res.body.data.total).toBe(0);
  });

  it("searches the contact (name, e-mail, phone however typed) and every message's text, a page at a time", async () => {
    const seeded = await seedUser(api, { email: 'search@conv.test' });
    const searcher = await login(api, 'search@conv.test');
    const line = await insertChannel(api.deps.db, { workspaceId: seeded.workspaceId, type: 'LINE', name: 'L', settings: {} });
    const base = Date.parse('2030-02-01T00:00:00Z');
    const say = (who: string, text: string, minute: number, extra: { email?: string; phone?: string } = {}) =>
      ingestInbound(api.deps, { channel: line, externalContactId: who, contactName: who, text, at: new Date(base + minute * 60_000), ...extra });
    await say('Grace Hopper', 'My tracking number is ZX81 and the parcel is late', 0, { email: 'grace@navy.example', phone: '+1 555-0100' });
    await say('Grace Hopper', 'hello again', 1);
    await say('Alan Turing', 'The ZX81 arrived broken', 2);
    await say('Alan Turing', 'any news?', 3);
    await say('Ada Lovelace', 'I want the ZX81 in blue', 4);
    await say('Ada Lovelace', 'thanks', 5);
    await say('Linus Pauling', 'nothing to see', 6);
    const q = (text: string, extra = '') => searcher.get(`/v2/api/conversations?q=${encodeURIComponent(text)}${extra}`);

    // An earlier message's text, not only the latest one's preview.
    expect(names(await q('zx81'))).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(names(await q('tracking numb'))).toEqual(['Grace Hopper']);
    expect(names(await q('grace@navy'))).toEqual(['Grace Hopper']);
    expect(names(await q('+15550100'))).toEqual(['Grace Hopper']);
    expect(names(await q('(555) 0100'))).toEqual(['Grace Hopper']);
    expect(names(await q('lovelace'))).toEqual(['Ada Lovelace']);
    expect((await q('zx81 purple')).body.data.total).toBe(0);

    const first = await q('zx81', '&limit=2');
    expect(names(first)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(first.body.data.total).toBe(3);
    const second = await q('zx81', `&limit=2&cursor=${first.body.data.nextCursor}`);
    expect(names(second)).toEqual(['Grace Hopper']);
    expect(second.body.data).toMatchObject({ nextCursor: null, total: 3 });
    expect((await q('parcel', `&limit=2&cursor=${first.body.data.nextCursor}`)).status).toBe(400);
    // Another workspace's messages are never found.
    expect((await owner.get('/v2/api/conversations?q=zx81')).body.data.total).toBe(0);
  });

  it("shows an Agent unassigned conversations and their own, never a colleague's", async () => {
    expect(names(await listAgent.get('/v2/api/conversations'))).toEqual(['Eve Adams', 'Dan Brown', 'Bob Stone', 'Alice Martin']);
    const filtered = await listAgent.get(`/v2/api/conversations?assigneeId=${(await seedAdminId())}`);
    expect(filtered.body.data).toMatchObject({ items: [], total: 0 });
    async function seedAdminId() {
      const [row] = await api.deps.db.select({ a: conversations.assigneeId }).from(conversations).where(eq(conversations.id, ids['Carol King']!));
      return row!.a!;
    }
  });

  it('pages with a cursor, keeping the total and never repeating a row', async () => {
    const first = await owner.get('/v2/api/conversations?limit=2');
    expect(names(first)).toEqual(['Eve Adams', 'Dan Brown']);
    expect(first.body.data.total).toBe(5);
    const second = await owner.get(`/v2/api/conversations?limit=2&cursor=${first.body.data.nextCursor}`);
    expect(names(second)).toEqual(['Carol King', 'Bob Stone']);
    const third = await owner.get(`/v2/api/conversations?limit=2&cursor=${second.body.data.nextCursor}`);
    expect(names(third)).toEqual(['Alice Martin']);
    expect(third.body.data).toMatchObject({ nextCursor: null, total: 5 });
    const other = await owner.get(`/v2/api/conversations?limit=2&status=open&cursor=${first.body.data.nextCursor}`);
    expect(other.status).toBe(400);
  });

  it('answers 400 for bad filters, 401 without a session, and never another workspace’s rows', async () => {
    for (const query of ['status=closed', 'limit=0', 'limit=101', 'limit=abc', 'assigneeId=me', 'channel=web%20chat', 'cursor=nope', 'status=open&status=resolved']) {
      const res = await owner.get(`/v2/api/conversations?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await api.request().get('/v2/api/conversations')).status).toBe(401);
    const res = await outsider.get('/v2/api/conversations');
    expect(res.body.data.items.map((c: { id: string }) => c.id)).not.toContain(ids['Eve Adams']);
  });
});

describe('GET /conversations/:id', () => {
  it('answers the latest 50 messages oldest first, pages back with before, and marks the conversation read', async () => {
    const from = `long-${(n += 1)}`;
    const base = Date.parse('2031-01-01T00:00:00Z');
    let conversationId = '';
    for (let i = 0; i < 53; i += 1) {
      const res = await ingestInbound(api.deps, { channel: hook, externalContactId: from, contactName: 'Long Talker', text: `m${i}`, at: new Date(base + i * 1000) });
      conversationId = res.conversation.id;
    }
    const since = await latestSeq(admin);
    const res = await admin.get(`/v2/api/conversations/${conversationId}`);
    expect(res.status).toBe(200);
    const texts = res.body.data.messages.map((m: { text: string }) => m.text);
    expect(texts).toHaveLength(50);
    expect(texts[0]).toBe('m3');
    expect(texts[49]).toBe('m52');
    expect(res.body.data).toMatchObject({ hasOlder: true, conversation: { unread: 0 }, contact: { name: 'Long Talker' }, notes: [] });
    expect(res.body.data.messages[0]).toMatchObject({ authorName: 'Long Talker', direction: 'inbound', deliveryState: 'received' });
    const [event] = await eventsSince(admin, since);
    expect(event).toMatchObject({ type: 'conversation updated', payload: { conversation: { id: conversationId, unread: 0 } } });

    const older = await admin.get(`/v2/api/conversations/${conversationId}?before=${res.body.data.messages[0].id}`);
    expect(older.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2']);
    expect(older.body.data.hasOlder).toBe(false);
    expect(await eventsSince(admin, since + 1)).toEqual([]);
  });

  it("hides a colleague's conversation from an Agent (404), and another workspace's from everyone", async () => {
    const res = await inbound(hook);
    await assignDirect(res.conversation.id, ws.otherAgentId);
    expect((await agent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(404);
    expect((await otherAgent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(200);
    expect((await admin.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(200);
    const notFound = await outsider.get(`/v2/api/conversations/${res.conversation.id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('There is no such conversation.');
  });

  it('answers 400 for a bad id or a before that is not one of its messages', async () => {
    const res = await inbound(hook);
    const other = await inbound(hook);
    expect((await admin.get('/v2/api/conversations/nope')).status).toBe(400);
    expect((await admin.get(`/v2/api/conversations/${res.conversation.id}?before=nope`)).status).toBe(400);
    expect((await admin.get(`/v2/api/conversations/${res.conversation.id}?before=${other.message.id}`)).status).toBe(400);
  });
});

