import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOutbox } from '../../db/outboxSchema';
import { messages } from '../../db/inboxSchema';
import { members, users } from '../../db/schema';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';
import { visitorCall, webchatChannel } from '../webchat/testVisitor';
import { createCalendar } from './testCalendars';

// Outside business hours the channel's away message answers, and the web chat says when the team is back.
let w: ConversationWorld;
const AWAY = 'We are closed now and will answer when we are back.';
// Main: Monday to Friday 09:00–17:00 in Berlin.
const SATURDAY_NOON = new Date('2026-11-28T11:00:00Z');
const MONDAY_TEN = new Date('2026-11-30T09:00:00Z');

beforeAll(async () => {
  w = await conversationWorld('outside-hours');
  const ids = (await w.api.deps.db.select({ id: members.userId }).from(members).where(eq(members.workspaceId, w.ws.id))).map((m) => m.id);
  await w.api.deps.db.update(users).set({ status: 'available' }).where(inArray(users.id, ids));
  const saved = await w.admin.put(`/v2/api/auto-messages/${w.hook.id}`).set('X-Requested-With', 'XMLHttpRequest').send({
    greeting: { text: '', enabled: false },
    away: { text: AWAY, enabled: true },
    closing: { text: '', enabled: false },
  });
  expect(saved.body.result).toBe('success');
});
afterAll(() => w.api.close());

/** The away messages stored in the conversation, each with whether the outbox holds it. */
async function awaySent(conversationId: string) {
  const rows = await w.api.deps.db
    .select({ id: messages.id, text: messages.text })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.authorType, 'system')));
  const queued = rows.length ? await w.api.deps.db.select({ id: channelOutbox.messageId }).from(channelOutbox).where(inArray(channelOutbox.messageId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({ text: r.text, queued: queued.some((q) => q.id === r.id) }));
}

describe('outside business hours', () => {
  it('sends nothing extra while the workspace has no calendar (open around the clock) and agents are available', async () => {
    w.api.clock.now = SATURDAY_NOON;
    expect(await awaySent((await w.inbound(w.hook, 'Hello?', 'no-calendar')).conversation.id)).toEqual([]);
  });

  it('answers with the away message once per exchange, though agents are available; none inside hours', async () => {
    await createCalendar(w.admin, 'Main');
    w.api.clock.now = SATURDAY_NOON;
    const first = await w.inbound(w.hook, 'Hello on a Saturday', 'weekend');
    expect(await awaySent(first.conversation.id)).toEqual([{ text: AWAY, queued: true }]);
    await w.inbound(w.hook, 'Anyone?', 'weekend');
    expect(await awaySent(first.conversation.id)).toHaveLength(1);

    w.api.clock.now = MONDAY_TEN;
    expect(await awaySent((await w.inbound(w.hook, 'Hello on Monday', 'weekday')).conversation.id)).toEqual([]);
  });

  it('tells the web chat whether the channel is open and when it opens next', async () => {
    const channel = await webchatChannel(w.api, w.ws.id);
    w.api.clock.now = SATURDAY_NOON;
    const closed = await visitorCall(w.api.request(), channel, null, 'get', '/config');
    expect(closed.body.data).toMatchObject({ available: true, hours: { open: false, nextOpenAt: '2026-11-30T08:00:00.000Z' } });
    w.api.clock.now = MONDAY_TEN;
    expect((await visitorCall(w.api.request(), channel, null, 'get', '/config')).body.data.hours).toEqual({ open: true, nextOpenAt: null });
  });
});
