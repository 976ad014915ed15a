import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/outboxSchema';
import { members, users } from '../../db/schema';
import { messages } from '../../db/inboxSchema';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

let w: ConversationWorld;
const TEXTS = { greeting: 'Hi! We will be with you shortly.', away: 'Nobody is here right now, we will answer soon.', closing: 'Thanks for writing to us, goodbye!' };

async function setAll(enabled: boolean) {
  const body = Object.fromEntries(Object.entries(TEXTS).map(([kind, text]) => [kind, { text, enabled }]));
  const res = await w.api.request().put(`/v2/api/auto-messages/${w.hook.id}`).set('X-Requested-With', 'XMLHttpRequest');
  expect(res.status).toBe(401);
  const saved = await w.admin.put(`/v2/api/auto-messages/${w.hook.id}`).set('X-Requested-With', 'XMLHttpRequest').send(body);
  expect(saved.body.result).toBe('success');
}

async function setEveryone(status: 'available' | 'aux') {
  const ids = (await w.api.deps.db.select({ id: members.userId }).from(members).where(eq(members.workspaceId, w.ws.id))).map((m) => m.id);
  await w.api.deps.db.update(users).set({ status }).where(inArray(users.id, ids));
}

/** The product's own messages in the conversation, oldest first, each with whether the outbox holds it. */
async function autoSent(conversationId: string) {
  const rows = await w.api.deps.db
    .select({ id: messages.id, text: messages.text, authorType: messages.authorType, authorId: messages.authorId, direction: messages.direction })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.authorType, 'system')))
    .orderBy(messages.createdAt, messages.id);
  const queued = rows.length === 0 ? [] : await w.api.deps.db.select({ messageId: channelOutbox.messageId }).from(channelOutbox).where(inArray(channelOutbox.messageId, rows.map((r) => r.id)));
  const inOutbox = new Set(queued.map((q) => q.messageId));
  return rows.map((r) => ({ text: r.text, direction: r.direction, authorId: r.authorId, queued: inOutbox.has(r.id) }));
}
/** Sorted: messages written in the same millisecond have no order between them. */
const textsOf = async (conversationId: string) => (await autoSent(conversationId)).map((m) => m.text).sort();

beforeAll(async () => {
  w = await conversationWorld('auto-send');
});
afterAll(() => w.api.close());
beforeEach(async () => {
  await setAll(true);
  await setEveryone('available');
});

describe('the greeting', () => {
  it('goes out through the outbox when a customer starts a conversation, once', async () => {
    const first = await w.inbound(w.hook, 'Hello?', 'greet-1');
    expect(await autoSent(first.conversation.id)).toEqual([{ text: TEXTS.greeting, direction: 'outbound', authorId: null, queued: true }]);
    await w.inbound(w.hook, 'Anyone?', 'greet-1');
    expect(await textsOf(first.conversation.id)).toEqual([TEXTS.greeting]);
  });

  it('is not sent when it is off, nor on another channel', async () => {
    await w.admin.put(`/v2/api/auto-messages/${w.hook.id}`).set('X-Requested-With', 'XMLHttpRequest').send({
      greeting: { text: TEXTS.greeting, enabled: false },
      away: { text: '', enabled: false },
      closing: { text: '', enabled: false },
    });
    expect(await textsOf((await w.inbound(w.hook, 'Hello', 'greet-off')).conversation.id)).toEqual([]);
    expect(await textsOf((await w.inbound(w.line, 'Hello', 'greet-line')).conversation.id)).toEqual([]);
  });
});

describe('the away message', () => {
  it('answers a customer while nobody is available, once until an agent writes', async () => {
    await setEveryone('aux');
    const first = await w.inbound(w.hook, 'Hello?', 'away-1');
    expect(await textsOf(first.conversation.id)).toEqual([TEXTS.greeting, TEXTS.away].sort());
    await w.inbound(w.hook, 'Still there?', 'away-1');
    expect(await textsOf(first.conversation.id)).toEqual([TEXTS.greeting, TEXTS.away].sort());

    const reply = await w.post(w.admin, `/conversations/${first.conversation.id}/messages`, { text: 'Here now' });
    expect(reply.body.result).toBe('success');
    await w.inbound(w.hook, 'Gone again?', 'away-1');
    expect(await textsOf(first.conversation.id)).toEqual([TEXTS.greeting, TEXTS.away, TEXTS.away].sort());
  });

  it('is not sent while one member is available, nor for a deactivated one', async () => {
    await setEveryone('aux');
    await w.api.deps.db.update(users).set({ status: 'available' }).where(eq(users.id, w.ws.agentId));
    expect(await textsOf((await w.inbound(w.hook, 'Hi', 'away-2')).conversation.id)).toEqual([TEXTS.greeting]);
    await w.api.deps.db.update(members).set({ deactivatedAt: new Date() }).where(eq(members.userId, w.ws.agentId));
    expect(await textsOf((await w.inbound(w.hook, 'Hi', 'away-3')).conversation.id)).toEqual([TEXTS.greeting, TEXTS.away].sort());
    await w.api.deps.db.update(members).set({ deactivatedAt: null }).where(eq(members.userId, w.ws.agentId));
  });
});

describe('the closing message', () => {
  it('goes out when the conversation is resolved, once per customer exchange, even when resolved twice at once', async () => {
    const { conversation } = await w.inbound(w.hook, 'Thanks, solved', 'close-1');
    const resolves = await Promise.all([1, 2].map(() => w.post(w.admin, `/conversations/${conversation.id}/resolve`)));
    expect(resolves.map((r) => r.body.result)).toEqual(['success', 'success']);
    expect(await autoSent(conversation.id)).toEqual(
      expect.arrayContaining([{ text: TEXTS.closing, direction: 'outbound', authorId: null, queued: true }]),
    );
    // Reopened and resolved again without a word from the customer: no second goodbye.
    await w.post(w.admin, `/conversations/${conversation.id}/reopen`);
    await w.post(w.admin, `/conversations/${conversation.id}/resolve`);
    expect(await textsOf(conversation.id)).toEqual([TEXTS.greeting, TEXTS.closing].sort());
  });
});
