// Typing indicators through the real sockets: a visitor's typing reaches the agents who may see the
// conversation (with the text only when the channel shows it), an agent's reply typing reaches the
// visitor (a note's does not), and nothing is stored.
import { count, eq } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../../src/domain/api';
import type { PresencePayload } from '../../../../src/domain/inbox';
import { WEBCHAT_NAMESPACE, WEBCHAT_SERVER_EVENTS, WEBCHAT_TYPING_EVENT, type AgentTyping } from '../../../../src/domain/webchat';
import { attachWebchatNamespace } from '../../channels/webchat/namespace';
import type { ChannelRow } from '../../channels/connector';
import { events } from '../../db/schema';
import { channels, conversations, messages } from '../../db/inboxSchema';
import { connectSocket, serveWithSockets, type ClientSocket, type SocketApi } from '../../realtime/testSockets';
import { setBilling } from '../billing/service';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { openVisitor, visitorCall, webchatChannel, type Visitor } from './testVisitor';
import { attachTypingRelay } from './typingRelay';

let api: TestApi;
let served: SocketApi;
let http: TestAgent;
let channel: ChannelRow;
const opened: ClientSocket[] = [];
type Person = { id: string; jwt: string };
const people: Record<string, Person> = {};

async function signIn(email: string, opts: { workspaceId?: string; access?: string[] } = {}): Promise<Person & { workspaceId: string }> {
  const seeded = await seedUser(api, opts.workspaceId ? { email, workspaceId: opts.workspaceId, role: 'Agent', ...(opts.access ? { access: opts.access } : {}) } : { email });
  const agent = await login(api, email);
  const auth = await xhr(agent, 'get', '/v2/api/auth');
  return { id: seeded.user.id, jwt: auth.body.user.jwt as string, workspaceId: seeded.workspaceId };
}

beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  attachTypingRelay(served.io, attachWebchatNamespace(served.io, api.deps), api.deps);
  http = api.request();
  const boss = await signIn('boss@typing.test');
  people.boss = boss;
  channel = await webchatChannel(api, boss.workspaceId, { showVisitorTyping: true });
  const [ann, ben, tickets, stranger] = await Promise.all([
    signIn('ann@typing.test', { workspaceId: boss.workspaceId }),
    signIn('ben@typing.test', { workspaceId: boss.workspaceId }),
    signIn('tickets@typing.test', { workspaceId: boss.workspaceId, access: ['/home', '/app/ticket'] }),
    signIn('stranger@typing.test'),
  ]);
  Object.assign(people, { ann, ben, tickets, stranger });
  // Four members: the default package's 3 agent slots would leave one of them (by join order, made in
  // parallel above) limited, hearing nothing on the socket.
  await setBilling(api.deps, boss.workspaceId, { agents: 4 });
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

async function agentSocket(who: string) {
  const socket = await connectSocket(served.url, people[who]!.jwt);
  opened.push(socket);
  return socket;
}

function visitorSocket(visitor: Visitor): Promise<ClientSocket> {
  const socket = connectClient(`${served.url}${WEBCHAT_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { channel: channel.publicId, token: visitor.token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A visitor who wrote once (so there is a conversation), optionally assigned. */
async function visitorWithConversation(assigneeId?: string) {
  const visitor = await openVisitor(http, channel);
  const sent = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'Hello' });
  const [row] = await api.deps.db.select({ id: messages.conversationId }).from(messages).where(eq(messages.id, sent.body.data.id));
  if (assigneeId) await api.deps.db.update(conversations).set({ assigneeId }).where(eq(conversations.id, row!.id));
  return { visitor, conversationId: row!.id, socket: await visitorSocket(visitor) };
}

function collect<T>(socket: ClientSocket, event: string): T[] {
  const all: T[] = [];
  socket.on(event, (payload: T) => all.push(payload));
  return all;
}
function next<T>(socket: ClientSocket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const storedEvents = async () => (await api.deps.db.select({ n: count() }).from(events))[0]!.n;

describe('a visitor typing', () => {
  it('reaches the agents who may see the unassigned conversation, with the text so far, and then that they stopped', async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation();
    const [ann, tickets, stranger] = await Promise.all([agentSocket('ann'), agentSocket('tickets'), agentSocket('stranger')]);
    const ticketsGot = collect(tickets, 'presence');
    const strangerGot = collect(stranger, 'presence');
    const before = await storedEvents();

    const typing = next<PresencePayload>(ann, 'presence');
    visitor.emit(WEBCHAT_TYPING_EVENT, { typing: true, text: 'Where is my order' });
    expect(await typing).toMatchObject({ conversationId, kind: 'typing', preview: 'Where is my order', userId: expect.stringMatching(/^visitor:/) });
    expect((await typing).userName).toMatch(/^Web visitor /);

    const stopped = next<PresencePayload>(ann, 'presence');
    visitor.emit(WEBCHAT_TYPING_EVENT, { typing: false });
    expect(await stopped).toMatchObject({ conversationId, kind: 'left' });
    await pause();
    expect(ticketsGot).toEqual([]);
    expect(strangerGot).toEqual([]);
    expect(await storedEvents()).toBe(before);
  });

  it('on an assigned conversation reaches its assignee and the Administrators only', async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation(people.ann!.id);
    const [ann, ben, boss] = await Promise.all([agentSocket('ann'), agentSocket('ben'), agentSocket('boss')]);
    const benGot = collect(ben, 'presence');
    const toAnn = next<PresencePayload>(ann, 'presence');
    const toBoss = next<PresencePayload>(boss, 'presence');
    visitor.emit(WEBCHAT_TYPING_EVENT, { typing: true, text: 'Hi' });
    expect(await toAnn).toMatchObject({ conversationId, kind: 'typing' });
    expect(await toBoss).toMatchObject({ conversationId, kind: 'typing' });
    await pause();
    expect(benGot).toEqual([]);
  });

  it("sends no text when the channel does not show what visitors type, and drops a flood", async () => {
    await api.deps.db.update(channels).set({ settings: { showVisitorTyping: false } }).where(eq(channels.id, channel.id));
    try {
      const { socket: visitor } = await visitorWithConversation();
      const ann = await agentSocket('ann');
      const got = collect<PresencePayload>(ann, 'presence');
      for (let i = 0; i < 10; i += 1) visitor.emit(WEBCHAT_TYPING_EVENT, { typing: true, text: `secret ${i}` });
      await pause(500);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ kind: 'typing' });
      expect(got[0]!.preview).toBeUndefined();
    } finally {
      await api.deps.db.update(channels).set({ settings: { showVisitorTyping: true } }).where(eq(channels.id, channel.id));
    }
  });

  it('says they stopped when their window goes', async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation();
    const ann = await agentSocket('ann');
    const typing = next<PresencePayload>(ann, 'presence');
    visitor.emit(WEBCHAT_TYPING_EVENT, { typing: true });
    await typing;
    const left = next<PresencePayload>(ann, 'presence');
    visitor.close();
    expect(await left).toMatchObject({ conversationId, kind: 'left' });
  });
});

describe('an agent typing', () => {
  it('a reply reaches the visitor by name, a note does not, and stopping tells them', async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation();
    const other = await visitorWithConversation();
    const otherGot = collect(other.socket, WEBCHAT_SERVER_EVENTS.agentTyping);
    const ann = await agentSocket('ann');
    const got = collect<AgentTyping>(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);

    ann.emit('presence', { conversationId, kind: 'typing' });
    await pause();
    expect(got).toEqual([]);

    const typing = next<AgentTyping>(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);
    ann.emit('presence', { conversationId, kind: 'typing', reply: true });
    expect(await typing).toEqual({ name: 'ann', typing: true });

    const stopped = next<AgentTyping>(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);
    ann.emit('presence', { conversationId, kind: 'viewing' });
    expect(await stopped).toEqual({ name: 'ann', typing: false });
    expect(otherGot).toEqual([]);
  });

  it("is not relayed for a conversation the agent may not see, or another workspace's", async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation(people.ann!.id);
    const [ben, stranger] = await Promise.all([agentSocket('ben'), agentSocket('stranger')]);
    const got = collect(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);
    ben.emit('presence', { conversationId, kind: 'typing', reply: true });
    stranger.emit('presence', { conversationId, kind: 'typing', reply: true });
    await pause(500);
    expect(got).toEqual([]);
  });

  it('stops when the agent’s socket goes', async () => {
    const { conversationId, socket: visitor } = await visitorWithConversation();
    const ann = await agentSocket('ann');
    const typing = next<AgentTyping>(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);
    ann.emit('presence', { conversationId, kind: 'typing', reply: true });
    await typing;
    const stopped = next<AgentTyping>(visitor, WEBCHAT_SERVER_EVENTS.agentTyping);
    ann.close();
    expect(await stopped).toEqual({ name: 'ann', typing: false });
  });
});
