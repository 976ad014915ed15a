import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_SOCKET_MESSAGE, type UnreadCounts } from '../../../src/domain/alerts';
import type { ChannelRow } from '../channels/connector';
import { setBilling } from '../modules/billing/service';
import { insertChannel } from '../modules/channels/repository';
import { ingestInbound } from '../modules/conversations/ingest';
import { login, seedUser, xhr, type TestApi } from '../testing/harness';
import { seedTeam, type Team } from '../testing/team';
import type { createPublisher } from './createPublisher';
import { connectSocket, serveWithSockets, type ClientSocket, type SocketApi } from './testSockets';

let team: Team;
let api: TestApi;
let served: SocketApi;
let hook: ChannelRow;
let chatOnly: TestAgent;
const opened: ClientSocket[] = [];

beforeAll(async () => {
  team = await seedTeam('unreadpush');
  api = team.api;
  Object.defineProperty(api.clock, 'now', { get: () => new Date() });
  served = await serveWithSockets(api.app, api.deps);
  (api.deps.realtime as ReturnType<typeof createPublisher>).attach(served.io);
  hook = await insertChannel(api.deps.db, { workspaceId: team.ws, type: 'WEBHOOK', name: 'Hook', settings: { url: 'http://127.0.0.1:9/hook' } });
  await seedUser(api, { email: 'chatonly@unreadpush.test', workspaceId: team.ws, role: 'Agent', access: ['/home', '/app/chat'] });
  // A fourth member: the default package's 3 agent slots would leave them limited, hearing nothing.
  await setBilling(api.deps, team.ws, { agents: 4 });
  chatOnly = await login(api, 'chatonly@unreadpush.test');
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await served?.close();
  await api?.close();
});

/** A console's socket that records every count pushed to it. */
async function listen(as: TestAgent) {
  const jwt = (await xhr(as, 'get', '/v2/api/auth')).body.user.jwt as string;
  const socket = await connectSocket(served.url, jwt);
  opened.push(socket);
  const pushed: UnreadCounts[] = [];
  socket.on(UNREAD_SOCKET_MESSAGE, (counts: UnreadCounts) => pushed.push(counts));
  return { pushed, last: () => pushed.at(-1) };
}

const waitFor = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('unread counts pushed on the socket', () => {
  it("reaches every taker's sockets with their own counts when a new conversation arrives, in one push each", async () => {
    const agent = await listen(team.agent);
    const other = await listen(team.otherAgent);
    const narrow = await listen(chatOnly);
    await ingestInbound(api.deps, { channel: hook, externalContactId: 'first', text: 'Hello' });

    await waitFor(() => agent.last()?.chat === 1 && other.last()?.chat === 1 && narrow.last()?.chat === 1, 'counts of 1');
    expect(agent.last()).toEqual({ chat: 1, ticket: 1 });
    expect(narrow.last()).toEqual({ chat: 1, ticket: 0 });
    // The events of one new conversation (ticket, history, message, conversation) are counted together.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(agent.pushed.length).toBeLessThanOrEqual(2);
  });

  it("pushes a held conversation's new message to its assignee, not to the other agents", async () => {
    const { conversation } = await ingestInbound(api.deps, { channel: hook, externalContactId: 'second', text: 'Hi' });
    await xhr(team.admin, 'post', `/v2/api/conversations/${conversation.id}/assign`, { assigneeId: team.agentId });
    await xhr(team.agent, 'post', '/v2/api/alerts/read', { conversationId: conversation.id });
    const agent = await listen(team.agent);
    const other = await listen(team.otherAgent);
    await new Promise((resolve) => setTimeout(resolve, 100));

    await ingestInbound(api.deps, { channel: hook, externalContactId: 'second', text: 'Anyone?' });

    await waitFor(() => agent.pushed.length > 0, "the assignee's push");
    expect(agent.last()!.chat).toBe((await xhr(team.agent, 'get', '/v2/api/alerts')).body.data.unread.chat);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.pushed).toEqual([]);
  });
});
