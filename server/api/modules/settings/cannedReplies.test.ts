import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { uploads } from '../../db/schema';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../../testing/harness';

const GET = '/v2/api/setting/message/custom/get';
const CREATE = '/v2/api/setting/message/custom/create';
const UPDATE = '/v2/api/setting/message/custom/update';
const DELETE = '/v2/api/setting/message/custom/delete';

interface Side {
  admin: TestAgent;
  agent: TestAgent;
  other: TestAgent;
  agentId: string;
  workspaceId: string;
}

let api: TestApi;
let a: Side;
let b: Side;

async function side(name: string): Promise<Side> {
  const { workspaceId } = await seedUser(api, { email: `admin@${name}.test` });
  const { user } = await seedUser(api, { email: `agent@${name}.test`, workspaceId, role: 'Agent' });
  await seedUser(api, { email: `other@${name}.test`, workspaceId, role: 'Agent' });
  const [admin, agent, other] = await Promise.all(['admin', 'agent', 'other'].map((who) => login(api, `${who}@${name}.test`)));
  return { admin: admin!, agent: agent!, other: other!, agentId: user.id, workspaceId };
}

async function lastSeq(agent: TestAgent): Promise<number> {
  const events = (await agent.get('/v2/api/realtime/events?since=0')).body.data.events as { seq: number }[];
  return events.at(-1)?.seq ?? 0;
}

/** The 'custom message' events this member receives after `since`. */
async function received(agent: TestAgent, since: number) {
  const events = (await agent.get(`/v2/api/realtime/events?since=${since}`)).body.data.events as { type: string; payload: { customMessages: { shortcut: string }[] }; sendTo: string[] | null }[];
  return events.filter((e) => e.type === 'custom message');
}

const shortcuts = (list: { shortcut: string }[]) => list.map((m) => m.shortcut);

async function upload(workspaceId: string, fileName: string): Promise<string> {
  const [row] = await api.deps.db.insert(uploads).values({ workspaceId, fileName, contentType: 'image/png', size: 10, storagePath: `x/${fileName}` }).returning();
  return row!.id;
}

beforeAll(async () => {
  api = await createTestApi();
  a = await side('canned-a');
  b = await side('canned-b');
});
afterAll(() => api.close());

describe('personal canned replies', () => {
  it('an Agent keeps their own: only they see it, and only they receive its event', async () => {
    const since = await lastSeq(a.admin);
    await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'hello', message: 'Hello!' });
    const created = await xhr(a.agent, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'mine', message: 'My own words', personal: true });
    expect(created.status).toBe(200);
    expect(shortcuts(created.body.data)).toEqual(['hello', 'mine']);
    expect(created.body.data[1]).toMatchObject({ ownerId: a.agentId, attachments: [] });

    expect(shortcuts((await xhr(a.agent, 'post', GET, { workspace: a.workspaceId })).body.data)).toEqual(['hello', 'mine']);
    expect(shortcuts((await xhr(a.admin, 'post', GET, { workspace: a.workspaceId })).body.data)).toEqual(['hello']);
    expect(shortcuts((await xhr(a.other, 'post', GET, { workspace: a.workspaceId })).body.data)).toEqual(['hello']);

    // The shared change reaches everyone with the shared list; the personal one its owner only, with all they see.
    const toAgent = await received(a.agent, since);
    expect(toAgent.map((e) => [e.sendTo, shortcuts(e.payload.customMessages)])).toEqual([
      [null, ['hello']],
      [[a.agentId], ['hello', 'mine']],
    ]);
    for (const member of [a.admin, a.other]) {
      const events = await received(member, since);
      expect(events.map((e) => shortcuts(e.payload.customMessages))).toEqual([['hello']]);
    }
  });

  it('nobody else may change or delete it: it does not exist for them (404)', async () => {
    const mine = (await xhr(a.agent, 'post', GET, { workspace: a.workspaceId })).body.data.find((m: { shortcut: string }) => m.shortcut === 'mine');
    for (const member of [a.admin, a.other]) {
      expect((await xhr(member, 'post', UPDATE, { workspace: a.workspaceId, id: mine.id, shortcut: 'mine', message: 'x' })).status).toBe(404);
      expect((await xhr(member, 'post', DELETE, { workspace: a.workspaceId, id: mine.id })).status).toBe(404);
    }
    const edited = await xhr(a.agent, 'post', UPDATE, { workspace: a.workspaceId, id: mine.id, shortcut: 'mine2', message: 'Edited' });
    expect(edited.body.data).toContainEqual(expect.objectContaining({ id: mine.id, shortcut: 'mine2', message: 'Edited', ownerId: a.agentId }));
    expect(shortcuts((await xhr(a.agent, 'post', DELETE, { workspace: a.workspaceId, id: mine.id })).body.data)).toEqual(['hello']);
  });

  it('an Agent may not create, change or delete a shared one', async () => {
    const shared = (await xhr(a.admin, 'post', GET, { workspace: a.workspaceId })).body.data[0];
    for (const [url, body] of [
      [CREATE, { shortcut: 'team', message: 'x' }],
      [CREATE, { shortcut: 'team', message: 'x', personal: false }],
      [UPDATE, { id: shared.id, shortcut: 'hello', message: 'changed' }],
      [DELETE, { id: shared.id }],
    ] as const) {
      const res = await xhr(a.agent, 'post', url, { workspace: a.workspaceId, ...body });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ result: 'error', code: 'ADMINISTRATOR_ONLY', message: 'Only an Administrator can change the shared canned replies.' });
    }
    expect((await xhr(a.admin, 'post', GET, { workspace: a.workspaceId })).body.data).toEqual([shared]);
  });

  it('a shortcut is unique in the workspace, personal ones included', async () => {
    await xhr(a.other, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'private', message: 'x', personal: true });
    const clash = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'PRIVATE', message: 'y' });
    expect(clash.body).toEqual({ result: 'error', code: 'REFUSED', message: 'This shortcut is already used.' });
  });
});

describe('attachments', () => {
  it('takes uploads of the workspace, answers them as files, and keeps them on an update without the field', async () => {
    const logo = await upload(a.workspaceId, 'logo.png');
    const res = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'logo', message: 'Our logo', attachmentIds: [logo] });
    const reply = res.body.data.find((m: { shortcut: string }) => m.shortcut === 'logo');
    expect(reply.attachments).toEqual([{ id: logo, name: 'logo.png', mime: 'image/png', size: 10, url: expect.stringContaining(logo) }]);
    const kept = await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id: reply.id, shortcut: 'logo', message: 'Still our logo' });
    expect(kept.body.data.find((m: { id: string }) => m.id === reply.id).attachments).toHaveLength(1);
    const emptied = await xhr(a.admin, 'post', UPDATE, { workspace: a.workspaceId, id: reply.id, shortcut: 'logo', message: 'No file', attachmentIds: [] });
    expect(emptied.body.data.find((m: { id: string }) => m.id === reply.id).attachments).toEqual([]);
  });

  it('refuses another workspace’s upload, too many files and ids that are not ids, storing nothing', async () => {
    const theirs = await upload(b.workspaceId, 'b.png');
    const ours = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => upload(a.workspaceId, `${n}.png`)));
    for (const [attachmentIds, text] of [
      [[theirs], 'Unknown file'],
      [ours, 'At most 5 files'],
      [['nope'], 'attachmentIds must be a list of file ids'],
      ['x', 'attachmentIds must be a list of file ids'],
    ] as const) {
      const res = await xhr(a.admin, 'post', CREATE, { workspace: a.workspaceId, shortcut: 'files', message: 'x', attachmentIds });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ attachmentIds: text });
    }
    expect(shortcuts((await xhr(a.admin, 'post', GET, { workspace: a.workspaceId })).body.data)).not.toContain('files');
  });
});

describe('the audit log', () => {
  it('records each change with who made it, before and after', async () => {
    const created = await xhr(b.admin, 'post', CREATE, { workspace: b.workspaceId, shortcut: 'audit', message: 'One' });
    const id = created.body.data[0].id as string;
    await xhr(b.admin, 'post', UPDATE, { workspace: b.workspaceId, id, shortcut: 'audit', message: 'Two' });
    await xhr(b.admin, 'post', DELETE, { workspace: b.workspaceId, id });
    // A refused change records nothing.
    await xhr(b.agent, 'post', CREATE, { workspace: b.workspaceId, shortcut: 'nope', message: 'x' });
    const lines = await api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, b.workspaceId), eq(auditLog.targetType, 'canned-reply')));
    expect(lines.map((l) => [l.action, l.targetLabel, l.actorName, l.before, l.after])).toEqual([
      ['canned-reply.created', 'audit', 'admin', null, { shortcut: 'audit', message: 'One', shared: true, attachments: [] }],
      ['canned-reply.changed', 'audit', 'admin', { shortcut: 'audit', message: 'One', shared: true, attachments: [] }, { shortcut: 'audit', message: 'Two', shared: true, attachments: [] }],
      ['canned-reply.removed', 'audit', 'admin', { shortcut: 'audit', message: 'Two', shared: true, attachments: [] }, null],
    ]);
  });
});
