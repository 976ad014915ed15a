import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { workspaceSettings } from '../../db/schema';
import { contactIdentities, contacts, conversations, messages, ticketHistory, tickets } from '../../db/inboxSchema';
import { eventsSince as storedEventsSince } from '../../realtime/eventStore';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { insertChannel } from '../channels/repository';
import { ingestInbound, setDeliveryState } from './ingest';

let api: TestApi;
let workspaceId: string;
let adminId: string;
let agentId: string;
let channel: ChannelRow;
let sender = 0;

beforeAll(async () => {
  api = await createTestApi();
  const admin = await seedUser(api, { email: 'admin@ingest.test' });
  workspaceId = admin.workspaceId;
  adminId = admin.user.id;
  agentId = (await seedUser(api, { email: 'agent@ingest.test', workspaceId, role: 'Agent' })).user.id;
  channel = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'Shop', settings: { url: 'http://127.0.0.1:9/' } });
});
afterAll(() => api.close());

const nextSender = () => `sender-${(sender += 1)}`;
const seqNow = async () => (await storedEventsSince(api.deps.db, workspaceId, 0, 10_000)).latest;
async function eventsSince(since: number) {
  return (await storedEventsSince(api.deps.db, workspaceId, since, 1000)).events;
}
const ticketOf = async (conversationId: string) =>
  api.deps.db.select().from(tickets).where(eq(tickets.conversationId, conversationId));

describe('ingestInbound', () => {
  it('creates contact, identity, conversation, message and ticket, then publishes in order', async () => {
    const since = await seqNow();
    const from = nextSender();
    const res = await ingestInbound(api.deps, {
      channel,
      externalContactId: from,
      contactName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+441234',
      externalMessageId: 'm-1',
      text: 'My order never came\nIt was #42',
    });
    expect(res.duplicate).toBe(false);
    expect(res.message).toMatchObject({ direction: 'inbound', authorType: 'contact', authorName: 'Ada Lovelace', deliveryState: 'received', externalId: 'm-1' });
    expect(res.conversation).toMatchObject({ status: 'open', assigneeId: null, unread: 1, lastDirection: 'inbound', lastMessagePreview: 'My order never came It was #42', channelType: 'WEBHOOK' });
    expect(res.conversation.contact.name).toBe('Ada Lovelace');

    const [ticket] = await ticketOf(res.conversation.id);
    expect(ticket).toMatchObject({ subject: 'My order never came', status: 'unassigned', channel: 'WEBHOOK', contactId: res.conversation.contact.id, assigneeId: null });
    expect(ticket!.searchText).toBe('Ada Lovelace ada@example.com +441234 My order never came\nIt was #42');
    expect(res.conversation.ticketId).toBe(ticket!.id);
    expect(res.conversation.ticketNumber).toBe(ticket!.number);
    const history = await api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, ticket!.id));
    expect(history.map((h) => [h.field, h.new, h.actorId])).toEqual([['status', 'unassigned', null]]);
    const [identity] = await api.deps.db.select().from(contactIdentities).where(eq(contactIdentities.externalId, from));
    expect(identity).toMatchObject({ channelId: channel.id, channelType: 'WEBHOOK', displayName: 'Ada Lovelace', contactId: res.conversation.contact.id });

    const events = await eventsSince(since);
    expect(events.map((e) => e.type)).toEqual(['contact updated', 'ticket event', 'ticket history', 'ticket updated', 'message created', 'conversation updated', 'conversation created']);
    expect(events[1]!.payload).toMatchObject({ action: 'create', ticketNumber: ticket!.number, messengerType: 'WEBHOOK' });
    expect(events[4]).toMatchObject({ sendTo: null, payload: { message: { id: res.message.id } } });
    expect(events[5]).toMatchObject({ sendTo: null, payload: { conversation: { id: res.conversation.id, unread: 1 } } });
  });

  it('continues the open conversation and its ticket, counting unread', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'one' });
    api.clock.now = new Date(api.clock.now.getTime() + 1000);
    const second = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'two' });
    expect(second.conversation.id).toBe(first.conversation.id);
    expect(second.conversation.unread).toBe(2);
    expect(second.conversation.lastMessagePreview).toBe('two');
    expect(second.conversation.lastMessageAt).toBe(api.clock.now.toISOString());
    expect(await ticketOf(first.conversation.id)).toHaveLength(1);
    expect(first.conversation.contact.name).toBe(from);
  });

  it('keeps the newest time on the list when a late message carries an older timestamp', async () => {
    const from = nextSender();
    const now = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'now' });
    const late = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'earlier', at: new Date(Date.parse(now.message.createdAt) - 60_000) });
    expect(late.conversation.lastMessageAt).toBe(now.conversation.lastMessageAt);
    expect(late.message.createdAt).toBe(new Date(Date.parse(now.message.createdAt) - 60_000).toISOString());
  });

  it('accepts a repeated message id once, also when the copies arrive together', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, externalMessageId: 'dup-1', text: 'hello' });
    const again = await ingestInbound(api.deps, { channel, externalContactId: from, externalMessageId: 'dup-1', text: 'hello' });
    expect(again).toMatchObject({ duplicate: true, message: { id: first.message.id }, conversation: { id: first.conversation.id, unread: 1 } });

    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ingestInbound(api.deps, { channel, externalContactId: i % 2 ? from : nextSender(), externalMessageId: 'dup-2', text: 'x' })),
    );
    expect(burst.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(burst.map((r) => r.message.id)).size).toBe(1);
    const stored = await api.deps.db.select().from(messages).where(and(eq(messages.channelId, channel.id), eq(messages.externalId, 'dup-2')));
    expect(stored).toHaveLength(1);
  });

  it('gives a new sender writing several messages at once one contact, one conversation and one ticket', async () => {
    const from = nextSender();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => ingestInbound(api.deps, { channel, externalContactId: from, text: `burst ${i}` })));
    expect(new Set(results.map((r) => r.conversation.id)).size).toBe(1);
    const identities = await api.deps.db.select().from(contactIdentities).where(eq(contactIdentities.externalId, from));
    expect(identities).toHaveLength(1);
    const named = await api.deps.db.select().from(contacts).where(eq(contacts.name, from));
    expect(named).toHaveLength(1);
    expect(await ticketOf(results[0]!.conversation.id)).toHaveLength(1);
    const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.id, results[0]!.conversation.id));
    expect(conversation!.unread).toBe(5);
  });

  it('opens a new ticket for a message after the ticket was solved, and continues a held one', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'first problem' });
    const [old] = await ticketOf(first.conversation.id);
    await api.deps.db.update(tickets).set({ status: 'hold' }).where(eq(tickets.id, old!.id));
    const held = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'still there?' });
    expect(held.conversation.ticketId).toBe(old!.id);
    await api.deps.db.update(tickets).set({ status: 'solved' }).where(eq(tickets.id, old!.id));
    const after = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'a new problem' });
    expect(after.conversation.id).toBe(first.conversation.id);
    expect(after.conversation.ticketId).not.toBe(old!.id);
    const all = await ticketOf(first.conversation.id);
    expect(all.map((t) => t.subject).sort()).toEqual(['a new problem', 'first problem']);
    expect(after.conversation.ticketNumber).toBe(old!.number + 1);
  });

  it('follows a merged ticket instead of opening a new one', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'to be merged' });
    const other = await ingestInbound(api.deps, { channel, externalContactId: nextSender(), text: 'survivor' });
    await api.deps.db.update(tickets).set({ mergedIntoId: other.conversation.ticketId }).where(eq(tickets.id, first.conversation.ticketId!));
    const next = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'more' });
    expect(next.conversation.ticketId).toBe(other.conversation.ticketId);
  });

  it('makes no ticket when the workspace turned autoCreate off', async () => {
    await api.deps.db.insert(workspaceSettings).values({ workspaceId, ticket: { take: false, autoCreate: false } as { take: boolean } })
      .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { ticket: { take: false, autoCreate: false } as { take: boolean } } });
    try {
      const res = await ingestInbound(api.deps, { channel, externalContactId: nextSender(), text: 'no ticket please' });
      expect(res.conversation.ticketId).toBeNull();
      expect(await ticketOf(res.conversation.id)).toEqual([]);
    } finally {
      await api.deps.db.update(workspaceSettings).set({ ticket: { take: false } }).where(eq(workspaceSettings.workspaceId, workspaceId));
    }
  });

  it('sends an assigned conversation’s events to its assignee and the Administrators, and gives its new ticket the assignee', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'hi' });
    await api.deps.db.update(conversations).set({ assigneeId: agentId }).where(eq(conversations.id, first.conversation.id));
    await api.deps.db.update(tickets).set({ status: 'solved' }).where(eq(tickets.id, first.conversation.ticketId!));
    const since = await seqNow();
    const res = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'again' });
    const [, fresh] = (await ticketOf(first.conversation.id)).sort((a, b) => a.number - b.number);
    expect(fresh).toMatchObject({ status: 'new', assigneeId: agentId });
    const events = await eventsSince(since);
    const inbox = events.filter((e) => e.type === 'message created' || e.type === 'conversation updated');
    expect(inbox.map((e) => e.sendTo)).toEqual([[agentId, adminId], [agentId, adminId]]);
    expect(res.conversation.assigneeId).toBe(agentId);
  });

  it('opens a new conversation when the last one was resolved', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'one' });
    await api.deps.db.update(conversations).set({ status: 'resolved' }).where(eq(conversations.id, first.conversation.id));
    const next = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'two' });
    expect(next.conversation.id).not.toBe(first.conversation.id);
    expect(next.conversation.contact.id).toBe(first.conversation.contact.id);
  });

  it('fills a known contact’s missing e-mail, and refuses a message with neither text nor files', async () => {
    const from = nextSender();
    const first = await ingestInbound(api.deps, { channel, externalContactId: from, text: 'one' });
    await ingestInbound(api.deps, { channel, externalContactId: from, text: 'two', email: 'late@example.com' });
    const [contact] = await api.deps.db.select().from(contacts).where(eq(contacts.id, first.conversation.contact.id));
    expect(contact!.email).toBe('late@example.com');
    await expect(ingestInbound(api.deps, { channel, externalContactId: from, text: '  ' })).rejects.toThrow('A message needs text or a file.');
    const files = await ingestInbound(api.deps, {
      channel,
      externalContactId: from,
      text: '',
      attachments: [{ id: 'f', name: 'a.png', mime: 'image/png', size: 3, url: '/v2/api/files/f/a.png' }],
    });
    expect(files.conversation.lastMessagePreview).toBe('1 file');
  });
});

describe('setDeliveryState', () => {
  it('records the state and error and publishes message updated', async () => {
    const res = await ingestInbound(api.deps, { channel, externalContactId: nextSender(), text: 'x' });
    const since = await seqNow();
    const updated = await setDeliveryState(api.deps, res.message.id, 'failed', 'receiver said 500');
    expect(updated).toMatchObject({ id: res.message.id, deliveryState: 'failed', deliveryError: 'receiver said 500' });
    const [event] = await eventsSince(since);
    expect(event).toMatchObject({ type: 'message updated', sendTo: null, payload: { message: { deliveryState: 'failed' } } });
    expect(await setDeliveryState(api.deps, '00000000-0000-4000-8000-000000000000', 'sent')).toBeUndefined();
  });
});
