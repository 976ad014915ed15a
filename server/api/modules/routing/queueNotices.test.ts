// A waiting web chat visitor's place in the queue, pushed to their window as the queue moves.
import { eq, inArray } from 'drizzle-orm';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../../src/domain/api';
import { WEBCHAT_NAMESPACE, WEBCHAT_SERVER_EVENTS, type QueuePosition } from '../../../../src/domain/webchat';
import type { ChannelRow } from '../../channels/connector';
import { attachWebchatNamespace } from '../../channels/webchat/namespace';
import { conversations } from '../../db/inboxSchema';
import { members, workspaceSettings } from '../../db/schema';
import { serveWithSockets, type SocketApi } from '../../realtime/testSockets';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { openVisitor, visitorCall, webchatChannel, type Visitor } from '../webchat/testVisitor';
import { drainQueue } from './router';

let api: TestApi;
let served: SocketApi;
let http: TestAgent;
let channel: ChannelRow;
let agentIds: string[];
const opened: ClientSocket[] = [];

beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  attachWebchatNamespace(served.io, api.deps);
  http = api.request();
  const admin = await seedUser(api, { email: 'admin@queue-notices.test' });
  const agent = await seedUser(api, { email: 'agent@queue-notices.test', workspaceId: admin.workspaceId, role: 'Agent' });
  agentIds = [agent.user.id];
  channel = await webchatChannel(api, admin.workspaceId);
  const routing = { defaultMode: 'round-robin', defaultCapacity: 1 };
  await api.deps.db.insert(workspaceSettings).values({ workspaceId: admin.workspaceId, routing }).onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { routing } });
  await api.deps.db.update(members).set({ onlineUntil: new Date(Date.now() + 3600_000) }).where(inArray(members.userId, agentIds));
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

function connect(visitor: Visitor): { socket: ClientSocket; places: (number | null)[] } {
  const socket = connectClient(`${served.url}${WEBCHAT_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { channel: channel.publicId, token: visitor.token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  const places: (number | null)[] = [];
  socket.on(WEBCHAT_SERVER_EVENTS.queuePosition, (p: QueuePosition) => places.push(p.position));
  return { socket, places };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 30));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

async function visitorWrites(text: string) {
  const visitor = await openVisitor(http, channel);
  expect((await visitorCall(http, channel, visitor, 'post', '/messages', { text })).status).toBe(200);
  return visitor;
}

describe('the web chat queue position', () => {
  it('tells a waiting visitor their place when the window connects and as the queue moves', async () => {
    await visitorWrites('first, served at once');
    const second = await visitorWrites('second, waits');
    const third = await visitorWrites('third, waits behind');
    const a = connect(second);
    const b = connect(third);
    await until(() => a.places.length > 0 && b.places.length > 0, 'the places on connecting');
    expect([a.places, b.places]).toEqual([[1], [2]]);

    // The agent finishes the first: the second is served, the third moves up.
    await api.deps.db.update(conversations).set({ status: 'resolved' }).where(eq(conversations.lastMessagePreview, 'first, served at once'));
    await drainQueue(api.deps, channel.workspaceId, 'test');
    await until(() => a.places.length > 1 && b.places.length > 1, 'the moves');
    expect([a.places.at(-1), b.places.at(-1)]).toEqual([null, 1]);
  });

  it('tells nothing when the workspace does not show the queue', async () => {
    const routing = { defaultMode: 'round-robin', defaultCapacity: 1, showQueuePosition: false };
    await api.deps.db.update(workspaceSettings).set({ routing }).where(eq(workspaceSettings.workspaceId, channel.workspaceId));
    const waiting = await visitorWrites('waits unseen');
    expect((await api.deps.db.select().from(conversations).where(eq(conversations.lastMessagePreview, 'waits unseen')))[0]!.routingState).toBe('waiting');
    const c = connect(waiting);
    await new Promise<void>((resolve) => c.socket.once('connect', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(c.places).toEqual([]);
  });
});
