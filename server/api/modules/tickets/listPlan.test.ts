// Which indexes the list's queries use, on a workspace large enough (3,000 tickets, analyzed) for the
// planner to choose as it does on a real inbox. Sequential scans are priced out as in home.test.ts so a
// plan names the index that serves the query's conditions.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, seedUser, type TestApi } from '../../testing/harness';
import { countQuery, mergedCountQuery } from './listCount';
import { bandQuery } from './listPage';
import { parseTicketListQuery } from './listQuery';
import type { Visibility } from './listSql';

let api: TestApi;
let ws: string;
let agentId: string;

beforeAll(async () => {
  api = await createTestApi();
  const admin = await seedUser(api, { email: 'admin@plan.test' });
  ws = admin.workspaceId;
  agentId = (await seedUser(api, { email: 'agent@plan.test', workspaceId: ws, role: 'Agent' })).user.id;
  await api.deps.db.execute(sql`
    insert into tickets (workspace_id, number, subject, status, priority, channel, assignee_id, created_at, updated_at)
    select ${ws}, g, (array['Printer on fire', 'Refund request', 'Parcel lost', 'Invoice wrong'])[1 + g % 4] || ' ' || g,
      (array['unassigned', 'new', 'unsolved', 'hold', 'solved'])[1 + g % 5], (array['low', 'medium', 'high', 'urgent'])[1 + g % 4],
      (array['WEBHOOK', 'LINE', 'EMAIL'])[1 + g % 3], case when g % 3 = 0 then ${agentId}::uuid end,
      now() - g * interval '1 hour', now() - g * interval '1 hour'
    from generate_series(1, 3000) g`);
  // Statistics and the visibility map, as a maintained database has them (index-only scans need the latter).
  await api.deps.db.execute(sql`vacuum analyze tickets`);
}, 60_000);
afterAll(() => api.close());

async function plan(query: Record<string, unknown>, visibility: Visibility = { kind: 'all' }) {
  const request = parseTicketListQuery(query, 'UTC');
  const db = api.deps.db;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explain = async (q: SQLWrapper) =>
      ((await tx.execute(sql`explain ${q}`)) as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    return {
      page: await explain(bandQuery(db, ws, visibility, request, { limit: 51 })),
      count: await explain(countQuery(db, ws, visibility, request.filter, true)),
      merged: await explain(mergedCountQuery(db, ws, visibility, request.filter)),
    };
  });
}

describe('ticket list plans', () => {
  it('walks tickets_created_idx in order for the first page of the default sort, without sorting', async () => {
    for (const visibility of [{ kind: 'all' }, { kind: 'agent', userId: agentId }] as Visibility[]) {
      const { page } = await plan({}, visibility);
      expect(page).toMatch(/Index Scan using tickets_created_idx on tickets/);
      expect(page).not.toMatch(/Sort/);
    }
    expect((await plan({ sort: 'oldest' })).page).toMatch(/Index Scan Backward using tickets_created_idx/);
    expect((await plan({ sort: 'updated' })).page).toMatch(/Index Scan using tickets_updated_idx/);
  });

  it('finds searched tickets through tickets_search_idx', async () => {
    const { page, count } = await plan({ q: 'printer 12' });
    expect(page).toMatch(/Bitmap Index Scan on tickets_search_idx/);
    expect(count).toMatch(/Bitmap Index Scan on tickets_search_idx/);
  });

  it('counts from an index alone and finds merged tickets under (workspace, no assignee, solved)', async () => {
    const { count, merged } = await plan({});
    expect(count).toMatch(/Index Only Scan using tickets_\w+_idx/);
    expect(merged).toMatch(/(Index Scan using|Bitmap Index Scan on) tickets_assignee_idx/);
    expect(merged).toMatch(/Index Cond: .*assignee_id IS NULL\) AND \(status = 'solved'::text\)/);
  });
});
