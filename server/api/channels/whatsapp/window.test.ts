// The 24-hour window through the api: free text refused with the explanation once the customer's last
// message is more than 24 hours old, a template reply accepted (its text the filled template) and sent
// as type 'template'; the conversation's detail tells the composer the window and the templates; an
// Administrator refreshes the templates from Meta.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/inboxSchema';
import { login, seedUser, xhr } from '../../testing/harness';
import { createOutboxWorker } from '../outbox/worker';
import { messageOf, newWaUser, startWaStack, stored, type WaStack } from './whatsappTesting';

let s: WaStack;
let channelId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await startWaStack('admin@window.test');
  const { state } = s.fake;
  const res = await xhr(s.admin, 'post', '/v2/api/channels', { type: 'WHATSAPPCLOUD', name: 'Window', settings: { phoneNumberId: state.phoneNumberId, wabaId: state.wabaId, accessToken: state.token, appSecret: state.appSecret } });
  channelId = res.body.data.id;
  await s.fake.customer.poster.subscribe(`${s.base}/v2/api/channels/whatsapp-official/${res.body.data.publicId}/webhook`, res.body.data.secret);
});
afterAll(async () => s.close());

describe('the 24-hour window', () => {
  it('takes free text within 24 hours, refuses it after with words, and takes a template', async () => {
    const user = newWaUser();
    const { wamid } = await s.fake.customer.write(user, 'Is my order ready?');
    const { conversationId } = await stored(s.api, wamid);
    const url = `/v2/api/conversations/${conversationId}/messages`;
    expect((await xhr(s.admin, 'post', url, { text: 'Checking.' })).status).toBe(200);

    s.api.clock.now = new Date(s.api.clock.now.getTime() + 25 * HOUR);
    s.fake.advance(25 * HOUR);
    const refused = await xhr(s.admin, 'post', url, { text: 'Still there?' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'More than 24 hours have passed since the customer’s last message, so the channel takes no free text until they write again. Send one of the channel’s approved templates instead.',
    );
    expect((await s.api.deps.db.select().from(messages).where(eq(messages.conversationId, conversationId))).map((m) => m.text).sort()).toEqual(['Checking.', 'Is my order ready?']);

    const detail = await xhr(s.admin, 'get', `/v2/api/conversations/${conversationId}`);
    expect(detail.body.data.replyOptions).toEqual({ windowHours: 24, tagWindowHours: null, templates: [expect.objectContaining({ name: 'order_update', params: 2 }), expect.objectContaining({ name: 'follow_up', params: 0 })] });
    expect(typeof detail.body.data.conversation.lastInboundAt).toBe('string');

    const unfilled = await xhr(s.admin, 'post', url, { text: '', meta: { template: { name: 'order_update', language: 'en_US', params: ['Ana'] } } });
    expect(unfilled.status).toBe(400);
    const template = { name: 'order_update', language: 'en_US', params: ['Ana', '#42'] };
    const sent = await xhr(s.admin, 'post', url, { text: 'ignored', meta: { template } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ text: 'Hello Ana, your order #42 has news: please reply to this message.', meta: { template } });

    const worker = createOutboxWorker(s.api.deps);
    while ((await worker.runOnce()) > 0);
    expect(await messageOf(s.api, sent.body.data.id)).toMatchObject({ deliveryState: 'sent' });
    expect(s.fake.sentTo(user.waId).at(-1)!.body).toMatchObject({
      type: 'template',
      template: { name: 'order_update', language: { code: 'en_US', policy: 'deterministic' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: '#42' }] }] },
    });
  });

  it('opens again when the customer writes', async () => {
    const user = newWaUser();
    const { wamid } = await s.fake.customer.write(user, 'Hello');
    const { conversationId } = await stored(s.api, wamid);
    s.api.clock.now = new Date(s.api.clock.now.getTime() + 30 * HOUR);
    expect((await xhr(s.admin, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'Late' })).status).toBe(409);
    await stored(s.api, (await s.fake.customer.write(user, 'Me again')).wamid);
    expect((await xhr(s.admin, 'post', `/v2/api/conversations/${conversationId}/messages`, { text: 'Welcome back' })).status).toBe(200);
  });
});

describe('Refresh templates', () => {
  it('reads the approved templates from Meta again, for Administrators only', async () => {
    s.fake.state.templates.push({ name: 'new_one', language: 'pt_BR', status: 'APPROVED', category: 'UTILITY', components: [{ type: 'BODY', text: 'Olá {{1}}' }] });
    const res = await xhr(s.admin, 'post', `/v2/api/channels/${channelId}/templates/refresh`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { name: string }) => t.name)).toEqual(['order_update', 'follow_up', 'new_one']);
    const channel = await xhr(s.admin, 'get', `/v2/api/channels/${channelId}`);
    expect(channel.body.data.settings.templates).toHaveLength(3);
    const workspaceId = channel.body.data.workspaceId as string;
    await seedUser(s.api, { email: 'agent@window.test', role: 'Agent', workspaceId });
    const agent = await login(s.api, 'agent@window.test');
    expect((await xhr(agent, 'post', `/v2/api/channels/${channelId}/templates/refresh`)).status).toBe(403);
  });
});
