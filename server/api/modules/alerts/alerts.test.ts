import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../../testing/team';
import { insertChannel } from '../channels/repository';
import { ingestInbound } from '../conversations/ingest';

let team: Team;
let api: TestApi;
let hook: ChannelRow;
/** An Agent whose access list has Chat but not Tickets, and an expired Agent. */
let chatOnly: { id: string; as: TestAgent };
let expired: { id: string; as: TestAgent };
let sender = 0;

beforeAll(async () => {
  team = await seedTeam('alerts');
  api = team.api;
  // Every write takes the time it happens (the harness clock stands still by default): counts compare times.
  Object.defineProperty(api.clock, 'now', { get: () => new Date() });
  hook = await insertChannel(api.deps.db, { workspaceId: team.ws, type: 'WEBHOOK', name: 'Hook', settings: { url: 'http://127.0.0.1:9/hook' } });
  const a = await seedUser(api, { email: 'chatonly@alerts.test', workspaceId: team.ws, role: 'Agent', access: ['/home', '/app/chat'] });
  const b = await seedUser(api, { email: 'expired@alerts.test', workspaceId: team.ws, role: 'Agent', expired: true });
  chatOnly = { id: a.user.id, as: await login(api, 'chatonly@alerts.test') };
  expired = { id: b.user.id, as: await login(api, 'expired@alerts.test') };
});
afterAll(() => api.close());

const inbound = (text = 'hello', from = `sender-${(sender += 1)}`) => ingestInbound(api.deps, { channel: hook, externalContactId: from, text });
const alerts = async (as: TestAgent) => (await xhr(as, 'get', '/v2/api/alerts')).body.data as { unread: { chat: number; ticket: number }; sound: string };
const unread = async (as: TestAgent) => (await alerts(as)).unread;
const read = (as: TestAgent, body: object) => xhr(as, 'post', '/v2/api/alerts/read', body);
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('who hears of new work', () => {
  it("sends a new unassigned ticket's event to every member who may take it, not only the Administrators", async () => {
    const since = await latestSeq(team.admin);
    const created = await xhr(team.admin, 'post', '/v2/api/tickets', { subject: 'Printer on fire', channel: 'EMAIL' });
    expect(created.status).toBe(200);
    const [event] = (await eventsSince(team.admin, since)).filter((e) => e.type === 'ticket event');
    expect(new Set(event!.sendTo)).toEqual(new Set([team.adminId, team.agentId, team.otherAgentId]));
    // The Agent gets it on replay too; the Agent without Tickets and the expired Agent do not.
    expect((await eventsSince(team.agent, since)).some((e) => e.type === 'ticket event' && e.payload.action === 'create')).toBe(true);
    expect((await eventsSince(chatOnly.as, since)).some((e) => e.type === 'ticket event')).toBe(false);
  });

  it('announces a ticket that just became unassigned to the takers, but not every change of an unassigned ticket', async () => {
    const created = await xhr(team.admin, 'post', '/v2/api/tickets', { subject: 'Refund', assigneeId: team.agentId });
    const id = created.body.data.id as string;
    let since = await latestSeq(team.admin);
    await xhr(team.admin, 'post', `/v2/api/tickets/${id}/assign`, { assigneeId: null });
    const unassigned = (await eventsSince(team.admin, since)).find((e) => e.type === 'ticket event')!;
    expect(new Set(unassigned.sendTo)).toEqual(new Set([team.adminId, team.agentId, team.otherAgentId]));
    since = await latestSeq(team.admin);
    await xhr(team.admin, 'post', `/v2/api/tickets/${id}/priority`, { priority: 'high' });
    const changed = (await eventsSince(team.admin, since)).find((e) => e.type === 'ticket event')!;
    expect(changed.sendTo).toEqual([team.adminId]);
  });

  it("sends 'conversation created' for a new conversation to every member who may take chats, and not again when it continues", async () => {
    const since = await latestSeq(team.admin);
    const first = await inbound('Where is my order?', 'repeat-sender');
    await inbound('Hello?', 'repeat-sender');
    const created = (await eventsSince(team.admin, since)).filter((e) => e.type === 'conversation created');
    expect(created).toHaveLength(1);
    expect(created[0]!.payload).toMatchObject({ conversation: { id: first.conversation.id, assigneeId: null } });
    expect(new Set(created[0]!.sendTo)).toEqual(new Set([team.adminId, team.agentId, team.otherAgentId, chatOnly.id]));
    expect((await eventsSince(expired.as, since)).some((e) => e.type === 'conversation created')).toBe(false);
    // The message event says who holds the conversation, for the console's message sound.
    const message = (await eventsSince(team.agent, since)).find((e) => e.type === 'message created')!;
    expect(message.payload).toMatchObject({ assigneeId: null, message: { direction: 'inbound' } });
  });
});

describe('unread counts', () => {
  it('counts a new conversation and its ticket for each taker until that member reads them', async () => {
    const before = { agent: await unread(team.agent), other: await unread(team.otherAgent), chatOnly: await unread(chatOnly.as) };
    await tick();
    const { conversation } = await inbound('My parcel never came', 'parcel');
    expect(await unread(team.agent)).toEqual({ chat: before.agent.chat + 1, ticket: before.agent.ticket + 1 });
    expect(await unread(chatOnly.as)).toEqual({ chat: before.chatOnly.chat + 1, ticket: 0 });
    expect(await unread(expired.as)).toEqual({ chat: 0, ticket: 0 });

    // Reading the conversation reads its ticket too: they show the same messages.
    await tick();
    const answer = await read(team.agent, { conversationId: conversation.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data.unread).toEqual(before.agent);
    // Read markers are per member: the colleague still has it unread.
    expect(await unread(team.otherAgent)).toEqual({ chat: before.other.chat + 1, ticket: before.other.ticket + 1 });

    // A message after the read makes both unread again; reading the ticket reads the conversation too.
    await tick();
    await inbound('Still nothing', 'parcel');
    expect(await unread(team.agent)).toEqual({ chat: before.agent.chat + 1, ticket: before.agent.ticket + 1 });
    expect((await read(team.agent, { ticketId: conversation.ticketId })).body.data.unread).toEqual(before.agent);
  });

  it("counts only the member's own and unassigned work: a colleague's conversation is not theirs", async () => {
    await tick();
    const { conversation } = await inbound('For the other agent', 'handed-over');
    const mine = await unread(team.agent);
    await xhr(team.admin, 'post', `/v2/api/conversations/${conversation.id}/assign`, { assigneeId: team.otherAgentId });
    expect((await unread(team.agent)).chat).toBe(mine.chat - 1);
    expect((await read(team.agent, { conversationId: conversation.id })).status).toBe(404);

    await tick();
    await read(team.otherAgent, { conversationId: conversation.id });
    const theirs = await unread(team.otherAgent);
    await tick();
    await inbound('Are you there?', 'handed-over');
    expect((await unread(team.otherAgent)).chat).toBe(theirs.chat + 1);
    expect((await unread(team.agent)).chat).toBe(mine.chat - 1);
  });

  it("does not count a member's own change of a ticket, and counts a colleague's change of it", async () => {
    const created = await xhr(team.agent, 'post', '/v2/api/tickets', { subject: 'Mine', assigneeId: team.agentId });
    const id = created.body.data.id as string;
    const before = await unread(team.agent);
    await tick();
    await xhr(team.agent, 'post', `/v2/api/tickets/${id}/priority`, { priority: 'high' });
    expect((await unread(team.agent)).ticket).toBe(before.ticket);
    await tick();
    await xhr(team.admin, 'post', `/v2/api/tickets/${id}/priority`, { priority: 'urgent' });
    expect((await unread(team.agent)).ticket).toBe(before.ticket + 1);
    await tick();
    await read(team.agent, { ticketId: id });
    expect((await unread(team.agent)).ticket).toBe(before.ticket);
  });
});

describe('the calls', () => {
  it('keeps the message sound per member: all by default, then what they chose', async () => {
    expect((await alerts(team.otherAgent)).sound).toBe('all');
    const saved = await xhr(team.otherAgent, 'put', '/v2/api/alerts/sound', { sound: 'mine' });
    expect(saved.body).toEqual({ result: 'success', data: { sound: 'mine' } });
    expect((await alerts(team.otherAgent)).sound).toBe('mine');
    expect((await alerts(team.agent)).sound).toBe('all');
  });

  it('refuses bad input with a 400 that says what is wrong, and answers 401 without a session', async () => {
    const bad = await xhr(team.agent, 'put', '/v2/api/alerts/sound', { sound: 'loud' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ sound: 'sound must be one of none, mine, all' });
    for (const body of [{}, { conversationId: 'x' }, { conversationId: team.ws, ticketId: team.ws }, []]) {
      const res = await read(team.agent, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await read(team.agent, { ticketId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await api.request().get('/v2/api/alerts')).status).toBe(401);
  });

  it("never lets one workspace read another's work", async () => {
    const { conversation } = await inbound('Private');
    expect((await read(team.outsider, { conversationId: conversation.id })).status).toBe(404);
    expect((await read(team.outsider, { ticketId: conversation.ticketId })).status).toBe(404);
  });
});
