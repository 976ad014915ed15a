import { and, eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_SETTINGS } from '../../../../src/domain/routing';
import { auditLog } from '../../db/adminSchema';
import { skills } from '../../db/calendarSchema';
import { departments } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

let w: ConversationWorld;
let skillId: string;
let foreignSkillId: string;
let departmentId: string;
beforeAll(async () => {
  w = await conversationWorld('routing-settings');
  const db = w.api.deps.db;
  const idOf = (rows: { id: string }[]) => rows[0]!.id;
  skillId = idOf(await db.insert(skills).values({ workspaceId: w.ws.id, name: 'Billing' }).returning());
  foreignSkillId = idOf(await db.insert(skills).values({ workspaceId: w.outsiderWs, name: 'Theirs' }).returning());
  departmentId = idOf(await db.insert(departments).values({ workspaceId: w.ws.id, name: 'Accounts' }).returning());
});
afterAll(() => w.api.close());

const put = (as: TestAgent, path: string, body: unknown) => xhr(as, 'put', `/v2/api${path}`, body);
const audits = (action: string) => w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, action)));

describe('routing settings', () => {
  it('answers the defaults to every member, saves a change over them with an audit line', async () => {
    expect((await w.agent.get('/v2/api/routing/settings')).body).toEqual({ result: 'success', data: DEFAULT_ROUTING_SETTINGS });
    const saved = await put(w.admin, '/routing/settings', { defaultMode: 'round-robin', defaultCapacity: 3, handBack: { aux: true }, auxReasons: ['Break', ' Coaching '] });
    const expected = { ...DEFAULT_ROUTING_SETTINGS, defaultMode: 'round-robin', defaultCapacity: 3, handBack: { aux: true, logout: false, deactivate: true }, auxReasons: ['Break', 'Coaching'] };
    expect(saved.body).toEqual({ result: 'success', data: expected });
    expect((await w.agent.get('/v2/api/routing/settings')).body.data).toEqual(expected);
    expect(await audits('routing-settings.changed')).toMatchObject([{ before: DEFAULT_ROUTING_SETTINGS, after: expected }]);
    // Another workspace keeps its own.
    expect((await w.outsider.get('/v2/api/routing/settings')).body.data).toEqual(DEFAULT_ROUTING_SETTINGS);
  });

  it('refuses wrong fields with 400 and an Agent with 403, changing nothing', async () => {
    const bad = await put(w.admin, '/routing/settings', { defaultCapacity: 101, auxReasons: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ defaultCapacity: 'Enter a whole number from 1 to 100', auxReasons: 'Keep at least one reason' });
    expect((await put(w.agent, '/routing/settings', { defaultCapacity: 9 })).status).toBe(403);
    expect((await w.admin.get('/v2/api/routing/settings')).body.data.defaultCapacity).toBe(3);
  });
});

describe("departments', channels' and agents' routing", () => {
  it("sets a department's mode and skill, shown on the department page", async () => {
    const set = await put(w.admin, `/routing/departments/${departmentId}`, { assignmentMode: 'skills', skillId });
    expect(set.body.data).toEqual({ id: departmentId, name: 'Accounts', assignmentMode: 'skills', skillId });
    const page = (await w.admin.get('/v2/api/departments/settings')).body.data;
    expect(page.departments.find((d: { id: string }) => d.id === departmentId)).toMatchObject({ assignmentMode: 'skills', skillId });
    // A field left out keeps its value; null needs no skill.
    expect((await put(w.admin, `/routing/departments/${departmentId}`, { assignmentMode: 'least-busy' })).body.data.skillId).toBe(skillId);
    expect((await put(w.admin, `/routing/departments/${departmentId}`, { skillId: null })).body.data).toMatchObject({ assignmentMode: 'least-busy', skillId: null });
    expect(await audits('department.routing-changed')).toHaveLength(3);

    const badMode = await put(w.admin, `/routing/departments/${departmentId}`, { assignmentMode: 'lottery' });
    expect(badMode.status).toBe(400);
    expect(Object.keys(badMode.body.fields)).toEqual(['assignmentMode']);
    const foreign = await put(w.admin, `/routing/departments/${departmentId}`, { skillId: foreignSkillId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ skillId: 'Not a skill of this workspace' });
    const [theirs] = await w.api.deps.db.insert(departments).values({ workspaceId: w.outsiderWs, name: 'Theirs' }).returning();
    expect((await put(w.admin, `/routing/departments/${theirs!.id}`, { assignmentMode: 'skills' })).status).toBe(404);
    expect((await put(w.agent, `/routing/departments/${departmentId}`, { assignmentMode: 'skills' })).status).toBe(403);
  });

  it("sets a channel's skill", async () => {
    const set = await put(w.admin, `/routing/channels/${w.hook.id}`, { skillId });
    expect(set.body.data).toEqual({ id: w.hook.id, name: 'Hook', skillId });
    const page = (await w.admin.get('/v2/api/departments/settings')).body.data;
    expect(page.channels.find((c: { id: string }) => c.id === w.hook.id).skillId).toBe(skillId);
    expect((await put(w.admin, `/routing/channels/${w.hook.id}`, { skillId: null })).body.data.skillId).toBeNull();
    expect(await audits('channel.skill-changed')).toHaveLength(2);
    expect((await put(w.admin, `/routing/channels/${w.hook.id}`, { skillId: foreignSkillId })).status).toBe(400);
    expect((await put(w.outsider, `/routing/channels/${w.hook.id}`, { skillId: null })).status).toBe(404);
  });

  it("sets an agent's capacity, or back to the workspace default", async () => {
    const set = await put(w.admin, `/routing/members/${w.ws.agentId}/capacity`, { capacity: 8 });
    expect(set.body.data).toEqual({ userId: w.ws.agentId, capacity: 8 });
    const listed = (await w.admin.get('/v2/api/skills/members')).body.data as { userId: string; capacity: number | null }[];
    expect(listed.find((m) => m.userId === w.ws.agentId)!.capacity).toBe(8);
    expect((await put(w.admin, `/routing/members/${w.ws.agentId}/capacity`, { capacity: null })).body.data.capacity).toBeNull();
    expect(await audits('member.capacity-changed')).toMatchObject([{ before: { capacity: null }, after: { capacity: 8 } }, { before: { capacity: 8 }, after: { capacity: null } }]);
    for (const capacity of [0, 101, 'many', undefined]) {
      const bad = await put(w.admin, `/routing/members/${w.ws.agentId}/capacity`, { capacity });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ capacity: 'Enter a whole number from 1 to 100' });
    }
    expect((await put(w.admin, `/routing/members/${w.outsiderId}/capacity`, { capacity: 2 })).status).toBe(404);
    expect((await put(w.agent, `/routing/members/${w.ws.agentId}/capacity`, { capacity: 2 })).status).toBe(403);
  });
});
