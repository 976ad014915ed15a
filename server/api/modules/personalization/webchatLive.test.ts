import { eq } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../../src/domain/api';
import { DEFAULT_BRAND, LOGO_ACCEPT } from '../../../../src/domain/brandRules';
import { WEBCHAT_NAMESPACE, WEBCHAT_SERVER_EVENTS, type AgentTyping, type VisitorMessage } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import { deliverOutbound } from '../../channels/deliver';
import { attachWebchatNamespace } from '../../channels/webchat/namespace';
import { messages } from '../../db/inboxSchema';
import { connectSocket, serveWithSockets, type ClientSocket, type SocketApi } from '../../realtime/testSockets';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { findMessage } from '../conversations/repository';
import { pngBytes, upload } from '../uploads/testFiles';
import { attachTypingRelay } from '../webchat/typingRelay';
import { openVisitor, storeReply, visitorCall, webchatChannel } from '../webchat/testVisitor';

// What reaches a visitor's open window live when the brand shows the workspace instead of its agents.

let api: TestApi;
let served: SocketApi;
let admin: TestAgent;
let adminId: string;
let jwt: string;
let workspaceId: string;
let channel: ChannelRow;
const opened: ClientSocket[] = [];

beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  attachTypingRelay(served.io, attachWebchatNamespace(served.io, api.deps), api.deps);
  const seeded = await seedUser(api, { email: 'ann@brand-live.test', workspaceName: 'Acme Support' });
  ({ workspaceId } = seeded);
  adminId = seeded.user.id;
  admin = await login(api, 'ann@brand-live.test');
  jwt = (await xhr(admin, 'get', '/v2/api/auth')).body.user.jwt as string;
  channel = await webchatChannel(api, workspaceId);
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await served?.close();
  await api?.close();
});

function visitorSocket(token: string): Promise<ClientSocket> {
  const socket = connectClient(`${served.url}${WEBCHAT_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { channel: channel.publicId, token }, reconnection: false, forceNew: true });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
function next<T>(socket: ClientSocket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('the workspace as the author customers see', () => {
  it("names the workspace in the agent's typing and on the reply pushed to the window, with its logo", async () => {
    const logo = (await upload(admin, { file: { name: 'acme.png', data: pngBytes() }, accept: LOGO_ACCEPT })).body.data.id as string;
    expect((await xhr(admin, 'put', '/v2/api/workspace/brand', { ...DEFAULT_BRAND, logo, identity: 'workspace' })).status).toBe(200);
    const visitor = await openVisitor(api.request(), channel);
    const sent = await visitorCall(api.request(), channel, visitor, 'post', '/messages', { text: 'hello?' });
    const [row] = await api.deps.db.select().from(messages).where(eq(messages.id, sent.body.data.id));
    const window = await visitorSocket(visitor.token);
    const agent = await connectSocket(served.url, jwt);
    opened.push(agent);

    const typing = next<AgentTyping>(window, WEBCHAT_SERVER_EVENTS.agentTyping);
    agent.emit('presence', { conversationId: row!.conversationId, kind: 'typing', reply: true });
    expect(await typing).toEqual({ name: 'Acme Support', typing: true });

    const stored = await storeReply(api, channel, row!.conversationId, adminId, 'On it');
    await api.deps.db.update(messages).set({ deliveryState: 'pending' }).where(eq(messages.id, stored.id));
    const arriving = next<VisitorMessage>(window, WEBCHAT_SERVER_EVENTS.message);
    const reply = (await findMessage(api.deps.db, stored.id))!;
    await deliverOutbound(api.deps, { channel, conversationId: row!.conversationId, recipientExternalId: visitor.visitorId, message: reply });
    expect(await arriving).toMatchObject({ id: stored.id, authorName: 'Acme Support', authorPictureUrl: `/v2/api/brand/${workspaceId}/logo/${logo}`, text: 'On it' });
  });
});
