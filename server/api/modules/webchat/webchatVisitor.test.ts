import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { channels, contactIdentities, contacts } from '../../db/inboxSchema';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { WEBCHAT_RATE_LIMITS } from './routes';
import { openVisitor, visitorCall, webchatChannel, type Visitor } from './testVisitor';

// Who may make a visitor's calls, and the offline form the chat window shows when nobody is available.
let api: TestApi;
let http: TestAgent;
let workspaceId: string;
let channel: ChannelRow;
let other: ChannelRow;

beforeAll(async () => {
  api = await createTestApi();
  http = api.request();
  const admin = await seedUser(api, { email: 'admin@webchat.test', workspaceName: 'Acme Support' });
  workspaceId = admin.workspaceId;
  channel = await webchatChannel(api, workspaceId);
  const stranger = await seedUser(api, { email: 'other@webchat.test' });
  other = await webchatChannel(api, stranger.workspaceId);
});
afterAll(() => api.close());

const visitorMessages = async (visitor: Visitor) => (await visitorCall(http, channel, visitor, 'get', '/messages')).body.data;

describe('visitor authorization', () => {
  it.each([
    ['no token', null],
    ['a malformed token', { token: 'nonsense', ip: '203.0.113.250' }],
    ['a forged token', { token: `${'a'.repeat(22)}.${'b'.repeat(43)}`, ip: '203.0.113.250' }],
  ])('answers 401 to %s on every visitor call', async (_what, visitor) => {
    for (const [method, path, body] of [
      ['get', '/messages', undefined],
      ['post', '/messages', { text: 'hi' }],
      ['post', '/offline', { name: 'A', email: 'a@example.com', message: 'hi' }],
      ['post', '/upload', undefined],
    ] as const) {
      const res = await visitorCall(http, channel, visitor, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe('Your chat session has ended. Please reload the chat.');
    }
  });

  it("refuses another channel's visitor token", async () => {
    const elsewhere = await openVisitor(http, other);
    expect((await visitorCall(http, channel, elsewhere, 'get', '/messages')).status).toBe(401);
    expect((await visitorCall(http, channel, elsewhere, 'post', '/messages', { text: 'hi' })).status).toBe(401);
  });

  it('ends every identity when the channel secret is rotated', async () => {
    const rotating = await webchatChannel(api, workspaceId);
    const visitor = await openVisitor(http, rotating);
    expect((await visitorCall(http, rotating, visitor, 'get', '/messages')).status).toBe(200);
    await api.deps.db.update(channels).set({ secret: 'a brand new secret' }).where(eq(channels.id, rotating.id));
    expect((await visitorCall(http, rotating, visitor, 'get', '/messages')).status).toBe(401);
  });
});

describe('POST /webchat/:publicId/offline', () => {
  it('stores the message on a contact with the name and e-mail given', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorCall(http, channel, visitor, 'post', '/offline', { name: ' Grace Hopper ', email: 'Grace@Example.com', message: 'Call me back' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ direction: 'inbound', text: 'Call me back' });
    const [identity] = await api.deps.db.select().from(contactIdentities).where(eq(contactIdentities.externalId, visitor.visitorId));
    const [contact] = await api.deps.db.select().from(contacts).where(eq(contacts.id, identity!.contactId));
    expect(contact).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect((await visitorMessages(visitor)).items.map((m: { text: string }) => m.text)).toEqual(['Call me back']);
  });

  it('answers 400 with the fields to correct', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await visitorCall(http, channel, visitor, 'post', '/offline', { name: '', email: 'not-an-address', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: 'Required', email: 'Invalid format', message: 'Max 5000 characters' });
  });

  it('limits offline messages per address', async () => {
    const visitor = await openVisitor(http, channel);
    const form = { name: 'Spammer', email: 'spam@example.com', message: 'buy' };
    for (let i = 0; i < WEBCHAT_RATE_LIMITS.offline.max; i += 1) {
      expect((await visitorCall(http, channel, visitor, 'post', '/offline', form)).status).toBe(200);
    }
    expect((await visitorCall(http, channel, visitor, 'post', '/offline', form)).status).toBe(429);
  });
});
