import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTimeZone } from '../../clock/repository';
import { auditLog } from '../../db/adminSchema';
import { SCHEDULED_JOBS } from '../../jobs/registry';
import { createJobRunner } from '../../jobs/scheduledJobs';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { PRODUCT_ACTOR, recordAudit } from './record';
import { AUDIT_CSV_HEADER } from './service';

const LIST = '/v2/api/audit-log';
const EXPORT = '/v2/api/audit-log/export';

let api: TestApi;
let workspaceId: string;
let otherWorkspaceId: string;
beforeAll(async () => {
  api = await createTestApi();
  ({ workspaceId } = await seedUser(api, { email: 'admin@audit.test' }));
  await seedUser(api, { email: 'agent@audit.test', workspaceId, role: 'Agent' });
  ({ workspaceId: otherWorkspaceId } = await seedUser(api, { email: 'other@audit.test' }));
  // Tokyo is 9 hours ahead of UTC: a change at 16:00 UTC is on the next day of this workspace.
  await saveTimeZone(api.deps.db, workspaceId, 'Asia/Tokyo');
});
afterAll(() => api.close());

const recordedFrom = new Date(Date.now() - 60_000);

/** Records a line as the product does, then dates it back (the column's default is the database's clock). */
async function line(at: string, action: string, fields: { actor?: string; label?: string; before?: unknown; after?: unknown; workspace?: string } = {}) {
  const ws = fields.workspace ?? workspaceId;
  await recordAudit(api.deps.db, ws, { id: null, name: fields.actor ?? 'Ana Admin' }, {
    action,
    targetType: action.split('.')[0]!,
    targetLabel: fields.label ?? '',
    before: fields.before,
    after: fields.after,
  });
  await api.deps.db
    .update(auditLog)
    .set({ createdAt: new Date(at) })
    .where(and(eq(auditLog.workspaceId, ws), eq(auditLog.action, action), gte(auditLog.createdAt, recordedFrom)));
}

const actions = (res: { body: { data: { items: { action: string }[] } } }) => res.body.data.items.map((item) => item.action);

describe('GET /audit-log', () => {
  beforeAll(async () => {
    await line('2026-03-01T10:00:00Z', 'channel.created', { label: 'Support chat', after: { name: 'Support chat' } });
    await line('2026-03-01T16:00:00Z', 'channel.renamed', { label: 'Help chat', before: { name: 'Support chat' }, after: { name: 'Help chat' } });
    await line('2026-03-02T10:00:00Z', 'workspace.renamed', { actor: 'Bea Boss', label: 'Acme', before: { name: 'Old Acme' }, after: { name: 'Acme' } });
    await line('2026-03-03T10:00:00Z', 'time-zone.changed', { label: 'Acme', before: { timeZone: 'UTC' }, after: { timeZone: 'Asia/Tokyo' } });
    await line('2026-03-04T10:00:00Z', 'channel.deleted', { actor: 'Bea Boss', label: '=HYPERLINK("x")' });
    await line('2026-03-04T11:00:00Z', 'channel.created', { label: 'Not ours', workspace: otherWorkspaceId });
  });

  it('pages the workspace’s lines newest first with a cursor, and never another workspace’s', async () => {
    const admin = await login(api, 'admin@audit.test');
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await xhr(admin, 'get', `${LIST}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(5);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...actions(res));
      cursor = res.body.data.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['channel.deleted', 'time-zone.changed', 'workspace.renamed', 'channel.renamed', 'channel.created']);
    const first = (await xhr(admin, 'get', `${LIST}?limit=1`)).body.data.items[0];
    expect(first).toMatchObject({ at: '2026-03-04T10:00:00.000Z', actor: { id: null, name: 'Bea Boss' }, targetType: 'channel', targetLabel: '=HYPERLINK("x")' });
    expect((await xhr(await login(api, 'other@audit.test'), 'get', LIST)).body.data.items.map((i: { targetLabel: string }) => i.targetLabel)).toEqual(['Not ours']);
  });

  it('searches the actor, the action, the target and the values, and filters by the workspace’s days', async () => {
    const admin = await login(api, 'admin@audit.test');
    const get = async (query: string) => actions(await xhr(admin, 'get', `${LIST}?${query}`));
    expect(await get('actor=bea')).toEqual(['channel.deleted', 'workspace.renamed']);
    expect(await get('action=channel')).toEqual(['channel.deleted', 'channel.renamed', 'channel.created']);
    expect(await get('action=channel.renamed')).toEqual(['channel.renamed']);
    expect(await get('q=help%20chat')).toEqual(['channel.renamed']);
    expect(await get('q=old%20acme')).toEqual(['workspace.renamed']);
    expect(await get('q=asia%2Ftokyo')).toEqual(['time-zone.changed']);
    expect(await get('q=100%25')).toEqual([]);
    // 16:00 UTC on March 1st is March 2nd in Tokyo.
    expect(await get('from=2026-03-01&to=2026-03-01')).toEqual(['channel.created']);
    expect(await get('from=2026-03-02&to=2026-03-02')).toEqual(['workspace.renamed', 'channel.renamed']);
    expect(await get('from=2026-03-03')).toEqual(['channel.deleted', 'time-zone.changed']);
  });

  it('answers 400 naming the field for a bad filter or cursor', async () => {
    const admin = await login(api, 'admin@audit.test');
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=nonsense', 'cursor'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
    ] as const) {
      const res = await xhr(admin, 'get', `${LIST}?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields), query).toEqual([field]);
    }
  });

  it('is refused to an Agent (403), the export too, and to nobody logged in (401)', async () => {
    const agent = await login(api, 'agent@audit.test');
    expect((await xhr(agent, 'get', LIST)).status).toBe(403);
    expect((await xhr(agent, 'get', EXPORT)).status).toBe(403);
    expect((await api.request().get(LIST)).status).toBe(401);
  });

  it('exports the lines the filters match as a CSV download, formulas kept as text', async () => {
    const admin = await login(api, 'admin@audit.test');
    const res = await admin.get(`${EXPORT}?actor=bea`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.split('\r\n')).toEqual([
      AUDIT_CSV_HEADER.join(','),
      `2026-03-04T10:00:00.000Z,Bea Boss,channel.deleted,channel,"'=HYPERLINK(""x"")",,,`,
      `2026-03-02T10:00:00.000Z,Bea Boss,workspace.renamed,workspace,Acme,,"{""name"":""Old Acme""}","{""name"":""Acme""}"`,
      '',
    ]);
    const all = await admin.get(EXPORT).buffer(true);
    expect(all.text.split('\r\n')).toHaveLength(5 + 2);
    expect(all.text).not.toContain('Not ours');
  });
});

describe('the prune-audit-log job', () => {
  it('deletes what is older than a year, in every workspace, and keeps the rest', async () => {
    api.clock.now = new Date('2027-03-02T12:00:00Z');
    await recordAudit(api.deps.db, otherWorkspaceId, PRODUCT_ACTOR, { action: 'setting.changed', targetType: 'setting' });
    const job = SCHEDULED_JOBS.find((entry) => entry.name === 'prune-audit-log')!;
    expect(await createJobRunner(api.deps, [job]).runDue()).toEqual(['prune-audit-log']);
    const left = await api.deps.db.select({ action: auditLog.action, at: auditLog.createdAt }).from(auditLog);
    // A year before 2027-03-02T12:00Z: the lines of March 2026 from the 2nd at 12:00 on stay.
    expect(left.map((row) => row.action).sort()).toEqual(['channel.created', 'channel.deleted', 'setting.changed', 'time-zone.changed']);
  });
});
