import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEBCHAT_SETTINGS } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import { members, users } from '../../db/schema';
import { channels, contactIdentities, contacts, conversations, messages } from '../../db/inboxSchema';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { insertChannel } from '../channels/repository';
import { ingestInbound } from '../conversations/ingest';
import { WEBCHAT_RATE_LIMITS } from './routes';
import { visitorName } from './service';
import { nextIp, openVisitor, storeReply, visitorCall, webchatChannel, type Visitor } from './testVisitor';

let api: TestApi;
let http: TestAgent;
let workspaceId: string;
let adminId: string;
let channel: ChannelRow;
let other: ChannelRow;

beforeAll(async () => {
  api = await createTestApi();
  http = api.request();
  const admin = await seedUser(api, { email: 'admin@webchat.test', workspaceName: 'Acme Support' });
  workspaceId = admin.workspaceId;
  adminId = admin.user.id;
  channel = await webchatChannel(api, workspaceId, { caption: 'Talk to Acme', color: '#AA3300', greeting: 'Hello there', position: 'left', offlineMessage: 'Gone fishing' });
  const stranger = await seedUser(api, { email: 'other@webchat.test' });
  other = await webchatChannel(api, stranger.workspaceId);
});
afterAll(() => api.close());

const tick = () => (api.clock.now = new Date(api.clock.now.getTime() + 1000));
const visitorMessages = async (visitor: Visitor, c = channel) => (await visitorCall(http, c, visitor, 'get', '/messages')).body.data;

describe('GET /webchat/:publicId/config', () => {
  it('answers the personalization, the workspace name and whether an agent is available', async () => {
    const res = await http.get(`/v2/api/webchat/${channel.publicId}/config`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({
      caption: 'Talk to Acme',
      color: '#aa3300',
      greeting: 'Hello there',
      position: 'left',
      offlineMessage: 'Gone fishing',
      prechat: { name: 'off', email: 'off', message: 'off' },
      showVisitorTyping: false,
      name: 'Acme Support',
      available: true,
      // No business calendar: open around the clock.
      hours: { open: true, nextOpenAt: null },
    });
  });

  it("falls back to the defaults ('Chat Us') for settings that are missing or unusable", async () => {
    const res = await http.get(`/v2/api/webchat/${other.publicId}/config`);
    expect(res.body.data).toMatchObject({ ...DEFAULT_WEBCHAT_SETTINGS, caption: 'Chat Us' });
    await api.deps.db.update(channels).set({ settings: { caption: '   ', color: 'red', position: 'top', greeting: 42 } }).where(eq(channels.id, other.id));
    expect((await http.get(`/v2/api/webchat/${other.publicId}/config`)).body.data).toMatchObject(DEFAULT_WEBCHAT_SETTINGS);
  });

  it('is unavailable when every member is on aux or expired', async () => {
    const { workspaceId: ws, user } = await seedUser(api, { email: 'aux@webchat.test' });
    const quiet = await webchatChannel(api, ws);
    const expired = await seedUser(api, { email: 'expired@webchat.test', workspaceId: ws, role: 'Agent', expired: true });
    await api.deps.db.update(users).set({ status: 'aux' }).where(eq(users.id, user.id));
    expect(expired.user.status).toBe('available');
    expect((await http.get(`/v2/api/webchat/${quiet.publicId}/config`)).body.data.available).toBe(false);
    await api.deps.db.update(members).set({ expired: false }).where(and(eq(members.userId, expired.user.id), eq(members.workspaceId, ws)));
    expect((await http.get(`/v2/api/webchat/${quiet.publicId}/config`)).body.data.available).toBe(true);
  });

  it.each([
    ['an unknown public id', 'AAAAAAAAAAAAAAAA'],
    ['a malformed public id', 'not a channel!'],
  ])('answers 404 for %s', async (_what, publicId) => {
    const res = await http.get(`/v2/api/webchat/${encodeURIComponent(publicId)}/config`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This chat is not available.');
  });

  it('answers 404 for a disabled web chat and for a channel of another type', async () => {
    const disabled = await insertChannel(api.deps.db, { workspaceId, type: 'CHATOMNIWEBCHAT', name: 'Off', settings: {}, enabled: false });
    const webhook = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Hook', settings: {} });
    expect((await http.get(`/v2/api/webchat/${disabled.publicId}/config`)).status).toBe(404);
    expect((await http.get(`/v2/api/webchat/${webhook.publicId}/config`)).status).toBe(404);
  });
});

describe('POST /webchat/:publicId/session', () => {
  it('gives a new visitor an id and a token, and a returning visitor the same identity', async () => {
    const first = await openVisitor(http, channel);
    expect(first.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.token.startsWith(`${first.visitorId}.`)).toBe(true);
    const again = await visitorCall(http, channel, first, 'post', '/session');
    expect(again.body.data).toEqual({ visitorId: first.visitorId, token: first.token });
  });

  it('gives a new identity for a token of another channel or a forged one', async () => {
    const elsewhere = await openVisitor(http, other);
    const here = await visitorCall(http, channel, elsewhere, 'post', '/session');
    expect(here.body.data.visitorId).not.toBe(elsewhere.visitorId);
    const forged = await visitorCall(http, channel, { token: `${elsewhere.visitorId}.${'A'.repeat(43)}`, ip: nextIp() }, 'post', '/session');
    expect(forged.body.data.visitorId).not.toBe(elsewhere.visitorId);
  });

  it('refuses a call without X-Requested-With from another site (CSRF)', async () => {
    const res = await http.post(`/v2/api/webchat/${channel.publicId}/session`).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
  });

  it('limits new identities per address, not returning visitors', async () => {
    const ip = nextIp();
    const { max } = WEBCHAT_RATE_LIMITS.session;
    const first = await openVisitor(http, channel, ip);
    for (let i = 1; i < max; i += 1) await openVisitor(http, channel, ip);
    const refused = await visitorCall(http, channel, { token: '', ip }, 'post', '/session');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitorCall(http, channel, first, 'post', '/session')).body.data.visitorId).toBe(first.visitorId);
  });
});

describe('POST /webchat/:publicId/messages', () => {
  it("stores the visitor's message in a conversation of the channel and answers it as the visitor sees it", async () => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorCall(http, channel, visitor, 'post', '/messages', { text: '  Where is my order?  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ direction: 'inbound', authorName: null, text: 'Where is my order?', attachments: [], deliveryState: 'received' });

    const [identity] = await api.deps.db.select().from(contactIdentities).where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, visitor.visitorId)));
    const [contact] = await api.deps.db.select().from(contacts).where(eq(contacts.id, identity!.contactId));
    expect(contact!.name).toBe(visitorName(visitor.visitorId));
    expect(contact!.name).toMatch(/^Web visitor [0-9A-F]{4}$/);
    const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.contactId, contact!.id));
    expect(conversation).toMatchObject({ channelId: channel.id, channelType: 'CHATOMNIWEBCHAT', status: 'open', unread: 1 });
    const [stored] = await api.deps.db.select().from(messages).where(eq(messages.id, res.body.data.id));
    expect(stored).toMatchObject({ conversationId: conversation!.id, text: 'Where is my order?', direction: 'inbound' });
  });

  it('keeps one conversation per visitor and shows the agent replies by name, oldest first', async () => {
    const visitor = await openVisitor(http, channel);
    const first = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'one' });
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, first.body.data.id));
    tick();
    await storeReply(api, channel, row!.conversationId, adminId, 'Hi, I am on it', api.clock.now);
    tick();
    await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'two' });
    const page = await visitorMessages(visitor);
    expect(page.items.map((m: { text: string; authorName: string | null; direction: string }) => [m.direction, m.authorName, m.text])).toEqual([
      ['inbound', null, 'one'],
      ['outbound', 'admin', 'Hi, I am on it'],
      ['inbound', null, 'two'],
    ]);
    expect(page.olderCursor).toBeNull();
    expect(page.items[1]).not.toHaveProperty('authorId');
    const stranger = await openVisitor(http, channel);
    expect((await visitorMessages(stranger)).items).toEqual([]);
  });

  it("echoes the window's clientId on the stored message, and stores a repeated send once", async () => {
    const visitor = await openVisitor(http, channel);
    const first = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'only once', clientId: 'c0ffee-0001' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ text: 'only once', clientId: 'c0ffee-0001' });
    const again = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'only once', clientId: 'c0ffee-0001' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await visitorMessages(visitor)).items).toEqual([first.body.data]);
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, first.body.data.id));
    expect(row!.externalId).toBe(`webchat:${visitor.visitorId}:c0ffee-0001`);
    // Without a clientId nothing is echoed (and every send is a new message).
    expect((await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'plain' })).body.data).not.toHaveProperty('clientId');
  });

  it("never answers another visitor's message for the same clientId", async () => {
    const one = await openVisitor(http, channel);
    const two = await openVisitor(http, channel);
    const mine = await visitorCall(http, channel, one, 'post', '/messages', { text: 'from one', clientId: 'shared-id-1' });
    const theirs = await visitorCall(http, channel, two, 'post', '/messages', { text: 'from two', clientId: 'shared-id-1' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ text: 'from two', clientId: 'shared-id-1' });
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect((await visitorMessages(two)).items.map((m: { text: string }) => m.text)).toEqual(['from two']);
  });

  it('pages back through a long conversation with olderCursor', async () => {
    const visitor = await openVisitor(http, channel);
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 55; i += 1) {
      await ingestInbound(api.deps, { channel, externalContactId: visitor.visitorId, text: `m${i}`, at: new Date(start + i * 1000) });
    }
    const latest = await visitorMessages(visitor);
    expect(latest.items).toHaveLength(50);
    expect(latest.items[0].text).toBe('m5');
    expect(latest.items[49].text).toBe('m54');
    const older = (await visitorCall(http, channel, visitor, 'get', `/messages?before=${latest.olderCursor}`)).body.data;
    expect(older.items.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.olderCursor).toBeNull();
    expect((await visitorCall(http, channel, visitor, 'get', '/messages?before=yesterday')).status).toBe(400);
  });

  it.each([
    ['no text and no file', {}, 'Write a message or add a file.'],
    ['only spaces', { text: '   ' }, 'Write a message or add a file.'],
    ['text that is not text', { text: 42 }, 'text: text must be text'],
    ['text over 5000 characters', { text: 'x'.repeat(5001) }, 'text: Max 5000 characters'],
    ['attachmentIds that are not a list', { text: 'hi', attachmentIds: 'abc' }, 'attachmentIds: attachmentIds must be a list of file ids'],
    ['six files', { text: 'hi', attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'attachmentIds: At most 5 files per message'],
    ['a clientId too short', { text: 'hi', clientId: 'abc' }, 'clientId: clientId must be 8 to 64 letters, digits, - or _'],
    ['a clientId with a colon', { text: 'hi', clientId: 'abcdefgh:1' }, 'clientId: clientId must be 8 to 64 letters, digits, - or _'],
    ['a clientId that is not text', { text: 'hi', clientId: 12345678 }, 'clientId: clientId must be 8 to 64 letters, digits, - or _'],
    ['a file id it did not upload', { text: 'hi', attachmentIds: [`${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'x'.repeat(43)}`] }, 'A file of this message was not uploaded here.'],
  ])('answers 400 to %s', async (_what, body, message) => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorCall(http, channel, visitor, 'post', '/messages', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorCall(http, channel, visitor, 'post', '/messages', ['hi']);
    expect(res.status).toBe(400);
  });

  it('limits messages per address', async () => {
    const visitor = await openVisitor(http, channel);
    const { max } = WEBCHAT_RATE_LIMITS.message;
    for (let i = 0; i < max; i += 1) {
      expect((await visitorCall(http, channel, visitor, 'post', '/messages', { text: `n${i}` })).status).toBe(200);
    }
    const refused = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You are sending too fast. Please wait a moment and try again.');
    const elsewhere = await openVisitor(http, channel);
    expect((await visitorCall(http, channel, elsewhere, 'post', '/messages', { text: 'from another address' })).status).toBe(200);
  });
});
