// A workspace for the tickets tests: an Administrator, two Agents and an outsider with a workspace of
// their own, all logged in; tickets written through insertTicket with the values a test needs.
import type TestAgent from 'supertest/lib/agent';
import type { RealtimeEvent } from '../../../../src/domain/api';
import { tickets } from '../../db/schema';
import { createTestApi, login, seedUser, type TestApi } from '../../testing/harness';
import { insertTicket, type TicketRow } from './repository';

export interface TicketWorld {
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

export async function ticketWorld(name: string): Promise<TicketWorld> {
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

/** A ticket straight into the table, numbered as the api numbers them; its one history line by the system. */
export function putTicket(world: TicketWorld, values: Partial<typeof tickets.$inferInsert> & { subject: string }): Promise<TicketRow> {
  const status = values.status ?? (values.assigneeId ? 'new' : 'unassigned');
  const now = world.api.deps.now();
  return insertTicket(world.api.deps.db, { workspaceId: world.ws, channel: 'WEBHOOK', createdAt: now, updatedAt: now, ...values, status }, null, {
    field: 'status',
    old: null,
    new: status,
  });
}

/** Moves the test clock on, so what happens next is recorded after what came before. */
export function tick(world: TicketWorld, ms = 1000): Date {
  world.api.clock.now = new Date(world.api.clock.now.getTime() + ms);
  return world.api.clock.now;
}

export async function latestSeq(as: TestAgent): Promise<number> {
  return (await as.get('/v2/api/realtime/events?since=0')).body.data.latest as number;
}

export async function eventsSince(as: TestAgent, since: number): Promise<RealtimeEvent[]> {
  return (await as.get(`/v2/api/realtime/events?since=${since}`)).body.data.events as RealtimeEvent[];
}
