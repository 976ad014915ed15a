// The workspace data export (issue 13): started by an Administrator (202), built in the background in
// chunks with its progress pushed to the Administrators, zipped into the upload store as JSON lines and
// CSV per part, downloaded through a signed expiring link. Agents and other workspaces are refused.
import type TestAgent from 'supertest/lib/agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_EXPORT_AT_A_TIME, type WorkspaceExport } from '../../../../src/domain/workspaceExport';
import { auditLog } from '../../db/adminSchema';
import { messages } from '../../db/inboxSchema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { createExportWorker } from './worker';
import { seedExportWorld, type ExportWorld } from './testWorld';
import { parseCsv, readZip } from './testZip';

let api: TestApi;
let admin: TestAgent;
let agent: TestAgent;
let outsider: TestAgent;
let world: ExportWorld;

beforeAll(async () => {
  api = await createTestApi();
  const seeded = await seedUser(api, { email: 'admin@exports.test', workspaceName: 'Acme' });
  await seedUser(api, { email: 'agent@exports.test', workspaceId: seeded.workspaceId, role: 'Agent' });
  const other = await seedUser(api, { email: 'outsider@exports.test' });
  world = await seedExportWorld(api.deps.db, seeded.workspaceId, other.workspaceId);
  admin = await login(api, 'admin@exports.test');
  agent = await login(api, 'agent@exports.test');
  outsider = await login(api, 'outsider@exports.test');
});
afterAll(() => api.close());

const start = (as: TestAgent) => xhr(as, 'post', '/v2/api/workspace/exports');
const link = (as: TestAgent, id: string) => xhr(as, 'post', `/v2/api/workspace/exports/${id}/link`);
const download = (as: TestAgent, url: string) => as.get(url).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

async function builtExport(): Promise<WorkspaceExport> {
  const started = await start(admin);
  expect(started.status).toBe(202);
  // Small chunks: every part is read in several queries, as a large workspace is.
  await createExportWorker(api.deps, { chunkRows: 2 }).runOnce();
  const list = (await xhr(admin, 'get', '/v2/api/workspace/exports')).body.data as WorkspaceExport[];
  return list.find((e) => e.id === started.body.data.id)!;
}

describe('workspace export', () => {
  let done: WorkspaceExport;
  let files: Map<string, string>;

  it('starts at once (202, queued), refuses a second start while one is under way (409), and pushes its progress to the Administrators', async () => {
    const since = await latestSeq(admin);
    const agentSince = await latestSeq(agent);
    const started = await start(admin);
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: 'queued', progress: 0, requestedBy: { name: 'admin' }, size: null });
    const again = await start(admin);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ result: 'error', code: 'CONFLICT', message: ONE_EXPORT_AT_A_TIME });
    expect(await createExportWorker(api.deps, { chunkRows: 2 }).runOnce()).toBe(1);
    const events = (await eventsSince(admin, since)).filter((e) => e.type === 'export progress');
    const states = events.map((e) => (e.payload.export as WorkspaceExport).status);
    expect(states[0]).toBe('queued');
    expect(states).toContain('running');
    expect(states.at(-1)).toBe('done');
    const progress = events.map((e) => (e.payload.export as WorkspaceExport).progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect((await eventsSince(agent, agentSince)).filter((e) => e.type === 'export progress')).toEqual([]);
    done = (await xhr(admin, 'get', '/v2/api/workspace/exports')).body.data[0] as WorkspaceExport;
    expect(done).toMatchObject({ id: started.body.data.id, status: 'done', progress: 100 });
    expect(done.size).toBeGreaterThan(0);
    expect(new Date(done.expiresAt!).getTime() - new Date(done.finishedAt!).getTime()).toBe(7 * 24 * 3600_000);
  });

  it('downloads through a signed link a zip of every part as JSON lines and CSV, matching the database', async () => {
    const answer = await link(admin, done.id);
    expect(answer.status).toBe(200);
    const res = await download(admin, answer.body.data.url as string);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''workspace-export-\d{4}-\d{2}-\d{2}\.zip$/);
    files = readZip(res.body as Buffer);
    for (const part of ['contacts', 'conversations', 'messages', 'notes', 'tickets', 'ticket_history', 'members', 'departments', 'channels']) {
      expect(files.has(`${part}.jsonl`) && files.has(`${part}.csv`)).toBe(true);
    }
    const jsonl = (part: string) => files.get(`${part}.jsonl`)!.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const dbMessages = await api.deps.db.select().from(messages).where(eq(messages.workspaceId, world.workspaceId));
    expect(jsonl('messages')).toHaveLength(dbMessages.length);
    expect(done.counts).toEqual(world.counts);
    for (const [part, count] of Object.entries(world.counts)) {
      expect(jsonl(part)).toHaveLength(count);
      expect(parseCsv(files.get(`${part}.csv`)!)).toHaveLength(count + 1);
    }
    const first = dbMessages.find((m) => m.id === world.trickyMessageId)!;
    expect(jsonl('messages').find((m) => m.id === first.id)).toMatchObject({ text: first.text, conversation_id: first.conversationId, created_at: first.createdAt.toISOString() });
    expect(jsonl('tickets')[0]).toMatchObject({ subject: expect.any(String), tags: expect.any(Array) });
    expect(JSON.parse(files.get('manifest.json')!)).toMatchObject({ exportId: done.id, counts: world.counts });
    // No other workspace's rows.
    expect(files.get('contacts.jsonl')).not.toContain('Other workspace');
  });

  it('writes CSV a spreadsheet reads safely: quoted, formulas neutralised, no secret of members', () => {
    const contacts = parseCsv(files.get('contacts.csv')!);
    const header = contacts[0]!;
    const byName = (name: string) => contacts.find((row) => row[header.indexOf('notes')] === name || row[header.indexOf('name')] === name);
    expect(byName(`'=HYPERLINK("http://evil.test","click")`)).toBeDefined();
    expect(byName('Smith, "Jo"\nsecond line')).toBeDefined();
    expect(files.get('contacts.csv')).toContain('"Smith, ""Jo""\nsecond line"');
    expect(byName(`'+33 1 23 45`)![header.indexOf('tags')]).toBe('vip; press');
    const messagesCsv = parseCsv(files.get('messages.csv')!);
    expect(messagesCsv.some((row) => row.includes(`'@SUM(1+1)`))).toBe(true);
    const members = files.get('members.jsonl')! + files.get('members.csv')!;
    expect(members).toContain('agent@exports.test');
    expect(members).not.toMatch(/password|hash|token|secret|\$scrypt|\$argon/i);
    expect(files.get('channels.jsonl')).not.toContain('test-secret');
  });

  it('records who started and who downloaded in the audit log', async () => {
    const lines = await api.deps.db.select().from(auditLog).where(eq(auditLog.workspaceId, world.workspaceId));
    const actions = lines.map((l) => l.action);
    expect(actions).toContain('workspace.export-started');
    expect(lines.find((l) => l.action === 'workspace.export-downloaded')).toMatchObject({ actorName: 'admin', after: { exportId: done.id } });
  });

  it('refuses a tampered or expired link (403, 410), an Agent (403) and another workspace (404)', async () => {
    const url = (await link(admin, done.id)).body.data.url as string;
    const tampered = await download(admin, url.replace(/signature=./, 'signature=A'));
    expect(tampered.status).toBe(403);
    expect(JSON.parse(tampered.body.toString()).message).toBe('This download link is not valid. Ask for a new one on the Workspace page.');
    const stretched = await download(admin, url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600_000}`));
    expect(stretched.status).toBe(403);
    const later = api.clock.now;
    api.clock.now = new Date(later.getTime() + 16 * 60_000);
    const expired = await download(admin, url);
    api.clock.now = later;
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.body.toString())).toEqual({ result: 'error', code: 'LINK_EXPIRED', message: 'This download link has expired. Ask for a new one on the Workspace page.' });
    for (const res of [await start(agent), await link(agent, done.id), await download(agent, url), await xhr(agent, 'get', '/v2/api/workspace/exports')]) {
      expect(res.status).toBe(403);
    }
    expect((await link(outsider, done.id)).status).toBe(404);
    expect((await download(outsider, url)).status).toBe(404);
    expect((await xhr(outsider, 'get', '/v2/api/workspace/exports')).body.data).toEqual([]);
    expect((await link(admin, 'not-an-id')).status).toBe(404);
  });

  it('starts another once the last is done', async () => {
    const next = await builtExport();
    expect(next.status).toBe('done');
  });
});
