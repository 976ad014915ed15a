import { eq } from 'drizzle-orm';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../../src/domain/api';
import type { Message } from '../../../../src/domain/inbox';
import { WEBCHAT_ACK_EVENT, WEBCHAT_NAMESPACE, type VisitorMessage } from '../../../../src/domain/webchat';
import { messages } from '../../db/inboxSchema';
import { findMessage } from '../../modules/conversations/repository';
import { openVisitor, storeReply, visitorCall, webchatChannel, type Visitor } from '../../modules/webchat/testVisitor';
import { serveWithSockets, type SocketApi } from '../../realtime/testSockets';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import type { ChannelRow } from '../connector';
import { deliverOutbound } from '../deliver';
import { attachWebchatNamespace, visitorRoom } from './namespace';

let api: TestApi;
let served: SocketApi;
let http: TestAgent;
let adminId: string;
let channel: ChannelRow;
let other: ChannelRow;
const opened: ClientSocket[] = [];

beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  attachWebchatNamespace(served.io, api.deps);
  http = api.request();
  const admin = await seedUser(api, { email: 'admin@webchat-socket.test' });
  adminId = admin.user.id;
  channel = await webchatChannel(api, admin.workspaceId);
  other = await webchatChannel(api, (await seedUser(api, { email: 'other@webchat-socket.test' })).workspaceId);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

function connect(auth: unknown): Promise<ClientSocket> {
  const socket = connectClient(`${served.url}${WEBCHAT_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: auth as Record<string, unknown>,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

function next<T>(socket: ClientSocket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Nothing arrives on `event` for a while: the negative check of a room rule. */
function silence(socket: ClientSocket, event: string, ms = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const onEvent = () => resolve(false);
    socket.once(event, onEvent);
    setTimeout(() => {
      socket.off(event, onEvent);
      resolve(true);
    }, ms);
  });
}

/** A visitor who wrote once, with an agent reply waiting in their conversation. */
async function visitorWithReply(): Promise<{ visitor: Visitor; conversationId: string; reply: Message }> {
  const visitor = await openVisitor(http, channel);
  const sent = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'hello?' });
  const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, sent.body.data.id));
  const stored = await storeReply(api, channel, row!.conversationId, adminId, 'Hello! How can I help?', new Date(api.clock.now.getTime() + 1000));
  await api.deps.db.update(messages).set({ deliveryState: 'pending' }).where(eq(messages.id, stored.id));
  return { visitor, conversationId: row!.conversationId, reply: (await findMessage(api.deps.db, stored.id))! };
}

const stateOf = async (id: string) => (await api.deps.db.select().from(messages).where(eq(messages.id, id)))[0]!.deliveryState;

describe('the /webchat namespace', () => {
  it("joins a visitor's socket to their room and no other", async () => {
    const visitor = await openVisitor(http, channel);
    const socket = await connect({ channel: channel.publicId, token: visitor.token });
    const inRoom = await served.io.of(WEBCHAT_NAMESPACE).in(visitorRoom(channel.id, visitor.visitorId)).fetchSockets();
    expect(inRoom.map((s) => s.id)).toEqual([socket.id]);
    expect([...(await served.io.of(WEBCHAT_NAMESPACE).fetchSockets())[0]!.rooms].sort()).toEqual([socket.id, visitorRoom(channel.id, visitor.visitorId)].sort());
  });

  it.each([
    ['no auth at all', undefined, 'unknown channel'],
    ['an unknown channel', { channel: 'AAAAAAAAAAAAAAAA', token: 'x' }, 'unknown channel'],
    ['no token', { channel: 'CHANNEL' }, 'invalid token'],
    ['a forged token', { channel: 'CHANNEL', token: `${'a'.repeat(22)}.${'b'.repeat(43)}` }, 'invalid token'],
  ])('refuses %s', async (_what, auth, reason) => {
    const resolved = auth && 'channel' in auth && auth.channel === 'CHANNEL' ? { ...auth, channel: channel.publicId } : auth;
    await expect(connect(resolved)).rejects.toThrow(reason);
  });

  it("refuses another channel's visitor token", async () => {
    const elsewhere = await openVisitor(http, other);
    await expect(connect({ channel: channel.publicId, token: elsewhere.token })).rejects.toThrow('invalid token');
    await expect(connect({ channel: other.publicId, token: elsewhere.token })).resolves.toBeDefined();
  });

  it("carries the visitor's own messages to their other windows", async () => {
    const visitor = await openVisitor(http, channel);
    const otherTab = await connect({ channel: channel.publicId, token: visitor.token });
    const stranger = await connect({ channel: channel.publicId, token: (await openVisitor(http, channel)).token });
    const arriving = next<VisitorMessage>(otherTab, 'message');
    const quiet = silence(stranger, 'message');
    const sent = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'from tab one', clientId: 'tab-one-0001' });
    // With its clientId: the sending window may hear it before the answer and must know it is its own.
    expect(await arriving).toEqual({ ...sent.body.data, clientId: 'tab-one-0001' });
    expect(await quiet).toBe(true);
    // A repeated send (the answer was lost) is answered with the same message and pushed no second time.
    const repeatQuiet = silence(otherTab, 'message');
    const repeated = await visitorCall(http, channel, visitor, 'post', '/messages', { text: 'from tab one', clientId: 'tab-one-0001' });
    expect(repeated.body.data).toEqual(sent.body.data);
    expect(await repeatQuiet).toBe(true);
  });
});

describe('web chat replies through the outbox (delivered at once)', () => {
  it("pushes the agent's reply to the visitor's windows and records it as sent", async () => {
    const { visitor, conversationId, reply } = await visitorWithReply();
    const socket = await connect({ channel: channel.publicId, token: visitor.token });
    const stranger = await connect({ channel: channel.publicId, token: (await openVisitor(http, channel)).token });
    const arriving = next<VisitorMessage>(socket, 'message');
    const quiet = silence(stranger, 'message');
    await deliverOutbound(api.deps, { channel, conversationId, recipientExternalId: visitor.visitorId, message: reply });
    expect(await arriving).toEqual({
      id: reply.id,
      direction: 'outbound',
      authorName: 'admin',
      text: 'Hello! How can I help?',
      attachments: [],
      deliveryState: 'sent',
      createdAt: reply.createdAt,
    });
    expect(await quiet).toBe(true);
    expect(await stateOf(reply.id)).toBe('sent');
  });

  it('records sent even when no window is open (the window reads it when it opens)', async () => {
    const { visitor, conversationId, reply } = await visitorWithReply();
    await deliverOutbound(api.deps, { channel, conversationId, recipientExternalId: visitor.visitorId, message: reply });
    expect(await stateOf(reply.id)).toBe('sent');
    const page = (await visitorCall(http, channel, visitor, 'get', '/messages')).body.data;
    expect(page.items.at(-1)).toMatchObject({ id: reply.id, deliveryState: 'sent' });
  });
});

describe('acknowledgements', () => {
  async function ack(socket: ClientSocket, ids: unknown, state: unknown) {
    socket.emit(WEBCHAT_ACK_EVENT, { ids, state });
    // The server handles an ack without answering; a round trip on the same socket orders after it.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  it('moves a reply to delivered, then read, never back', async () => {
    const { visitor, conversationId, reply } = await visitorWithReply();
    await deliverOutbound(api.deps, { channel, conversationId, recipientExternalId: visitor.visitorId, message: reply });
    const socket = await connect({ channel: channel.publicId, token: visitor.token });
    await ack(socket, [reply.id], 'delivered');
    await expect.poll(() => stateOf(reply.id)).toBe('delivered');
    await ack(socket, [reply.id], 'read');
    await expect.poll(() => stateOf(reply.id)).toBe('read');
    await ack(socket, [reply.id], 'delivered');
    expect(await stateOf(reply.id)).toBe('read');
  });

  it("tells the visitor's other windows what moved, not the window that acknowledged", async () => {
    const { visitor, reply } = await visitorWithReply();
    const reading = await connect({ channel: channel.publicId, token: visitor.token });
    const otherTab = await connect({ channel: channel.publicId, token: visitor.token });
    const heard = next<{ id: string; deliveryState: string }>(otherTab, 'message state');
    const quiet = silence(reading, 'message state');
    reading.emit(WEBCHAT_ACK_EVENT, { ids: [reply.id], state: 'read' });
    expect(await heard).toEqual({ id: reply.id, deliveryState: 'read' });
    expect(await quiet).toBe(true);
  });

  it("ignores another visitor's replies, the visitor's own messages and malformed acks", async () => {
    const mine = await visitorWithReply();
    const theirs = await visitorWithReply();
    const socket = await connect({ channel: channel.publicId, token: mine.visitor.token });
    const [own] = await api.deps.db.select().from(messages).where(eq(messages.conversationId, mine.conversationId));
    await ack(socket, [theirs.reply.id, own!.id], 'read');
    await ack(socket, mine.reply.id, 'read');
    await ack(socket, [mine.reply.id], 'seen');
    expect(await stateOf(theirs.reply.id)).toBe('pending');
    expect(await stateOf(own!.id)).toBe('received');
    expect(await stateOf(mine.reply.id)).toBe('pending');
  });
});
