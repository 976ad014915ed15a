import { sql } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { createUser } from '../workspaces/service';
import { daySpan } from '../../clock/workspaceClock';
import { todayCountsQuery } from './service';

const SUMMARY = '/v2/api/home/summary';
const ZERO = { unassigned: 0, new: 0, unsolved: 0, hold: 0, solved: 0 };

let api: TestApi;
let ws: { id: string; adminId: string; agentId: string };
let admin: TestAgent;
let agent: TestAgent;

const summary = async (as: TestAgent) => (await as.get(SUMMARY)).body.data.today;
const setClock = (iso: string) => {
  api.clock.now = new Date(iso);
};
async function ticket(as: TestAgent, body: object, status?: string) {
  const created = (await xhr(as, 'post', '/v2/api/tickets', body)).body.data;
  if (status) await xhr(as, 'post', `/v2/api/tickets/${created.id}/status`, { status });
  return created;
}

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@home.test' });
  const a = await seedUser(api, { email: 'agent@home.test', workspaceId: seeded.workspaceId, role: 'Agent' });
  ws = { id: seeded.workspaceId, adminId: seeded.user.id, agentId: a.user.id };
  admin = await login(api, 'admin@home.test');
  agent = await login(api, 'agent@home.test');
});
afterAll(() => api.close());

describe('GET /home/summary', () => {
  it('answers zero counts for a caller without tickets', async () => {
    const res = await agent.get(SUMMARY);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ result: 'success', data: { today: ZERO, day: api.clock.now.toISOString().slice(0, 10), timeZone: 'UTC' } });
  });

  it('counts the caller’s tickets created or changed today (a UTC workspace), by status', async () => {
    setClock('2026-03-04T10:00:00Z');
    const old = await ticket(admin, { subject: 'Yesterday', assigneeId: ws.agentId });
    await ticket(admin, { subject: 'Yesterday too', assigneeId: ws.agentId }, 'hold');
    setClock('2026-03-05T00:00:00Z');
    await ticket(admin, { subject: 'New today', assigneeId: ws.agentId });
    await ticket(admin, { subject: 'Open today', assigneeId: ws.agentId }, 'unsolved');
    await ticket(admin, { subject: 'Solved today', assigneeId: ws.agentId }, 'solved');
    await ticket(admin, { subject: 'The admin’s own', assigneeId: ws.adminId }, 'hold');
    await ticket(admin, { subject: 'Nobody’s' });
    setClock('2026-03-05T23:59:59Z');
    await xhr(agent, 'post', `/v2/api/tickets/${old.id}/status`, { status: 'solved' });

    expect(await summary(agent)).toEqual({ unassigned: 0, new: 1, unsolved: 1, hold: 0, solved: 2 });
    expect(await summary(admin)).toEqual({ ...ZERO, hold: 1 });

    setClock('2026-03-06T00:00:00Z');
    expect(await summary(agent)).toEqual(ZERO);
  });

  it('counts only the caller’s active workspace', async () => {
    const other = await seedUser(api, { email: 'other@home.test' });
    await createUser(api.deps, { email: 'spare@home.test', password: 'correct horse battery' });
    const otherAdmin = await login(api, 'other@home.test');
    await ticket(otherAdmin, { subject: 'Theirs', assigneeId: other.user.id });
    expect(await summary(otherAdmin)).toEqual({ ...ZERO, new: 1 });
    expect((await summary(admin)).new).toBe(0);
  });

  it('counts the workspace’s day in its time zone: across its midnight and its 23-hour spring day', async () => {
    setClock('2026-03-28T20:00:00Z');
    const berlin = await seedUser(api, { email: 'admin@berlin.test' });
    const berlinAgent = await seedUser(api, { email: 'agent@berlin.test', workspaceId: berlin.workspaceId, role: 'Agent' });
    const berlinAdmin = await login(api, 'admin@berlin.test');
    const asAgent = await login(api, 'agent@berlin.test');
    expect((await xhr(berlinAdmin, 'put', '/v2/api/workspace/time-zone', { timeZone: 'Europe/Berlin' })).status).toBe(200);
    const mine = { assigneeId: berlinAgent.user.id };

    setClock('2026-03-28T22:30:00Z'); // 23:30 on the 28th in Berlin
    await ticket(berlinAdmin, { subject: 'Late on the 28th', ...mine });
    setClock('2026-03-28T23:10:00Z'); // 00:10 on the 29th in Berlin, still the 28th in UTC
    await ticket(berlinAdmin, { subject: 'Just after midnight', ...mine }, 'unsolved');

    setClock('2026-03-28T23:30:00Z');
    const after = (await asAgent.get(SUMMARY)).body.data;
    expect(after).toEqual({ today: { ...ZERO, unsolved: 1 }, day: '2026-03-29', timeZone: 'Europe/Berlin' });

    setClock('2026-03-29T21:59:59Z'); // 23:59:59 CEST: the 29th had 23 hours
    expect(await summary(asAgent)).toEqual({ ...ZERO, unsolved: 1 });
    setClock('2026-03-29T22:00:00Z');
    expect((await asAgent.get(SUMMARY)).body.data).toEqual({ today: ZERO, day: '2026-03-30', timeZone: 'Europe/Berlin' });
  });

  it('answers 401 without a session and 403 without a workspace', async () => {
    expect((await api.request().get(SUMMARY)).status).toBe(401);
    const lonely = await login(api, 'spare@home.test');
    expect((await lonely.get(SUMMARY)).status).toBe(403);
  });

  it('reads through an index that starts with the workspace, never a sequential scan', async () => {
    // A handful of rows makes a sequential scan cheapest; with it priced out the planner shows which
    // index serves the query's conditions.
    // One transaction keeps the setting and the explain on one connection when the tests run on PostgreSQL.
    const text = await api.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain ${todayCountsQuery(api.deps.db, ws.id, ws.agentId, daySpan(api.clock.now, 'UTC'))}`);
      return (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    // Several indexes lead with workspace_id; on a near-empty table the planner may take any of them.
    expect(text).toMatch(/Index (Only )?Scan using tickets_\w+_idx|Bitmap Index Scan on tickets_\w+_idx/);
    expect(text).not.toContain('Seq Scan on tickets');
  });
});
