import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelRow } from '../../channels/connector';
import { workspaceSettings } from '../../db/schema';
import { conversations, messages, ticketHistory, tickets } from '../../db/inboxSchema';
import { seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { createDepartment } from '../departments/service';
import { conversationWorld, type ConversationWorld } from './testWorld';

let w: ConversationWorld;
let api: TestApi;
let ws: ConversationWorld['ws'];
let admin: TestAgent;
let agent: TestAgent;
let otherAgent: TestAgent;
let outsider: TestAgent;
let hook: ChannelRow;
// A webhook channel: its replies leave for real (Line has no connector, so a reply there is refused).
const inbound = (text = 'hello') => w.inbound(hook, text);
const post: ConversationWorld['post'] = (...args) => w.post(...args);
const ticketOf = async (id: string) => (await api.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const conversationOf = async (id: string) => (await api.deps.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;
const setAssignOnReply = (as: TestAgent, on: unknown) => xhr(as, 'put', '/v2/api/settings/chat', { assignOnReply: on });

beforeAll(async () => {
  w = await conversationWorld('replytransfer');
  ({ api, admin, agent, otherAgent, outsider, ws, hook } = w);
});
afterAll(() => api.close());

describe('answering an unassigned conversation', () => {
  it('assigns it and its ticket to the agent who answered, in the reply’s transaction, and tells every console after', async () => {
    const res = await inbound();
    const since = await latestSeq(admin);
    const reply = await post(agent, `/conversations/${res.conversation.id}/messages`, { text: 'I can help' });
    expect(reply.status).toBe(200);
    expect((await conversationOf(res.conversation.id)).assigneeId).toBe(ws.agentId);
    expect(await ticketOf(res.conversation.ticketId!)).toMatchObject({ assigneeId: ws.agentId, status: 'new', firstResponseAt: api.clock.now });
    const history = await api.deps.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, res.conversation.ticketId!));
    expect(history.filter((h) => h.field !== 'status' || h.old !== null).map((h) => [h.field, h.new, h.actorId])).toEqual([
      ['assignee', ws.agentId, ws.agentId],
      ['status', 'new', ws.agentId],
    ]);
    const events = await eventsSince(admin, since);
    // The webhook reply waits in the outbox (pending): no 'message updated' until the worker tries it.
    expect(events.map((e) => e.type)).toEqual(['ticket event', 'ticket history', 'ticket history', 'ticket updated', 'message created', 'conversation updated']);
    // Everyone could see it while unassigned: every list lets it go or moves it to its new owner.
    expect(events[5]).toMatchObject({ sendTo: null, payload: { conversation: { id: res.conversation.id, assigneeId: ws.agentId } } });
    expect((await otherAgent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(404);
  });

  it("leaves a colleague's conversation with them when an Administrator answers it", async () => {
    const res = await inbound();
    await w.assignDirect(res.conversation.id, ws.otherAgentId);
    await post(admin, `/conversations/${res.conversation.id}/messages`, { text: 'Adding a detail' });
    expect((await conversationOf(res.conversation.id)).assigneeId).toBe(ws.otherAgentId);
  });

  it('gives it to one of two members answering at the same moment, and keeps both replies', async () => {
    const res = await inbound();
    const [a, b] = await Promise.all([
      post(agent, `/conversations/${res.conversation.id}/messages`, { text: 'first' }),
      post(admin, `/conversations/${res.conversation.id}/messages`, { text: 'second' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const holder = (await conversationOf(res.conversation.id)).assigneeId;
    expect([ws.agentId, ws.adminId]).toContain(holder);
    expect((await ticketOf(res.conversation.ticketId!)).assigneeId).toBe(holder);
    const stored = await api.deps.db.select().from(messages).where(eq(messages.conversationId, res.conversation.id));
    expect(stored.filter((m) => m.direction === 'outbound')).toHaveLength(2);
  });

  it('is a workspace setting, on by default: an Administrator switches it off and every console is told', async () => {
    expect((await agent.get('/v2/api/settings/chat')).body.data).toEqual({ assignOnReply: true });
    // The agent settings jsonb holds other keys too: switching keeps them.
    await api.deps.db.update(workspaceSettings).set({ agent: { kept: 'yes' } }).where(eq(workspaceSettings.workspaceId, ws.id));
    expect((await setAssignOnReply(agent, false)).status).toBe(403);
    for (const bad of [undefined, 'sometimes', 1]) expect((await setAssignOnReply(admin, bad)).status).toBe(400);
    const since = await latestSeq(agent);
    const saved = await setAssignOnReply(admin, false);
    expect(saved.body.data).toEqual({ assignOnReply: false });
    expect((await eventsSince(agent, since)).map((e) => [e.type, e.payload])).toEqual([['chat settings', { settings: { assignOnReply: false } }]]);
    const [row] = await api.deps.db.select().from(workspaceSettings).where(eq(workspaceSettings.workspaceId, ws.id));
    expect(row!.agent).toEqual({ kept: 'yes', assignOnReply: false });
    try {
      const res = await inbound();
      await post(agent, `/conversations/${res.conversation.id}/messages`, { text: 'just a quick answer' });
      expect((await conversationOf(res.conversation.id)).assigneeId).toBeNull();
      expect((await ticketOf(res.conversation.ticketId!)).status).toBe('unassigned');
    } finally {
      await setAssignOnReply(admin, true);
    }
    expect((await outsider.get('/v2/api/settings/chat')).body.data).toEqual({ assignOnReply: true });
  });
});

describe('POST /conversations/:id/transfer', () => {
  const transfer = (as: TestAgent, id: string, body: object) => post(as, `/conversations/${id}/transfer`, body);

  it('hands it to a teammate with a note: they hold it and its ticket, the note is in the timeline, they are told', async () => {
    const res = await inbound('my invoice is wrong');
    await w.assignDirect(res.conversation.id, ws.agentId);
    const since = await latestSeq(admin);
    const done = await transfer(agent, res.conversation.id, { memberId: ws.otherAgentId, note: '  Billing question, invoice 42  ' });
    expect(done.status).toBe(200);
    expect(done.body.data.conversation).toMatchObject({ id: res.conversation.id, assigneeId: ws.otherAgentId });
    expect(done.body.data.note).toMatchObject({ authorId: ws.agentId, text: 'Transferred to agent2: Billing question, invoice 42' });
    // The receiver's news comes first, so the ticket's own events do not take its desktop notification.
    const told = (await eventsSince(otherAgent, since)).map((e) => e.type);
    expect(told[0]).toBe('conversation transferred');
    expect(told.at(-1)).toBe('conversation updated');
    expect(await ticketOf(res.conversation.ticketId!)).toMatchObject({ assigneeId: ws.otherAgentId });
    const detail = await otherAgent.get(`/v2/api/conversations/${res.conversation.id}`);
    expect(detail.body.data.notes.map((n: { text: string }) => n.text)).toEqual(['Transferred to agent2: Billing question, invoice 42']);
    expect((await agent.get(`/v2/api/conversations/${res.conversation.id}`)).status).toBe(404);

    const [event] = (await eventsSince(otherAgent, since)).filter((e) => e.type === 'conversation transferred');
    expect(event).toMatchObject({
      sendTo: [ws.otherAgentId],
      payload: {
        conversation: { id: res.conversation.id, assigneeId: ws.otherAgentId },
        from: { id: ws.agentId, name: 'agent' },
        to: { kind: 'member', id: ws.otherAgentId, name: 'agent2' },
        note: 'Billing question, invoice 42',
      },
    });
    expect((await eventsSince(admin, since)).some((e) => e.type === 'conversation transferred')).toBe(false);
  });

  it('hands it to a department: back in the queue, filed there through its ticket, every member who may take it told', async () => {
    const sales = await createDepartment(api.deps, ws.id, 'Sales');
    const res = await inbound('a big order');
    await w.assignDirect(res.conversation.id, ws.agentId);
    const since = await latestSeq(admin);
    const done = await transfer(agent, res.conversation.id, { departmentId: sales.id });
    expect(done.body.data.conversation.assigneeId).toBeNull();
    expect(done.body.data.note.text).toBe('Transferred to Sales.');
    expect(await ticketOf(res.conversation.ticketId!)).toMatchObject({ departmentId: sales.id, assigneeId: null, status: 'unassigned' });
    const [event] = (await eventsSince(admin, since)).filter((e) => e.type === 'conversation transferred');
    expect(new Set(event!.sendTo)).toEqual(new Set([ws.adminId, ws.agentId, ws.otherAgentId]));
    expect(event!.payload).toMatchObject({ to: { kind: 'department', id: sales.id, name: 'Sales' }, note: '' });
  });

  it('files a conversation without a ticket under the department with a new one', async () => {
    const support = await createDepartment(api.deps, ws.id, 'Support');
    const res = await inbound('no ticket here');
    await api.deps.db.update(conversations).set({ ticketId: null }).where(eq(conversations.id, res.conversation.id));
    const done = await transfer(admin, res.conversation.id, { departmentId: support.id, note: 'for you' });
    expect(done.status).toBe(200);
    const ticketId = (await conversationOf(res.conversation.id)).ticketId!;
    expect(ticketId).not.toBe(res.conversation.ticketId);
    expect(await ticketOf(ticketId)).toMatchObject({ departmentId: support.id, status: 'unassigned', subject: 'no ticket here', conversationId: res.conversation.id });
  });

  it('checks the receiver may hold it and the request makes sense', async () => {
    const res = await inbound();
    const ticketsOnly = await seedUser(api, { email: 'tickets-only@replytransfer.test', workspaceId: ws.id, role: 'Agent', access: ['/home', '/app/ticket'] });
    const expired = await seedUser(api, { email: 'expired@replytransfer.test', workspaceId: ws.id, role: 'Agent', expired: true });
    const stranger = await seedUser(api, { email: 'stranger@replytransfer.test' });
    const refused = async (body: object, as = admin) => {
      const answer = await transfer(as, res.conversation.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.body;
    };
    expect(await refused({ memberId: ticketsOnly.user.id })).toMatchObject({ message: 'tickets-only cannot take conversations: their access does not include Chat.' });
    expect((await refused({ memberId: expired.user.id })).fields).toHaveProperty('memberId');
    expect((await refused({ memberId: stranger.user.id })).message).toBe('The receiver must be a member of this workspace.');
    expect((await refused({ departmentId: stranger.workspaceId })).message).toBe('There is no such department in this workspace.');
    expect((await refused({})).message).toBe('Choose whom to transfer to: a memberId or a departmentId.');
    await refused({ memberId: ws.agentId, departmentId: ws.agentId });
    await refused({ memberId: 'me' });
    await refused({ memberId: ws.agentId, note: 'x'.repeat(1001) });
    await w.assignDirect(res.conversation.id, ws.agentId);
    expect((await refused({ memberId: ws.agentId })).message).toBe('This conversation is already with agent.');
    const colleague = await transfer(otherAgent, res.conversation.id, { memberId: ws.otherAgentId });
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(404);
    expect((await transfer(outsider, res.conversation.id, { memberId: ws.adminId })).status).toBe(404);
    await post(admin, `/conversations/${res.conversation.id}/resolve`);
    const resolved = await transfer(admin, res.conversation.id, { memberId: ws.otherAgentId });
    expect(resolved.status).toBe(409);
    expect(resolved.body.message).toBe('Only an open conversation can be transferred: reopen it first.');

    // What the Transfer dialog offers an Agent: only those who may hold a conversation, names and statuses.
    const targets = await agent.get('/v2/api/chat/transfer-targets');
    expect(targets.status).toBe(200);
    expect(targets.body.data.members.map((m: { name: string }) => m.name)).toEqual(['admin', 'agent', 'agent2']);
    expect(Object.keys(targets.body.data.members[0]).sort()).toEqual(['id', 'name', 'status']);
    expect(targets.body.data.departments.map((d: { name: string }) => d.name)).toEqual(['Sales', 'Support']);
    expect((await outsider.get('/v2/api/chat/transfer-targets')).body.data.members.map((m: { name: string }) => m.name)).toEqual(['outsider']);
  });
});
