import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PresencePayload } from '../../../src/domain/inbox';
import { events } from '../db/schema';
import { conversations } from '../db/inboxSchema';
import { insertChannel } from '../modules/channels/repository';
import { ingestInbound } from '../modules/conversations/ingest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { connectSocket, serveWithSockets, type ClientSocket, type SocketApi } from './testSockets';

let api: TestApi;
let served: SocketApi;
const opened: ClientSocket[] = [];
type Person = { id: string; jwt: string; workspaceId: string };
const people: Record<string, Person> = {};
let n = 0;

async function signIn(email: string, workspaceId?: string): Promise<Person> {
  const seeded = await seedUser(api, workspaceId ? { email, workspaceId, role: 'Agent' } : { email });
  const agent = await login(api, email);
  const auth = await xhr(agent, 'get', '/v2/api/auth');
  return { id: seeded.user.id, jwt: auth.body.user.jwt as string, workspaceId: seeded.workspaceId };
}

beforeAll(async () => {
  api = await createTestApi();
  served = await serveWithSockets(api.app, api.deps);
  [people.boss, people.stranger] = await Promise.all([signIn('boss@presence.test'), signIn('stranger@presence.test')]);
  [people.ann, people.ben] = await Promise.all([signIn('ann@presence.test', people.boss!.workspaceId), signIn('ben@presence.test', people.boss!.workspaceId)]);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await api?.close();
});

async function open(who: string): Promise<ClientSocket> {
  const socket = await connectSocket(served.url, people[who]!.jwt);
  opened.push(socket);
  return socket;
}
async function conversation(workspaceId: string, assigneeId: string | null = null): Promise<string> {
  const channel = await insertChannel(api.deps.db, { workspaceId, type: 'WEBHOOK', name: 'W', settings: { url: 'http://127.0.0.1:9/' } });
  const res = await ingestInbound(api.deps, { channel, externalContactId: `p-${(n += 1)}`, text: 'hi' });
  if (assigneeId) await api.deps.db.update(conversations).set({ assigneeId }).where(eq(conversations.id, res.conversation.id));
  return res.conversation.id;
}
function nextPresence(socket: ClientSocket, timeoutMs = 5_000): Promise<PresencePayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no presence')), timeoutMs);
    socket.once('presence', (payload: PresencePayload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
const received = (socket: ClientSocket) => {
  const all: PresencePayload[] = [];
  socket.on('presence', (p: PresencePayload) => all.push(p));
  return all;
};

describe("socket 'presence'", () => {
  it('relays viewing and typing on an unassigned conversation to the workspace’s other sockets, never stored', async () => {
    const id = await conversation(people.boss!.workspaceId);
    const [ann, ben, boss, stranger] = await Promise.all([open('ann'), open('ben'), open('boss'), open('stranger')]);
    const annGot = received(ann);
    const strangerGot = received(stranger);
    const stored = () => api.deps.db.select({ n: count() }).from(events).where(eq(events.workspaceId, people.boss!.workspaceId));
    const before = await stored();
    const toBen = nextPresence(ben);
    const toBoss = nextPresence(boss);
    ann.emit('presence', { conversationId: id, kind: 'typing' });
    const expected = { conversationId: id, userId: people.ann!.id, userName: 'ann', kind: 'typing' };
    expect(await toBen).toEqual(expected);
    expect(await toBoss).toEqual(expected);
    // ben's reply reaching ann proves ann's own signal was not echoed back before it.
    const toAnn = nextPresence(ann);
    ben.emit('presence', { conversationId: id, kind: 'viewing' });
    expect(await toAnn).toMatchObject({ userId: people.ben!.id, kind: 'viewing' });
    expect(annGot).toHaveLength(1);
    expect(strangerGot).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it("keeps an assigned conversation's presence to its assignee and the Administrators, and drops a colleague's signal", async () => {
    const id = await conversation(people.boss!.workspaceId, people.ann!.id);
    const [ann, ben, boss] = await Promise.all([open('ann'), open('ben'), open('boss')]);
    const benGot = received(ben);
    const bossGot = received(boss);
    // ben may not see this conversation: his signal is dropped, and ann's next one is the first boss hears.
    ben.emit('presence', { conversationId: id, kind: 'viewing' });
    const toBoss = nextPresence(boss);
    ann.emit('presence', { conversationId: id, kind: 'typing' });
    expect(await toBoss).toMatchObject({ userId: people.ann!.id, kind: 'typing' });
    expect(bossGot).toHaveLength(1);
    const toAnn = nextPresence(ann);
    boss.emit('presence', { conversationId: id, kind: 'viewing' });
    expect(await toAnn).toMatchObject({ userId: people.boss!.id, userName: 'boss' });
    expect(benGot).toEqual([]);
  });

  it("drops malformed signals and another workspace's conversation", async () => {
    const mine = await conversation(people.boss!.workspaceId);
    const theirs = await conversation(people.stranger!.workspaceId);
    const [ann, stranger] = await Promise.all([open('ann'), open('stranger')]);
    const strangerGot = received(stranger);
    const annGot = received(ann);
    stranger.emit('presence', { conversationId: mine, kind: 'typing' });
    stranger.emit('presence', { conversationId: theirs, kind: 'shouting' });
    stranger.emit('presence', 'typing');
    stranger.emit('presence', { conversationId: 'x', kind: 'typing' });
    const boss = await open('boss');
    const toAnn = nextPresence(ann);
    boss.emit('presence', { conversationId: mine, kind: 'viewing' });
    expect(await toAnn).toMatchObject({ userId: people.boss!.id });
    expect(annGot).toHaveLength(1);
    expect(strangerGot).toEqual([]);
  });

  it('tells the others that a viewer left when its socket goes', async () => {
    const id = await conversation(people.boss!.workspaceId);
    const [ann, ben] = await Promise.all([open('ann'), open('ben')]);
    const viewing = nextPresence(ben);
    ann.emit('presence', { conversationId: id, kind: 'viewing' });
    await viewing;
    const left = nextPresence(ben);
    ann.close();
    expect(await left).toEqual({ conversationId: id, userId: people.ann!.id, userName: 'ann', kind: 'left' });
  });
});
