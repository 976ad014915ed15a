// A limited Agent (beyond the plan's agent slots, http/agentSlots.ts) hears none of the workspace's events:
// the catch-up answers no event (its numbers still advance) and the socket joins no workspace room, while
// a member within the slots hears both. More slots lift it on the next call and the next connection.
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBilling } from '../modules/billing/service';
import { login, seedUser, xhr } from '../testing/harness';
import { eventsSince, latestSeq, seedTeam, type Team } from '../testing/team';
import { authenticateHandshake } from './socketAuth';

let t: Team;
let fourth: TestAgent;
beforeAll(async () => {
  // The default package has 3 agent slots: the Administrator and the two Agents fill them.
  t = await seedTeam('limitedrt');
  await seedUser(t.api, { email: 'fourth@limitedrt.test', workspaceId: t.ws, role: 'Agent', access: ['/app/ticket', '/app/chat'] });
  fourth = await login(t.api, 'fourth@limitedrt.test');
}, 60_000);
afterAll(() => t.api.close());

const rename = async (name: string) => expect((await xhr(t.admin, 'put', '/v2/api/workspace/settings', { name })).status).toBe(200);
const handshake = async (as: TestAgent) => authenticateHandshake(t.api.deps, (await as.get('/v2/api/auth')).body.user.jwt);

describe('a limited Agent and the realtime events', () => {
  it('catches up on no event of the workspace, while an Agent within the slots gets them', async () => {
    const since = await latestSeq(t.agent);
    await rename('Limited Realtime One');
    expect((await eventsSince(t.agent, since)).map((e) => e.type)).toContain('workspace updated');
    const limited = await fourth.get(`/v2/api/realtime/events?since=${since}`);
    expect(limited.status).toBe(200);
    expect(limited.body.data.events).toEqual([]);
    expect(limited.body.data.latest).toBeGreaterThan(since);
  });

  it('connects without joining the workspace (no workspace room, no presence), and joins it once a slot is bought', async () => {
    expect(await handshake(t.agent)).toMatchObject({ workspaceId: t.ws });
    expect(await handshake(fourth)).toMatchObject({ workspaceId: null, botid: null });
    await setBilling(t.api.deps, t.ws, { agents: 4 });
    expect(await handshake(fourth)).toMatchObject({ workspaceId: t.ws });
    const since = await latestSeq(fourth);
    await rename('Limited Realtime Two');
    expect((await eventsSince(fourth, since)).map((e) => e.type)).toContain('workspace updated');
  });
});
