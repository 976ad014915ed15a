import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema';
import { JWT_TTL_SECONDS } from '../modules/auth/service';
import { signJwt, verifyJwt } from '../security/tokens';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { createPublisher } from './createPublisher';
import { botRoom, userRoom, workspaceRoom } from './socketServer';
import { connectSocket, nextEvent, serveWithSockets, type ClientSocket, type SocketApi } from './testSockets';

type SignedIn = Awaited<ReturnType<typeof signIn>>;

let api: TestApi;
let served: SocketApi;
const opened: ClientSocket[] = [];
const users: Record<string, SignedIn> = {};

// Logins hash passwords (scrypt), so every user of the file is made up front, in parallel.
beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  // The api's own publisher closes sockets at logout: give it this socket server.
  (api.deps.realtime as ReturnType<typeof createPublisher>).attach(served.io);
  const owners = ['joiner', 'late', 'gone', 'boss', 'a', 'b', 'owner'];
  await Promise.all(owners.map(async (name) => (users[name] = await signIn(`${name}@socket.test`))));
  const agents = { removed: 'boss', agent: 'owner' };
  await Promise.all(
    Object.entries(agents).map(async ([name, of]) => (users[name] = await signIn(`${name}@socket.test`, users[of]!.workspaceId))),
  );
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

async function signIn(email: string, workspaceId?: string) {
  const seeded = await seedUser(api, workspaceId ? { email, workspaceId, role: 'Agent' } : { email });
  const agent = await login(api, email);
  const auth = await xhr(agent, 'get', '/v2/api/auth');
  return { ...seeded, agent, jwt: auth.body.user.jwt as string, botid: auth.body.workspace.botid as string };
}

async function open(token: unknown): Promise<ClientSocket> {
  const socket = await connectSocket(served.url, token);
  opened.push(socket);
  return socket;
}

describe('socket handshake', () => {
  it('accepts the jwt of GET /auth and joins the workspace and bot rooms', async () => {
    const me = users.joiner!;
    const socket = await open(me.jwt);
    expect(socket.connected).toBe(true);
    const inWorkspace = await served.io.in(workspaceRoom(me.workspaceId)).fetchSockets();
    const inBot = await served.io.in(botRoom(me.botid)).fetchSockets();
    expect(inWorkspace.map((s) => s.id)).toEqual([socket.id]);
    expect(inBot.map((s) => s.id)).toEqual([socket.id]);
  });

  it.each([
    ['no token', undefined],
    ['a number', 42],
    ['garbage', 'not.a.jwt'],
    ['a jwt signed with another secret', signJwt('another secret', { sub: 'u', sid: 's', ws: null, bot: null }, 60)],
  ])('refuses %s', async (_name, token) => {
    await expect(open(token)).rejects.toThrow('invalid token');
  });

  it('refuses an expired jwt of a live session', async () => {
    const me = users.late!;
    const claims = verifyJwt(api.deps.secrets.auth, me.jwt)!;
    const longAgo = api.clock.now.getTime() - (JWT_TTL_SECONDS + 60) * 1000;
    const expired = signJwt(api.deps.secrets.auth, { sub: claims.sub, sid: claims.sid, ws: claims.ws, bot: claims.bot }, JWT_TTL_SECONDS, longAgo);
    await expect(open(expired)).rejects.toThrow('invalid token');
    await expect(open(me.jwt)).resolves.toBeDefined();
  });

  it('refuses the jwt of a session that logged out', async () => {
    const me = users.gone!;
    const out = await xhr(me.agent, 'post', '/v2/api/auth/logout');
    expect(out.status).toBe(200);
    await expect(open(me.jwt)).rejects.toThrow('session ended');
  });

  it('closes a connected socket when its login logs out', async () => {
    const me = await signIn('closing@socket.test');
    const socket = await open(me.jwt);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    await xhr(me.agent, 'post', '/v2/api/auth/logout');
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses the jwt of a member removed from the workspace since', async () => {
    const owner = users.boss!;
    const agent = users.removed!;
    await api.deps.db.delete(members).where(and(eq(members.workspaceId, owner.workspaceId), eq(members.userId, agent.user.id)));
    await expect(open(agent.jwt)).rejects.toThrow('workspace changed');
  });
});

describe('room delivery', () => {
  it("gives a workspace's events to its sockets only", async () => {
    const a = users.a!;
    const b = users.b!;
    const socketA = await open(a.jwt);
    const socketB = await open(b.jwt);
    const gotA = nextEvent(socketA);
    const gotB = nextEvent(socketB);

    const forA = await served.publisher.publish({ workspaceId: a.workspaceId, type: 'ticket', payload: { settings: { take: true } } });
    // Delivery to one socket keeps publish order, so B's first event being its own proves A's never came.
    const forB = await served.publisher.publish({ workspaceId: b.workspaceId, type: 'ticket', payload: { settings: { take: false } } });

    expect(await Promise.all([gotA, gotB])).toEqual([forA, forB]);
  });

  it("sends an event with sendTo whole to its recipients only; the others get just its number", async () => {
    const owner = users.owner!;
    const agent = users.agent!;
    const ownerSocket = await open(owner.jwt);
    const agentSocket = await open(agent.jwt);
    const gotOwner = nextEvent(ownerSocket);
    const gotAgent = nextEvent(agentSocket);
    const event = await served.publisher.publish({
      workspaceId: owner.workspaceId,
      type: 'ticket',
      payload: { settings: { take: true } },
      sendTo: [agent.user.id],
    });
    expect(await gotAgent).toEqual(event);
    expect(await gotOwner).toEqual({ ...event, payload: {}, sendTo: [] });
    const inUserRoom = await served.io.in(userRoom(agent.workspaceId, agent.user.id)).fetchSockets();
    expect(inUserRoom.map((s) => s.id)).toEqual([agentSocket.id]);
  });
});
