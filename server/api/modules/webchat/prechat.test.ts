// The pre-chat form end to end in the api: an Administrator sets it on the channel (checked, with
// messages a person understands), a visitor fills it, and the contact carries what they said.
import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { channels, contactIdentities, contacts, conversations, messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { WEBCHAT_RATE_LIMITS } from './routes';
import { visitorName } from './service';
import { openVisitor, visitorCall, webchatChannel, type Visitor } from './testVisitor';

let api: TestApi;
let http: TestAgent;
let admin: TestAgent;
let channel: ChannelRow;

beforeAll(async () => {
  api = await createTestApi({ WEBCHAT_PRODUCT: 'OMNI' });
  http = api.request();
  const seeded = await seedUser(api, { email: 'admin@prechat.test' });
  admin = await login(api, 'admin@prechat.test');
  channel = await webchatChannel(api, seeded.workspaceId, { prechat: { name: 'required', email: 'optional', message: 'optional' } });
});
afterAll(() => api.close());

const prechat = (visitor: Visitor, body: unknown, c: ChannelRow = channel) => visitorCall(http, c, visitor, 'post', '/prechat', body);

async function contactOf(visitorId: string) {
  const [row] = await api.deps.db
    .select({ name: contacts.name, email: contacts.email, id: contacts.id })
    .from(contactIdentities)
    .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
    .where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, visitorId)));
  return row;
}

async function contactOfMessage(messageId: string) {
  const [row] = await api.deps.db
    .select({ contactId: conversations.contactId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId));
  return row?.contactId;
}

describe('the pre-chat settings of a web chat channel', () => {
  it('are stored with the channel and served to the chat window', async () => {
    const made = await xhr(admin, 'post', '/v2/api/channels', {
      type: 'CHATOMNIWEBCHAT',
      name: 'Site',
      settings: { prechat: { name: 'required', email: 'required', message: 'off' }, showVisitorTyping: true },
    });
    expect(made.status).toBe(200);
    expect(made.body.data.settings).toMatchObject({ prechat: { name: 'required', email: 'required', message: 'off' }, showVisitorTyping: true });
    const config = await http.get(`/v2/api/webchat/${made.body.data.publicId}/config`);
    expect(config.body.data).toMatchObject({ prechat: { name: 'required', email: 'required', message: 'off' }, showVisitorTyping: true });
  });

  it.each([
    [{ prechat: { name: 'always', email: 'off', message: 'off' } }, 'settings.prechat.name', "settings.prechat.name: Choose 'off', 'optional' or 'required'"],
    [{ prechat: { name: 'off', email: 'off' } }, 'settings.prechat.message', "settings.prechat.message: Choose 'off', 'optional' or 'required'"],
    [{ prechat: 'yes' }, 'settings.prechat', "settings.prechat: Give the pre-chat form as {name, email, message}, each 'off', 'optional' or 'required'"],
    [{ prechat: { name: 'off', email: 'off', message: 'off', phone: 'required' } }, 'settings.prechat', "settings.prechat: The pre-chat form has no field 'phone' (only name, email, message)"],
    [{ showVisitorTyping: 'on' }, 'settings.showVisitorTyping', 'settings.showVisitorTyping: Must be true or false'],
  ])('answers 400 naming what is wrong for %j', async (settings, field, message) => {
    const [stored] = await api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    const res = await xhr(admin, 'put', `/v2/api/channels/${channel.id}`, { settings });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(Object.keys(res.body.fields)).toContain(field);
    const [after] = await api.deps.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(after!.settings).toEqual(stored!.settings);
  });
});

describe('POST /webchat/:publicId/prechat', () => {
  it('names the contact and gives it the e-mail address, then stores the first message', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await prechat(visitor, { name: '  Grace Hopper ', email: 'Grace@Example.TEST', message: 'Where is order 42?' });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatchObject({ direction: 'inbound', text: 'Where is order 42?' });
    expect(await contactOf(visitor.visitorId)).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.test' });
    expect(await contactOfMessage(res.body.data.message.id)).toBe((await contactOf(visitor.visitorId))!.id);
  });

  it('without a message, makes the named contact the first message will use', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await prechat(visitor, { name: 'Ada' });
    expect(res.body.data).toEqual({ message: null });
    const sent = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'Hello' });
    expect(sent.status).toBe(200);
    expect(await contactOfMessage(sent.body.data.id)).toBe((await contactOf(visitor.visitorId))!.id);
    expect((await contactOf(visitor.visitorId))!.name).toBe('Ada');
  });

  it('renames a visitor who wrote before, keeping an address an agent already set', async () => {
    const visitor = await openVisitor(http, channel);
    await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'Hi' });
    expect((await contactOf(visitor.visitorId))!.name).toBe(visitorName(visitor.visitorId));
    await api.deps.db.update(contacts).set({ email: 'known@example.test' }).where(eq(contacts.id, (await contactOf(visitor.visitorId))!.id));
    await prechat(visitor, { name: 'Lin', email: 'other@example.test' });
    expect(await contactOf(visitor.visitorId)).toMatchObject({ name: 'Lin', email: 'known@example.test' });
  });

  it('checks the fields as the channel asks for them', async () => {
    const visitor = await openVisitor(http, channel);
    const res = await prechat(visitor, { name: ' ', email: 'not an address', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please correct the highlighted fields.', fields: { name: 'Required', email: 'Invalid format', message: 'Max 5000 characters' } });
    expect((await prechat(visitor, 'Grace')).status).toBe(400);
    expect(await contactOf(visitor.visitorId)).toBeUndefined();
  });

  it('answers 400 where the channel asks nothing first, 401 without a visitor token', async () => {
    const plain = await webchatChannel(api, channel.workspaceId);
    const visitor = await openVisitor(http, plain);
    const res = await prechat(visitor, { name: 'Grace' }, plain);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This chat asks nothing before the conversation: send messages instead.');
    expect((await visitorCall(http, channel, null, 'post', '/prechat', { name: 'Grace' })).status).toBe(401);
  });

  it('is limited per address', async () => {
    const visitor = await openVisitor(http, channel);
    for (let i = 0; i < WEBCHAT_RATE_LIMITS.prechat.max; i += 1) expect((await prechat(visitor, { name: `N${i}` })).status).toBe(200);
    const res = await prechat(visitor, { name: 'One more' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
