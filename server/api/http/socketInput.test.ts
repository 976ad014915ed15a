// The sockets take input too (the visitor's handshake and acks, the console's handshake and presence):
// text the database cannot store is refused or dropped before any query, and nothing fails on our side.
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../src/domain/api';
import { WEBCHAT_ACK_EVENT, WEBCHAT_NAMESPACE } from '../../../src/domain/webchat';
import { attachWebchatNamespace } from '../channels/webchat/namespace';
import { createLogger } from '../logger';
import { openVisitor, webchatChannel } from '../modules/webchat/testVisitor';
import { connectSocket, serveWithSockets, type SocketApi } from '../realtime/testSockets';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';

let api: TestApi;
let served: SocketApi;
let publicId: string;
let visitorToken: string;
let jwt: string;
const logged: string[] = [];
const opened: ClientSocket[] = [];

beforeAll(async () => {
  api = await createTestApi();
  // Every error the sockets log is a failure on our side that bad input must not cause.
  api.deps.logger = { ...createLogger('silent'), error: (msg, fields) => void logged.push(`${msg} ${JSON.stringify(fields)}`) };
  served = await serveWithSockets(api.app, api.deps);
  attachWebchatNamespace(served.io, api.deps);
  const { workspaceId } = await seedUser(api, { email: 'admin@socket-input.test' });
  publicId = (await webchatChannel(api, workspaceId)).publicId;
  visitorToken = (await openVisitor(api.request(), { publicId })).token;
  jwt = (await xhr(await login(api, 'admin@socket-input.test'), 'get', '/v2/api/auth')).body.user.jwt as string;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
  expect(logged.splice(0)).toEqual([]);
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

function visitorSocket(auth: Record<string, unknown>): Promise<ClientSocket> {
  const socket = connectClient(`${served.url}${WEBCHAT_NAMESPACE}`, { path: SOCKET_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A round trip on the same socket: whatever was emitted before it has been handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the web chat visitor namespace', () => {
  it('refuses a handshake whose channel holds a NUL or a lone surrogate as an unknown channel, before any query', async () => {
    for (const channel of [`${publicId.slice(0, 4)}\u0000${publicId.slice(5)}`, `\u0000`, `${publicId}\ud800`]) {
      await expect(visitorSocket({ channel, token: visitorToken })).rejects.toThrow('unknown channel');
    }
    await expect(visitorSocket({ channel: publicId, token: `${visitorToken}\u0000` })).rejects.toThrow('invalid token');
  });

  it('drops acks carrying such text and stays connected', async () => {
    const socket = await visitorSocket({ channel: publicId, token: visitorToken });
    socket.emit(WEBCHAT_ACK_EVENT, { ids: ['\u0000', '\ud800', { a: '\u0000' }], state: 'read' });
    socket.emit(WEBCHAT_ACK_EVENT, { ids: ['00000000-0000-4000-8000-000000000000'], state: '\u0000' });
    await settle();
    expect(socket.connected).toBe(true);
  });
});

describe("the console's socket", () => {
  it('refuses a token holding a NUL as invalid, and drops presence signals holding one', async () => {
    await expect(connectSocket(served.url, `${jwt}\u0000`)).rejects.toThrow('invalid token');
    const socket = await connectSocket(served.url, jwt);
    opened.push(socket);
    socket.emit('presence', { conversationId: '\u0000', kind: 'typing' });
    socket.emit('presence', { conversationId: '00000000-0000-4000-8000-000000000000', kind: '\ud800' });
    await settle();
    expect(socket.connected).toBe(true);
  });
});
