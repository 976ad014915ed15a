import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/adminSchema';
import { departments } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { seedTeam, type Team } from '../../testing/team';

let t: Team;
beforeAll(async () => {
  t = await seedTeam('skills');
});
afterAll(() => t.api.close());

const api = (path: string) => `/v2/api${path}`;
const call = (as: TestAgent, method: 'post' | 'put' | 'get', path: string, body?: unknown) => xhr(as, method, api(path), body);
const remove = (as: TestAgent, path: string) => as.delete(api(path)).set('X-Requested-With', 'XMLHttpRequest');
const create = async (name: string, as = t.admin, description?: string) => (await call(as, 'post', '/skills', { name, description })).body.data as { id: string; name: string };
const audits = (ws: string, action: string) => t.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, ws), eq(auditLog.action, action)));

describe('skills', () => {
  it('creates, lists by name, changes and deletes a skill, each audited', async () => {
    const spanish = await call(t.admin, 'post', '/skills', { name: '  Spanish ', description: ' Native speakers ' });
    expect(spanish.body).toEqual({ result: 'success', data: { id: expect.any(String), name: 'Spanish', description: 'Native speakers' } });
    await create('billing');
    const listed = await call(t.agent, 'get', '/skills');
    expect(listed.body.data.map((s: { name: string }) => s.name)).toEqual(['billing', 'Spanish']);

    const id = spanish.body.data.id as string;
    const changed = await call(t.admin, 'put', `/skills/${id}`, { name: 'Spanish (Spain)', description: '' });
    expect(changed.body.data).toEqual({ id, name: 'Spanish (Spain)', description: '' });
    expect(await audits(t.ws, 'skill.changed')).toMatchObject([{ targetId: id, before: { name: 'Spanish' }, after: { name: 'Spanish (Spain)' } }]);

    const removed = await remove(t.admin, `/skills/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((s: { name: string }) => s.name)).toEqual(['billing']);
    expect(await audits(t.ws, 'skill.created')).toHaveLength(2);
    expect(await audits(t.ws, 'skill.removed')).toMatchObject([{ targetId: id, targetLabel: 'Spanish (Spain)' }]);
    expect((await remove(t.admin, `/skills/${id}`)).status).toBe(404);
  });

  it('refuses a duplicate name whatever its case, a missing or long name, a long description', async () => {
    const vip = await create('VIP');
    const cases: [unknown, unknown, Record<string, string>][] = [
      [' vip ', undefined, { name: 'A skill with this name exists' }],
      ['  ', undefined, { name: 'Required' }],
      ['x'.repeat(61), undefined, { name: 'Max 60 characters' }],
      ['Ok', 'd'.repeat(301), { description: 'Max 300 characters' }],
    ];
    for (const [name, description, fields] of cases) {
      const res = await call(t.admin, 'post', '/skills', { name, description });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
    const renamed = await call(t.admin, 'put', `/skills/${vip.id}`, { name: 'BILLING' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields).toEqual({ name: 'A skill with this name exists' });
    // Its own name in another case is not a duplicate.
    expect((await call(t.admin, 'put', `/skills/${vip.id}`, { name: 'vip' })).body.data.name).toBe('vip');
  });

  it('lets only Administrators write, and keeps each workspace to its own skills', async () => {
    const mine = await create('Refunds');
    const theirs = await create('Theirs', t.outsider);
    for (const res of [
      await call(t.agent, 'post', '/skills', { name: 'Mine' }),
      await call(t.agent, 'put', `/skills/${mine.id}`, { name: 'Mine' }),
      await remove(t.agent, `/skills/${mine.id}`),
      await call(t.agent, 'put', `/skills/members/${t.agentId}`, { skills: [] }),
      await call(t.agent, 'put', '/skills/keyword-rules', []),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await call(t.admin, 'get', '/skills')).body.data.map((s: { name: string }) => s.name)).not.toContain('Theirs');
    expect((await call(t.admin, 'put', `/skills/${theirs.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await remove(t.admin, `/skills/${theirs.id}`)).status).toBe(404);
    expect((await remove(t.admin, '/skills/not-an-id')).status).toBe(404);
    expect((await call(t.outsider, 'get', '/skills')).body.data).toEqual([{ id: theirs.id, name: 'Theirs', description: '' }]);
  });
});

describe("agents' skills and keyword rules", () => {
  it('lists every member who may hold conversations with skills and capacity, and replaces one agent\'s skills', async () => {
    const skills = (await call(t.admin, 'get', '/skills')).body.data as { id: string; name: string }[];
    const [billing, refunds] = [skills.find((s) => s.name === 'billing')!, skills.find((s) => s.name === 'Refunds')!];
    const set = await call(t.admin, 'put', `/skills/members/${t.agentId}`, { skills: [{ skillId: refunds.id, level: 2 }, { skillId: billing.id, level: 5 }] });
    expect(set.body.data).toEqual({ skills: [{ skillId: billing.id, level: 5 }, { skillId: refunds.id, level: 2 }] });
    expect((await call(t.agent, 'get', `/skills/members/${t.agentId}`)).body.data).toEqual(set.body.data);

    const listed = (await call(t.agent, 'get', '/skills/members')).body.data as { userId: string; skills: unknown[]; capacity: number | null }[];
    expect(listed.map((m) => m.userId).sort()).toEqual([t.adminId, t.agentId, t.otherAgentId].sort());
    expect(listed.find((m) => m.userId === t.agentId)).toEqual({ userId: t.agentId, name: 'agent', skills: set.body.data.skills, capacity: null });
    expect(await audits(t.ws, 'member.skills-changed')).toMatchObject([{ targetId: t.agentId, before: [], after: set.body.data.skills }]);

    const theirs = (await call(t.outsider, 'get', '/skills')).body.data[0] as { id: string };
    const foreign = await call(t.admin, 'put', `/skills/members/${t.agentId}`, { skills: [{ skillId: theirs.id, level: 3 }, { skillId: billing.id, level: 6 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ 'skills.0.skillId': 'Not a skill of this workspace', 'skills.1.level': 'Choose a level from 1 to 5' });
    expect((await call(t.admin, 'put', `/skills/members/${t.outsiderId}`, { skills: [] })).status).toBe(404);
    expect((await call(t.admin, 'get', `/skills/members/${t.outsiderId}`)).status).toBe(404);
    // Replacing with none clears them.
    expect((await call(t.admin, 'put', `/skills/members/${t.otherAgentId}`, { skills: [] })).body.data).toEqual({ skills: [] });
  });

  it('keeps keyword rules in the order sent, with their ids, and checks them', async () => {
    const skills = (await call(t.admin, 'get', '/skills')).body.data as { id: string; name: string }[];
    const [billing, refunds] = [skills.find((s) => s.name === 'billing')!, skills.find((s) => s.name === 'Refunds')!];
    const first = await call(t.admin, 'put', '/skills/keyword-rules', [
      { skillId: refunds.id, keywords: ['refund', ' money back '] },
      { skillId: billing.id, keywords: ['invoice'] },
    ]);
    expect(first.body.data).toEqual([
      { id: expect.any(String), skillId: refunds.id, keywords: ['refund', 'money back'] },
      { id: expect.any(String), skillId: billing.id, keywords: ['invoice'] },
    ]);
    const [r1, r2] = first.body.data as { id: string }[];
    const swapped = await call(t.admin, 'put', '/skills/keyword-rules', [{ ...first.body.data[1], keywords: ['invoice', 'bill'] }, first.body.data[0]]);
    expect(swapped.body.data.map((r: { id: string }) => r.id)).toEqual([r2!.id, r1!.id]);
    expect((await call(t.agent, 'get', '/skills/keyword-rules')).body.data).toEqual(swapped.body.data);
    expect(await audits(t.ws, 'skill-keyword-rules.changed')).toHaveLength(2);

    const bad = await call(t.admin, 'put', '/skills/keyword-rules', [{ skillId: billing.id, keywords: [] }]);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'rules.0.keywords': 'Add at least one keyword' });
    expect((await call(t.admin, 'put', '/skills/keyword-rules', { nothing: true })).status).toBe(400);
    // Each workspace has its own rules.
    expect((await call(t.outsider, 'get', '/skills/keyword-rules')).body.data).toEqual([]);
  });

  it('deleting a skill takes it off agents, keyword rules, departments and channels', async () => {
    const skills = (await call(t.admin, 'get', '/skills')).body.data as { id: string; name: string }[];
    const billing = skills.find((s) => s.name === 'billing')!;
    const [department] = await t.api.deps.db.insert(departments).values({ workspaceId: t.ws, name: 'Accounts', skillId: billing.id }).returning();
    expect((await remove(t.admin, `/skills/${billing.id}`)).status).toBe(200);
    expect((await call(t.admin, 'get', `/skills/members/${t.agentId}`)).body.data.skills.map((s: { skillId: string }) => s.skillId)).not.toContain(billing.id);
    const rules = (await call(t.admin, 'get', '/skills/keyword-rules')).body.data as { skillId: string }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.skillId).not.toBe(billing.id);
    const [after] = await t.api.deps.db.select({ skillId: departments.skillId }).from(departments).where(eq(departments.id, department!.id));
    expect(after!.skillId).toBeNull();
  });
});
