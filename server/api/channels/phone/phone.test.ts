// The PHONE channel through the real api: the fake telephone system (tests/fakes/pbx) posts CTI events
// over real HTTP to the generic inbound route of a listening api, as JSON and as form data; each call
// becomes one message on the caller's contact, a missed one a ticket to call back, and the agents the call
// rings for hear 'call ringing' and then 'call ended'.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePbx } from '../../../../tests/fakes/pbx/pbx';
import type { CallMeta } from '../../../../src/domain/callMeta';
import { channels, contacts, conversations, messages, tickets } from '../../db/inboxSchema';
import { channelInboundEvents } from '../../db/outboxSchema';
import { seedContact } from '../../modules/contacts/testSeed';
import { eventsSince } from '../../realtime/eventStore';
import { channelHealth } from '../health';
import { createOutboxWorker } from '../outbox/worker';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { until } from '../../testing/until';

let api: TestApi;
let server: http.Server;
let admin: TestAgent;
let workspaceId: string;
let agentId: string;
let url: string;
let numbers = 0;
const newCaller = () => ({ from: `+49 30 7000 ${String((numbers += 1)).padStart(3, '0')}` });
/** The number as the api keeps it: digits with a leading +. */
const stored = (caller: { from: string }) => `+${caller.from.replace(/\D/g, '')}`;

/** Every stored CTI call processed (the route answers before it processes). */
const settled = () => until(async () => ((await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.state, 'pending'))).length === 0 ? true : undefined), 'processing');
const callMessages = async (callId: string) => api.deps.db.select().from(messages).where(eq(messages.externalId, callId));
async function theCall(callId: string) {
  await settled();
  const rows = await callMessages(callId);
  expect(rows).toHaveLength(1);
  return { row: rows[0]!, call: rows[0]!.meta!.call as CallMeta };
}
const latestSeq = async () => (await eventsSince(api.deps.db, workspaceId, 0, 100_000)).latest;
const eventsAfter = async (seq: number, type: string) => (await eventsSince(api.deps.db, workspaceId, seq, 1000)).events.filter((e) => e.type === type);

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL: 'https://inbox.example.com' });
  workspaceId = (await seedUser(api, { email: 'admin@phone.test' })).workspaceId;
  agentId = (await seedUser(api, { email: 'ana@phone.test', workspaceId, role: 'Agent' })).user.id;
  admin = await login(api, 'admin@phone.test');
  server = http.createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const created = await xhr(admin, 'post', '/v2/api/channels', { type: 'PHONE', name: 'Desk phones', settings: {} });
  expect(created.status).toBe(200);
  // The Administrator copies the full URL, token included, from the channel (PUBLIC_URL's address).
  const { publicId, secret, copyValues } = created.body.data as { publicId: string; secret: string; copyValues: { label: string; value: string; secret?: boolean }[] };
  const copied = `https://inbox.example.com/v2/api/channels/phone/${publicId}/webhook?token=${encodeURIComponent(secret)}`;
  expect(copyValues).toEqual([expect.objectContaining({ label: 'Telephone system URL', value: copied, secret: true })]);
  url = copied.replace('https://inbox.example.com', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

describe('the webhook', () => {
  it('refuses a wrong token with 401 and stores nothing', async () => {
    const pbx = new FakePbx(url);
    const before = (await api.deps.db.select().from(channelInboundEvents)).length;
    const delivery = await pbx.post(pbx.newCall(pbx.newCallId(), newCaller()), { url: pbx.wrongTokenUrl() });
    expect(delivery.status).toBe(401);
    expect(await api.deps.db.select().from(channelInboundEvents)).toHaveLength(before);
  });

  it('acknowledges an unknown event and a malformed body, storing no call for them', async () => {
    const pbx = new FakePbx(url);
    expect((await pbx.post({ event: 'transfer', callId: 'x-1', direction: 'in' })).status).toBe(200);
    expect((await pbx.post({ event: 'newCall', callId: 'x-2' })).status).toBe(200);
    await settled();
    expect(await callMessages('x-1')).toEqual([]);
    expect(await callMessages('x-2')).toEqual([]);
    const failed = await api.deps.db.select().from(channelInboundEvents).where(eq(channelInboundEvents.state, 'failed'));
    expect(failed.map((f) => f.lastError)).toContain('direction must be "in" or "out".');
  });
});

describe('testing the connection', () => {
  it('says no call came yet, then how long ago the last one came', async () => {
    const [channel] = await api.deps.db.select().from(channels).where(eq(channels.type, 'PHONE'));
    const test = () => xhr(admin, 'post', `/v2/api/channels/${channel!.id}/test`);
    expect((await test()).body.data).toEqual({ ok: false, reason: 'No call has reached this channel yet: paste the telephone system URL into your telephone system’s CTI push, then make a test call.' });
    const pbx = new FakePbx(url);
    await theCall(await pbx.forwardedCall(newCaller()));
    await channelHealth(api.deps).flush();
    expect((await test()).body.data).toEqual({ ok: true, detail: 'The telephone system reaches this channel: its last call event came less than a minute ago.' });
  });
});

describe('calls', () => {
  it('logs an answered call (JSON) on a new contact, with the telephone system’s times, and no ticket', async () => {
    const pbx = new FakePbx(url, 'json', Date.UTC(2026, 2, 2, 9, 0, 0));
    const caller = newCaller();
    const callId = await pbx.answeredCall(caller, 'Ana', 180);
    const { row, call } = await theCall(callId);
    expect(call).toMatchObject({ state: 'ended', direction: 'in', agent: 'Ana', durationSeconds: 180, cause: 'normalClearing', recordingUrl: `https://pbx.example/recordings/${callId}.mp3` });
    expect(call.startedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(call.answeredAt).toBe('2026-03-02T09:00:05.000Z');
    expect(row).toMatchObject({ direction: 'inbound', authorType: 'contact', createdAt: new Date('2026-03-02T09:00:00Z') });
    const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.id, row.conversationId));
    expect(conversation).toMatchObject({ lastMessagePreview: 'Call, 3 min', ticketId: null, channelType: 'PHONE' });
    const [contact] = await api.deps.db.select().from(contacts).where(eq(contacts.id, conversation!.contactId));
    expect(contact).toMatchObject({ name: stored(caller), phone: stored(caller) });
  });

  it('opens a ticket to call back for a missed call (form data), and continues it for the next one', async () => {
    const pbx = new FakePbx(url, 'form');
    const caller = newCaller();
    const first = await theCall(await pbx.missedCall(caller, 'noAnswer'));
    expect(first.call).toMatchObject({ state: 'missed', cause: 'noAnswer' });
    const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.id, first.row.conversationId));
    expect(conversation!.lastMessagePreview).toBe('Missed call');
    const [ticket] = await api.deps.db.select().from(tickets).where(eq(tickets.id, conversation!.ticketId!));
    expect(ticket).toMatchObject({ subject: `Call back ${stored(caller)}`, channel: 'PHONE', conversationId: conversation!.id });
    const second = await theCall(await pbx.missedCall(caller, 'busy'));
    expect(second.row.conversationId).toBe(conversation!.id);
    expect(await api.deps.db.select().from(tickets).where(eq(tickets.contactId, conversation!.contactId))).toHaveLength(1);
  });

  it('stores a replayed event once and announces nothing for it', async () => {
    const pbx = new FakePbx(url);
    const callId = await pbx.missedCall(newCaller());
    const { call } = await theCall(callId);
    const seq = await latestSeq();
    for (const delivery of pbx.deliveries.slice(-2)) expect((await pbx.replay(delivery)).status).toBe(200);
    const again = await theCall(callId);
    expect(again.call).toEqual(call);
    expect(await eventsAfter(seq, 'message updated')).toEqual([]);
    expect(await eventsAfter(seq, 'ticket event')).toEqual([]);
  });

  it('keeps a call ended when its hangup comes before its newCall and answer', async () => {
    const pbx = new FakePbx(url, 'json', Date.UTC(2026, 2, 2, 11, 0, 0));
    const caller = newCaller();
    const callId = pbx.newCallId();
    const events = [pbx.newCall(callId, caller), pbx.answer(callId, caller, 'Bo', 4), pbx.hangup(callId, caller, 'normalClearing', 60)];
    const seq = await latestSeq();
    for (const body of [events[2]!, events[0]!, events[1]!]) {
      await pbx.post(body);
      await settled();
    }
    const { call } = await theCall(callId);
    expect(call).toMatchObject({ state: 'ended', startedAt: '2026-03-02T11:00:00.000Z', agent: 'Bo', durationSeconds: 60 });
    expect(await eventsAfter(seq, 'call ringing')).toEqual([]);
  });

  it('finds a known contact by number in any notation, and logs forwarded and outbound calls as ended', async () => {
    const known = await seedContact(api.deps.db, workspaceId, { name: 'Rosa Diaz', phone: '+49 (30) 8000-111' });
    const pbx = new FakePbx(url);
    const forwarded = await theCall(await pbx.forwardedCall({ from: '0049 30 8000111' }));
    expect(forwarded.call).toMatchObject({ state: 'ended', cause: 'forwarded' });
    const outbound = await theCall(await pbx.outboundCall('+49 30 8000111', 'Ana'));
    expect(outbound.call).toMatchObject({ state: 'ended', direction: 'out', durationSeconds: 60 });
    expect(outbound.row).toMatchObject({ direction: 'outbound', authorType: 'system' });
    for (const { row } of [forwarded, outbound]) {
      const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.id, row.conversationId));
      expect(conversation).toMatchObject({ contactId: known.id, ticketId: null });
    }
    expect(await api.deps.db.select().from(contacts).where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.phone, '+49308000111')))).toEqual([]);
  });
});

describe('a withheld number', () => {
  it('lands on one Anonymous caller, and a missed call opens no ticket (there is no number to call back)', async () => {
    const pbx = new FakePbx(url);
    const first = await theCall(await pbx.missedCall({ from: 'anonymous' }));
    const second = await theCall(await pbx.missedCall({ from: '' }));
    expect(first.call.state).toBe('missed');
    const [conversation] = await api.deps.db.select().from(conversations).where(eq(conversations.id, first.row.conversationId));
    expect(second.row.conversationId).toBe(conversation!.id);
    expect(conversation!.ticketId).toBeNull();
    const [contact] = await api.deps.db.select().from(contacts).where(eq(contacts.id, conversation!.contactId));
    expect(contact).toMatchObject({ name: 'Anonymous caller', phone: null });
  });
});

describe('the incoming-call panel’s events', () => {
  it('rings for the agent the telephone system names, with the caller’s open tickets, then ends', async () => {
    const pbx = new FakePbx(url);
    const caller = newCaller();
    await theCall(await pbx.missedCall(caller)); // an open 'Call back' ticket
    const seq = await latestSeq();
    const callId = pbx.newCallId();
    await pbx.post(pbx.newCall(callId, caller, ['ANA@phone.test']));
    await settled();
    const [ringing] = await eventsAfter(seq, 'call ringing');
    expect(ringing).toMatchObject({ sendTo: [agentId], payload: { call: { callId, number: stored(caller), tickets: [{ subject: `Call back ${stored(caller)}` }] } } });
    await pbx.post(pbx.answer(callId, caller, 'Ana', 3));
    await settled();
    expect((await eventsAfter(seq, 'call ended')).map((e) => e.payload)).toEqual([{ callId, state: 'answered' }]);
  });

  it('rings for every available member who may take chats when nobody is named', async () => {
    const pbx = new FakePbx(url);
    const seq = await latestSeq();
    await pbx.post(pbx.newCall(pbx.newCallId(), newCaller()));
    await settled();
    const [ringing] = await eventsAfter(seq, 'call ringing');
    expect([...(ringing!.sendTo ?? [])].sort()).toHaveLength(2);
    expect(ringing!.sendTo).toContain(agentId);
  });

  it('refuses replies on a call’s conversation with the reason', async () => {
    const pbx = new FakePbx(url);
    const { row } = await theCall(await pbx.missedCall(newCaller()));
    const sent = await xhr(admin, 'post', `/v2/api/conversations/${row.conversationId}/messages`, { text: 'Hello?' });
    expect(sent.status).toBe(200);
    expect(await createOutboxWorker(api.deps).runOnce()).toBe(1);
    const [reply] = await api.deps.db.select().from(messages).where(eq(messages.id, sent.body.data.id as string));
    expect(reply).toMatchObject({ deliveryState: 'failed', deliveryError: 'Calls cannot be answered by message: call the customer back.' });
  });
});
