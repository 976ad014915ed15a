import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { auditLog } from '../../db/adminSchema';
import { tickets } from '../../db/inboxSchema';
import { xhr } from '../../testing/harness';
import { eventsSince, latestSeq } from '../../testing/team';
import { conversationWorld, type ConversationWorld } from '../conversations/testWorld';

let w: ConversationWorld;
beforeAll(async () => {
  w = await conversationWorld('department-admin');
});
afterAll(() => w.api.close());

const call = (as: TestAgent, method: 'post' | 'put' | 'get', url: string, body?: unknown) => xhr(as, method, `/v2/api${url}`, body);
const create = async (name: string, as = w.admin) => (await call(as, 'post', '/departments', { name })).body.data as { id: string; name: string };
const settings = async () => (await w.admin.get('/v2/api/departments/settings')).body.data as {
  departments: { id: string; name: string; memberIds: string[]; isDefault: boolean }[];
  channels: { id: string; name: string; defaultDepartmentId: string | null }[];
};
const audits = (action: string) =>
  w.api.deps.db.select().from(auditLog).where(and(eq(auditLog.workspaceId, w.ws.id), eq(auditLog.action, action)));
const departmentEvents = async (since: number) => (await eventsSince(w.agent, since)).filter((e) => e.type === 'departments changed');

describe('the department page api', () => {
  it('renames a department: audited, announced to every member, refused for a duplicate or bad name', async () => {
    const support = await create('Support');
    await create('Billing');
    const since = await latestSeq(w.agent);
    const renamed = await call(w.admin, 'put', `/departments/${support.id}`, { name: ' Customer care ' });
    expect(renamed.body).toEqual({ result: 'success', data: { id: support.id, name: 'Customer care' } });
    const events = await departmentEvents(since);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.departments).toEqual([
      { id: expect.any(String), name: 'Billing' },
      { id: support.id, name: 'Customer care' },
    ]);
    expect(await audits('department.renamed')).toMatchObject([{ targetId: support.id, before: { name: 'Support' }, after: { name: 'Customer care' } }]);

    const duplicate = await call(w.admin, 'put', `/departments/${support.id}`, { name: 'BILLING' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fields).toEqual({ name: 'A department with this name already exists.' });
    for (const [name, message] of [['  ', 'Required'], ['x'.repeat(81), 'Max 80 characters'], [7, 'Enter text']] as const) {
      const bad = await call(w.admin, 'put', `/departments/${support.id}`, { name });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ name: message });
    }
    // Its own name in another case is not a duplicate.
    expect((await call(w.admin, 'put', `/departments/${support.id}`, { name: 'customer CARE' })).status).toBe(200);
    expect((await settings()).departments.map((d) => d.name)).toEqual(['Billing', 'customer CARE']);
  });

  it('keeps a default department and members, and refuses an Agent and another workspace', async () => {
    const { departments } = await settings();
    const [billing, care] = departments;
    // The oldest is the default until an Administrator chooses another.
    expect(departments.find((d) => d.isDefault)?.name).toBe('customer CARE');
    const chosen = await call(w.admin, 'put', '/departments/default', { departmentId: billing!.id });
    expect(chosen.body.data.departments.find((d: { isDefault: boolean }) => d.isDefault).id).toBe(billing!.id);
    expect(await audits('department.default-changed')).toHaveLength(1);

    const since = await latestSeq(w.agent);
    const added = await call(w.admin, 'post', `/departments/${care!.id}/members`, { userId: w.ws.agentId });
    expect(added.body.data.departments.find((d: { id: string }) => d.id === care!.id).memberIds).toEqual([w.ws.agentId]);
    await call(w.admin, 'post', `/departments/${care!.id}/members`, { userId: w.ws.agentId });
    expect((await settings()).departments.find((d) => d.id === care!.id)!.memberIds).toEqual([w.ws.agentId]);
    expect(await audits('department.member-added')).toHaveLength(1);
    expect(await departmentEvents(since)).toHaveLength(1);
    const stranger = await call(w.admin, 'post', `/departments/${care!.id}/members`, { userId: w.outsiderId });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toEqual({ userId: 'This person is not a member of your workspace.' });
    await call(w.admin, 'post', `/departments/${care!.id}/members/remove`, { userId: w.ws.agentId });
    expect((await settings()).departments.find((d) => d.id === care!.id)!.memberIds).toEqual([]);

    const refused = [
      call(w.agent, 'get', '/departments/settings'),
      call(w.agent, 'put', `/departments/${care!.id}`, { name: 'Mine' }),
      call(w.agent, 'post', `/departments/${care!.id}/remove`, { moveTo: billing!.id }),
      call(w.agent, 'post', `/departments/${care!.id}/members`, { userId: w.ws.agentId }),
      call(w.agent, 'put', '/departments/default', { departmentId: care!.id }),
      call(w.agent, 'put', `/departments/channels/${w.hook.id}`, { departmentId: care!.id }),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(403);
    // The outsider is an Administrator of their own workspace: this one's ids do not exist for them.
    const mine = await create('Theirs', w.outsider);
    expect((await call(w.outsider, 'put', `/departments/${care!.id}`, { name: 'Hijack' })).status).toBe(404);
    expect((await call(w.outsider, 'post', `/departments/${care!.id}/remove`, { moveTo: mine.id })).status).toBe(404);
    expect((await call(w.outsider, 'post', `/departments/${care!.id}/members`, { userId: w.outsiderId })).status).toBe(404);
    expect((await call(w.outsider, 'put', `/departments/channels/${w.hook.id}`, { departmentId: null })).status).toBe(404);
    expect((await call(w.admin, 'put', `/departments/channels/${w.hook.id}`, { departmentId: mine.id })).body.fields).toEqual({
      departmentId: 'There is no such department in this workspace.',
    });
    expect((await settings()).departments.map((d) => d.name)).toEqual(['Billing', 'customer CARE']);
  });

  it("files a new conversation under its channel's default department, else the workspace's", async () => {
    const { departments } = await settings();
    const [billing, care] = departments;
    const set = await call(w.admin, 'put', `/departments/channels/${w.line.id}`, { departmentId: care!.id });
    expect(set.body.data.channels.find((c: { id: string }) => c.id === w.line.id).defaultDepartmentId).toBe(care!.id);
    expect(await audits('channel.default-department-changed')).toHaveLength(1);
    const onLine = await w.inbound(w.line, 'my invoice is wrong');
    const onHook = await w.inbound(w.hook, 'hello there');
    const departmentOf = async (conversationId: string) =>
      (await w.api.deps.db.select({ d: tickets.departmentId }).from(tickets).where(eq(tickets.conversationId, conversationId)))[0]?.d;
    expect(await departmentOf(onLine.conversation.id)).toBe(care!.id);
    expect(await departmentOf(onHook.conversation.id)).toBe(billing!.id);
    // The ticket list shows it too.
    const ticket = (await call(w.admin, 'get', `/tickets?q=invoice`)).body.data;
    expect(JSON.stringify(ticket)).toContain(care!.id);
    await call(w.admin, 'put', `/departments/channels/${w.line.id}`, { departmentId: null });
    expect(await departmentOf((await w.inbound(w.line, 'again, new person')).conversation.id)).toBe(billing!.id);
  });

  it('removes a department, moving its tickets, conversations and channel defaults in one change', async () => {
    const { departments } = await settings();
    const [billing, care] = departments;
    await call(w.admin, 'put', `/departments/channels/${w.line.id}`, { departmentId: care!.id });
    const careTickets = await w.api.deps.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.departmentId, care!.id));
    expect(careTickets.length).toBeGreaterThan(0);

    const itself = await call(w.admin, 'post', `/departments/${care!.id}/remove`, { moveTo: care!.id });
    expect(itself.status).toBe(400);
    expect(itself.body.fields).toEqual({ moveTo: 'Choose another department to move its tickets and conversations to.' });
    const theDefault = await call(w.admin, 'post', `/departments/${billing!.id}/remove`, { moveTo: care!.id });
    expect(theDefault.status).toBe(409);
    expect(theDefault.body.message).toBe('The default department cannot be removed: make another department the default first.');
    const outsiders = await create('Elsewhere', w.outsider);
    expect((await call(w.admin, 'post', `/departments/${care!.id}/remove`, { moveTo: outsiders.id })).body.fields).toEqual({
      moveTo: 'There is no such department in this workspace.',
    });

    const since = await latestSeq(w.agent);
    const removed = await call(w.admin, 'post', `/departments/${care!.id}/remove`, { moveTo: billing!.id });
    expect(removed.body).toEqual({ result: 'success', data: { movedTickets: careTickets.length } });
    for (const { id } of careTickets) {
      expect((await w.api.deps.db.select({ d: tickets.departmentId }).from(tickets).where(eq(tickets.id, id)))[0]!.d).toBe(billing!.id);
    }
    const after = await settings();
    expect(after.departments.map((d) => d.name)).toEqual(['Billing']);
    expect(after.channels.find((c) => c.id === w.line.id)!.defaultDepartmentId).toBe(billing!.id);
    expect((await departmentEvents(since)).map((e) => e.payload.departments)).toEqual([[{ id: billing!.id, name: 'Billing' }]]);
    expect(await audits('department.removed')).toMatchObject([{ targetLabel: 'customer CARE', after: { movedTo: { id: billing!.id }, tickets: careTickets.length } }]);

    const last = await call(w.admin, 'post', `/departments/${billing!.id}/remove`, { moveTo: billing!.id });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A workspace keeps at least one department: create another before removing this one.');
  });
});
