import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { workspaceSettings } from '../../db/schema';
import { createOutboxWorker } from '../../channels/outbox/worker';
import { channels, conversations, messages, tickets } from '../../db/inboxSchema';
import { seedUser, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { insertChannel } from '../channels/repository';
import { conversationWorld, type ConversationWorld } from './testWorld';

let w: ConversationWorld;
let api: TestApi;
let ws: ConversationWorld['ws'];
let admin: TestAgent;
let agent: TestAgent;
let otherAgent: TestAgent;
let outsider: TestAgent;
let outsiderWs: string;
let hook: ChannelRow;
let line: ChannelRow;
let n = 0;
const inbound: ConversationWorld['inbound'] = (...args) => w.inbound(...args);
const assignDirect: ConversationWorld['assignDirect'] = (...args) => w.assignDirect(...args);
const post: ConversationWorld['post'] = (...args) => w.post(...args);
const upload: ConversationWorld['upload'] = (...args) => w.upload(...args);

beforeAll(async () => {
  w = await conversationWorld('convact');
  ({ api, admin, agent, otherAgent, outsider, ws, outsiderWs, hook, line } = w);
});
afterAll(() => api.close());

/** The body the webhook channel POSTs for a reply: the outbox worker's next run, its requests captured. */
async function bodySent(messageId: string): Promise<{ attachments: { url: string }[] } & Record<string, unknown>> {
  const bodies: { id: string; attachments: { url: string }[] }[] = [];
  const capture = async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 200 });
  };
  await createOutboxWorker(api.deps, { fetch: capture, batchSize: 500 }).runOnce();
  return bodies.find((b) => b.id === messageId)!;
}

describe('POST /conversations/:id/messages', () => {
  it('stores a pending reply, queues the webhook delivery, records the first response and publishes', async () => {
    const res = await inbound(hook, 'need help', `reply-${(n += 1)}`);
    await assignDirect(res.conversation.id, ws.agentId);
    const since = await latestSeq(admin);
    const reply = await post(agent, `/conversations/${res.conversation.id}/messages`, { text: 'On it!' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ direction: 'outbound', authorType: 'agent', authorId: ws.agentId, authorName: 'agent@conv.test'.split('@')[0], text: 'On it!', deliveryState: 'pending' });
    const [ticket] = await api.deps.db.select().from(tickets).where(eq(tickets.id, res.conversation.ticketId!));
    expect(ticket!.firstResponseAt).toEqual(api.clock.now);
    const types = (await eventsSince(admin, since)).map((e) => e.type);
    expect(types).toEqual(['ticket updated', 'message created', 'conversation updated']);
    expect(await bodySent(reply.body.data.id)).toMatchObject({ id: reply.body.data.id, conversationId: res.conversation.id, to: { id: `reply-${n}` }, text: 'On it!', attachments: [] });
    const detail = await admin.get(`/v2/api/conversations/${res.conversation.id}`);
    expect(detail.body.data.conversation).toMatchObject({ lastDirection: 'outbound', lastMessagePreview: 'On it!', unread: 0 });
  });

  it("holds Line's 499 characters ('too much character' over it), and refuses a reply a type without a connector cannot carry (409, nothing stored)", async () => {
    const res = await inbound(line);
    const over = await post(admin, `/conversations/${res.conversation.id}/messages`, { text: 'a'.repeat(500) });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'too much character', fields: { text: 'too much character' } });
    expect((await post(admin, `/conversations/${res.conversation.id}/messages`, { text: 'a'.repeat(499) })).status).toBe(200);
    const shop = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'SHOPEE', name: 'Shopee', settings: {} });
    const onShop = await inbound(shop);
    const refused = await post(admin, `/conversations/${onShop.conversation.id}/messages`, { text: 'a'.repeat(499) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Shopee replies cannot be sent: this product has no Shopee connector yet, so nothing would reach the customer.');
    const stored = await api.deps.db.select().from(messages).where(eq(messages.conversationId, onShop.conversation.id));
    expect(stored.map((m) => m.direction)).toEqual(['inbound']);
  });

  it("carries this workspace's uploads and refuses others', and the channel's attachment rules", async () => {
    const res = await inbound(hook);
    const png = await upload(ws.id, 'image/png', 'a.png');
    const foreign = await upload(outsiderWs, 'image/png', 'b.png');
    const ok = await post(admin, `/conversations/${res.conversation.id}/messages`, { text: '', attachmentIds: [png] });
    expect(ok.body.data.attachments).toEqual([{ id: png, name: 'a.png', mime: 'image/png', size: 10, url: `/v2/api/files/${png}/a.png` }]);
    expect((await bodySent(ok.body.data.id)).attachments[0]!.url).toMatch(new RegExp(`/v2/api/channels/webhook/${hook.publicId}/files/${png}/a.png\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const refused = await post(admin, `/conversations/${res.conversation.id}/messages`, { text: 'x', attachmentIds: [foreign] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ attachmentIds: 'Unknown file' });

    const comment = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'FBCOMMENT', name: 'Comments', settings: {} });
    const onComment = await inbound(comment);
    const noFiles = await post(admin, `/conversations/${onComment.conversation.id}/messages`, { text: 'x', attachmentIds: [png] });
    expect(noFiles.body).toMatchObject({ message: 'Facebook Comment does not take files.' });
    const tweets = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'TWITTERCOMMENT', name: 'Tweets', settings: {} });
    const onTweet = await inbound(tweets);
    const pngs = await Promise.all([1, 2, 3, 4].map((i) => upload(ws.id, 'image/png', `${i}.png`)));
    expect((await post(admin, `/conversations/${onTweet.conversation.id}/messages`, { text: 'x', attachmentIds: pngs })).body.message).toBe(
      'Twitter Comment takes at most 3 files per message.',
    );
    const pdf = await upload(ws.id, 'application/pdf', 'a.pdf');
    expect((await post(admin, `/conversations/${onTweet.conversation.id}/messages`, { text: 'x', attachmentIds: [pdf] })).body.message).toBe(
      'Twitter Comment takes only images and videos.',
    );
    // Three images pass the file rules; the reply is then refused only because Twitter has no connector yet.
    const withinRules = await post(admin, `/conversations/${onTweet.conversation.id}/messages`, { text: 'x', attachmentIds: pngs.slice(0, 3) });
    expect(withinRules.status).toBe(409);
    expect(withinRules.body.message).toContain('no Twitter Comment connector yet');
  });

  it('answers 400 for bad bodies, 404 for a colleague’s conversation, 409 on a channel turned off', async () => {
    const res = await inbound(hook);
    for (const body of [{}, { text: '   ' }, { text: 42 }, { text: 'x', attachmentIds: 'a' }, { text: 'x', attachmentIds: ['nope'] }, { text: 'x'.repeat(20_001) }]) {
      const bad = await post(admin, `/conversations/${res.conversation.id}/messages`, body);
      expect(bad.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    await assignDirect(res.conversation.id, ws.otherAgentId);
    expect((await post(agent, `/conversations/${res.conversation.id}/messages`, { text: 'x' })).status).toBe(404);
    expect((await post(outsider, `/conversations/${res.conversation.id}/messages`, { text: 'x' })).status).toBe(404);
    const off = await insertChannel(api.deps.db, { workspaceId: ws.id, type: 'WEBHOOK', name: 'Off', settings: { url: 'http://127.0.0.1:9/' } });
    const onOff = await inbound(off);
    await api.deps.db.update(channels).set({ enabled: false }).where(eq(channels.id, off.id));
    const refused = await post(admin, `/conversations/${onOff.conversation.id}/messages`, { text: 'x' });
    expect(refused.status).toBe(409);
  });
});

describe('POST /conversations/:id/notes', () => {
  it('adds an internal note the detail shows, and refuses an empty one', async () => {
    const res = await inbound(hook);
    const note = await post(agent, `/conversations/${res.conversation.id}/notes`, { text: '  VIP customer  ' });
    expect(note.body.data).toMatchObject({ authorId: ws.agentId, authorName: 'agent', text: 'VIP customer' });
    const detail = await admin.get(`/v2/api/conversations/${res.conversation.id}`);
    expect(detail.body.data.notes).toEqual([note.body.data]);
    expect((await post(agent, `/conversations/${res.conversation.id}/notes`, { text: ' ' })).status).toBe(400);
    expect((await post(agent, `/conversations/${res.conversation.id}/notes`, { text: 'x'.repeat(5001) })).status).toBe(400);
    expect((await post(outsider, `/conversations/${res.conversation.id}/notes`, { text: 'x' })).status).toBe(404);
  });
});

describe('POST /conversations/:id/assign', () => {
  it('assigns the conversation and its ticket, and tells who could see it before and after', async () => {
    const res = await inbound(hook);
    const since = await latestSeq(admin);
    const assigned = await post(admin, `/conversations/${res.conversation.id}/assign`, { assigneeId: ws.agentId });
    expect(assigned.body.data).toMatchObject({ id: res.conversation.id, assigneeId: ws.agentId });
    const [ticket] = await api.deps.db.select().from(tickets).where(eq(tickets.id, res.conversation.ticketId!));
    expect(ticket).toMatchObject({ assigneeId: ws.agentId, status: 'new' });
    const events = await eventsSince(admin, since);
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history', 'ticket history', 'ticket updated', 'conversation updated']);
    expect(events.at(-1)!.sendTo).toBeNull();
    expect((await otherAgent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(404);

    const handOn = await post(agent, `/conversations/${res.conversation.id}/assign`, { assigneeId: ws.otherAgentId });
    expect(handOn.status).toBe(403);
    expect(handOn.body.message).toBe('An Agent can only assign conversations to themself.');
    const since2 = await latestSeq(admin);
    const handedOn = await post(admin, `/conversations/${res.conversation.id}/assign`, { assigneeId: ws.otherAgentId });
    expect(handedOn.body.data.assigneeId).toBe(ws.otherAgentId);
    const last = (await eventsSince(admin, since2)).at(-1)!;
    expect(new Set(last.sendTo)).toEqual(new Set([ws.otherAgentId, ws.adminId, ws.agentId]));
    expect((await post(agent, `/conversations/${res.conversation.id}/assign`, { assigneeId: ws.agentId })).status).toBe(404);

    const taken = await post(otherAgent, `/conversations/${res.conversation.id}/assign`, { assigneeId: null });
    expect(taken.body.data.assigneeId).toBeNull();
    expect((await post(agent, `/conversations/${res.conversation.id}/assign`, { assigneeId: ws.agentId })).body.data.assigneeId).toBe(ws.agentId);

    const released = await post(admin, `/conversations/${res.conversation.id}/assign`, { assigneeId: null });
    expect(released.body.data.assigneeId).toBeNull();
    const [after] = await api.deps.db.select().from(tickets).where(eq(tickets.id, res.conversation.ticketId!));
    expect(after).toMatchObject({ assigneeId: null, status: 'unassigned' });
  });

  it("follows its ticket: assigning or taking the ticket moves the open conversation and tells both agents", async () => {
    const res = await inbound(hook);
    const ticketId = res.conversation.ticketId!;
    const since = await latestSeq(admin);
    expect((await post(admin, `/tickets/${ticketId}/assign`, { assigneeId: ws.agentId })).status).toBe(200);
    const [moved] = await api.deps.db.select().from(conversations).where(eq(conversations.id, res.conversation.id));
    expect(moved!.assigneeId).toBe(ws.agentId);
    const update = (await eventsSince(admin, since)).filter((e) => e.type === 'conversation updated').at(-1)!;
    expect(update.payload.conversation).toMatchObject({ id: res.conversation.id, assigneeId: ws.agentId });
    expect(update.sendTo).toBeNull();
    expect((await agent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(200);

    expect((await post(admin, `/tickets/${ticketId}/assign`, { assigneeId: ws.otherAgentId })).status).toBe(200);
    expect((await agent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(404);
    expect((await otherAgent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(200);

    expect((await post(admin, `/conversations/${res.conversation.id}/resolve`)).status).toBe(200);
    expect((await post(admin, `/tickets/${ticketId}/assign`, { assigneeId: ws.agentId })).status).toBe(200);
    const [resolved] = await api.deps.db.select().from(conversations).where(eq(conversations.id, res.conversation.id));
    expect(resolved!.assigneeId).toBe(ws.otherAgentId);
  });

  it('answers 400 for a bad or foreign assignee and a missing field', async () => {
    const res = await inbound(hook);
    const outsiderUser = await seedUser(api, { email: 'another@conv.test' });
    for (const body of [{}, { assigneeId: 'me' }, { assigneeId: 7 }, { assigneeId: outsiderUser.user.id }]) {
      const bad = await post(admin, `/conversations/${res.conversation.id}/assign`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['assigneeId']);
    }
  });
});

describe('POST /conversations/:id/ticket, /resolve and /reopen', () => {
  it('makes a ticket of a conversation that has none, and answers the open one after that', async () => {
    const autoCreate = (on: boolean) =>
      api.deps.db
        .insert(workspaceSettings)
        .values({ workspaceId: ws.id, ticket: { take: false, autoCreate: on } as { take: boolean } })
        .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { ticket: { take: false, autoCreate: on } as { take: boolean } } });
    await autoCreate(false);
    let res;
    try {
      res = await inbound(hook, 'Printer on fire\nsecond line', `t-${(n += 1)}`, 'Pat Printer');
    } finally {
      await autoCreate(true);
    }
    expect(res.conversation.ticketId).toBeNull();
    const since = await latestSeq(admin);
    const made = await post(agent, `/conversations/${res.conversation.id}/ticket`);
    expect(made.body.data).toMatchObject({ subject: 'Printer on fire', status: 'unassigned', contactName: 'Pat Printer', conversationId: res.conversation.id, channel: 'WEBHOOK' });
    const types = (await eventsSince(admin, since)).map((e) => e.type);
    expect(types).toEqual(['ticket event', 'ticket history', 'ticket updated', 'conversation updated']);
    const again = await post(agent, `/conversations/${res.conversation.id}/ticket`);
    expect(again.body.data.id).toBe(made.body.data.id);
    const detail = await admin.get(`/v2/api/conversations/${res.conversation.id}`);
    expect(detail.body.data.conversation.ticketNumber).toBe(made.body.data.number);
  });

  it('resolves with the ticket solved (action close), reopens, and both are idempotent', async () => {
    const res = await inbound(hook);
    const since = await latestSeq(admin);
    const resolved = await post(agent, `/conversations/${res.conversation.id}/resolve`);
    expect(resolved.body.data.status).toBe('resolved');
    const events = await eventsSince(admin, since);
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history', 'ticket updated', 'conversation updated']);
    expect(events[0]!.payload).toMatchObject({ action: 'close', ticketStatus: 'solved', actorId: ws.agentId });
    const [ticket] = await api.deps.db.select().from(tickets).where(eq(tickets.id, res.conversation.ticketId!));
    expect(ticket).toMatchObject({ status: 'solved', statusOmni: 'solved', solvedAt: api.clock.now });
    const since2 = await latestSeq(admin);
    expect((await post(agent, `/conversations/${res.conversation.id}/resolve`)).body.data.status).toBe('resolved');
    expect(await eventsSince(admin, since2)).toEqual([]);
    const reopened = await post(agent, `/conversations/${res.conversation.id}/reopen`);
    expect(reopened.body.data.status).toBe('open');
    expect((await post(agent, `/conversations/${res.conversation.id}/reopen`)).body.data.status).toBe('open');
    expect((await eventsSince(admin, since2)).map((e) => e.type)).toEqual(['conversation updated']);
  });

  it("answers 404 for a colleague's or another workspace's conversation and 400 for a bad id", async () => {
    const res = await inbound(hook);
    await assignDirect(res.conversation.id, ws.otherAgentId);
    for (const action of ['ticket', 'resolve', 'reopen']) {
      expect((await post(agent, `/conversations/${res.conversation.id}/${action}`)).status).toBe(404);
      expect((await post(outsider, `/conversations/${res.conversation.id}/${action}`)).status).toBe(404);
      expect((await post(admin, `/conversations/x/${action}`)).status).toBe(400);
      expect((await post(api.request(), `/conversations/${res.conversation.id}/${action}`)).status).toBe(401);
    }
  });
});
