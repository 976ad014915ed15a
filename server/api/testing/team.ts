// A workspace with an Administrator, two Agents and an outsider with a workspace of their own, all
// logged in: the cast of the inbox modules' api tests.
import type TestAgent from 'supertest/lib/agent';
import type { RealtimeWireEvent } from '../../../src/domain/realtimeEvents';
import { createTestApi, login, seedUser, type TestApi } from './harness';

export interface Team {
  api: TestApi;
  ws: string;
  otherWs: string;
  adminId: string;
  agentId: string;
  otherAgentId: string;
  outsiderId: string;
  admin: TestAgent;
  agent: TestAgent;
  otherAgent: TestAgent;
  outsider: TestAgent;
}

/** `name` tells the test's users apart (admin@name.test, agent@, agent2@, outsider@). */
export async function seedTeam(name: string): Promise<Team> {
  const api = await createTestApi();
  const admin = await seedUser(api, { email: `admin@${name}.test` });
  const agent = await seedUser(api, { email: `agent@${name}.test`, workspaceId: admin.workspaceId, role: 'Agent' });
  const other = await seedUser(api, { email: `agent2@${name}.test`, workspaceId: admin.workspaceId, role: 'Agent' });
  const outsider = await seedUser(api, { email: `outsider@${name}.test` });
  return {
    api,
    ws: admin.workspaceId,
    otherWs: outsider.workspaceId,
    adminId: admin.user.id,
    agentId: agent.user.id,
    otherAgentId: other.user.id,
    outsiderId: outsider.user.id,
    admin: await login(api, `admin@${name}.test`),
    agent: await login(api, `agent@${name}.test`),
    otherAgent: await login(api, `agent2@${name}.test`),
    outsider: await login(api, `outsider@${name}.test`),
  };
}

/** The newest event number the member can replay from. */
export async function latestSeq(as: TestAgent): Promise<number> {
  return (await as.get('/v2/api/realtime/events?since=0')).body.data.latest as number;
}

/** The events the member would replay after `since`. */
export async function eventsSince(as: TestAgent, since: number): Promise<RealtimeWireEvent[]> {
  return (await as.get(`/v2/api/realtime/events?since=${since}`)).body.data.events as RealtimeWireEvent[];
}
