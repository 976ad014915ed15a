// Tickets, departments and members: another workspace's ids answer 404 and nothing of them; an Agent
// reads no colleague's ticket (404), changes none (403, as the tickets module documents), finds none in
// a list, and sees only themself among the members.
import { inArray } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceSettings } from '../db/schema';
import { xhr } from '../testing/harness';
import { A_MARK, OTHERS, buildWorld, idsOfA, ok, post, sendWebhook, type Person, type World } from './isolationWorld';

let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // Taking must be refused for what it is (someone else's ticket), not because it is turned off.
  await world.api.deps.db
    .update(workspaceSettings)
    .set({ ticket: { take: true } })
    .where(inArray(workspaceSettings.workspaceId, [world.a.workspaceId, world.b.workspaceId]));
}, 60_000);
afterAll(() => world?.api.close());

type Method = 'get' | 'post' | 'delete';
type Call = [method: Method, url: string, body?: object];

function ticketChanges(id: string, self: string, intoId: string, departmentId: string): Call[] {
  return [
    ['post', `/tickets/${id}/status`, { status: 'hold' }],
    ['post', `/tickets/${id}/priority`, { priority: 'low' }],
    ['post', `/tickets/${id}/assign`, { assigneeId: self }],
    ['post', `/tickets/${id}/assign`, { assigneeId: null }],
    ['post', `/tickets/${id}/take`],
    ['post', `/tickets/${id}/department`, { departmentId }],
    ['post', `/tickets/${id}/department`, { departmentId: null }],
    ['post', `/tickets/${id}/tags`, { tags: ['taken'] }],
    ['post', `/tickets/${id}/notes`, { text: 'a note' }],
    ['post', `/tickets/${id}/merge`, { intoId }],
  ];
}

function call(who: TestAgent, [method, url, body]: Call) {
  const path = `/v2/api${url}`;
  if (method === 'delete') return who.delete(path).set('X-Requested-With', 'XMLHttpRequest');
  return xhr(who, method, path, body ?? (method === 'get' ? undefined : {}));
}

function expectNone(res: { text: string }, marks: string[], label: string) {
  for (const mark of marks) expect(res.text, `${label} carries ${mark}`).not.toContain(mark);
}

/** A ticket as A's Administrator reads it: refused calls must leave it exactly so. */
async function stateOf(id: string) {
  const detail = await ok<{ ticket: Record<string, unknown>; notes: unknown[]; history: unknown[] }>(world.a.admin.http.get(`/v2/api/tickets/${id}`));
  return { ticket: detail.ticket, notes: detail.notes.length, history: detail.history.length };
}

const ticketsOfA = () => [world.a.mine.ticketId, world.a.others.ticketId, world.a.open.ticketId, world.a.manual.ticketId];

describe('a member of workspace B naming A’s tickets', () => {
  const callers = (): [string, Person, number][] => [
    // An Agent meets the Administrator-only check of DELETE before the lookup.
    ['B’s Administrator', world.b.admin, 404],
    ['B’s Agent', world.b.agent, 403],
    ['A’s Agent working in B', world.both, 403],
  ];

  it('gets 404 and nothing of A from every ticket call, and A’s tickets stay as they were', async () => {
    const { a, b } = world;
    const before = await Promise.all(ticketsOfA().map(stateOf));
    for (const [name, caller, deleteStatus] of callers()) {
      for (const id of ticketsOfA()) {
        const calls: Call[] = [['get', `/tickets/${id}`], ...ticketChanges(id, caller.id, b.ticketId, b.departmentId)];
        for (const c of calls) {
          const res = await call(caller.http, c);
          expect(res.status, `${name} ${c[0]} ${c[1]} ${JSON.stringify(c[2] ?? {})}`).toBe(404);
          expectNone(res, [A_MARK, OTHERS, ...idsOfA(a).filter((x) => x !== id)], `${name} ${c[1]}`);
        }
        const removed = await call(caller.http, ['delete', `/tickets/${id}`]);
        expect(removed.status, `${name} DELETE`).toBe(deleteStatus);
      }
    }
    expect(await Promise.all(ticketsOfA().map(stateOf))).toEqual(before);
  });

  it('cannot bring A’s tickets, members or departments into B’s own tickets', async () => {
    const { a, b } = world;
    const before = await ok(b.admin.http.get(`/v2/api/tickets/${b.ticketId}`));
    const refused: [Call, number][] = [
      [['post', `/tickets/${b.ticketId}/merge`, { intoId: a.open.ticketId }], 404],
      [['post', `/tickets/${b.ticketId}/assign`, { assigneeId: a.one.id }], 400],
      [['post', `/tickets/${b.ticketId}/department`, { departmentId: a.departmentId }], 400],
      [['post', '/tickets', { subject: 'For A', assigneeId: a.one.id }], 400],
    ];
    for (const [c, status] of refused) {
      const res = await call(b.admin.http, c);
      expect(res.status, `${c[1]} ${JSON.stringify(c[2])}`).toBe(status);
      expectNone(res, [A_MARK], c[1]);
    }
    expect(await ok(b.admin.http.get(`/v2/api/tickets/${b.ticketId}`))).toEqual(before);
  });

  it('finds none of A’s tickets, departments or members in any list, whatever the filter', async () => {
    const { a, b } = world;
    const lists = [
      '/tickets',
      `/tickets?q=${A_MARK}`,
      `/tickets?assigneeId=${a.two.id}`,
      `/tickets?departmentId=${a.departmentId}`,
      `/tickets?tag=${OTHERS}tag`,
      '/tickets?status=new&status=unassigned&priority=urgent&priority=medium',
      '/tickets?channel=WEBHOOK&sort=oldest',
      '/departments',
      '/members',
    ];
    for (const [name, caller] of callers()) {
      for (const url of lists) {
        const res = await xhr(caller.http, 'get', `/v2/api${url}`);
        // An Agent naming someone else in the agent filter is refused (their own id is all they may name).
        if (url.includes('assigneeId') && caller !== b.admin) {
          expect(res.status, `${name} ${url}`).toBe(403);
        } else {
          expect(res.status, `${name} ${url}`).toBe(200);
        }
        expectNone(res, [A_MARK, OTHERS, 'iso-a.test', ...idsOfA(a), a.one.id, a.two.id, a.admin.id], `${name} ${url}`);
      }
    }
    const page = await ok<{ items: { id: string }[] }>(b.admin.http.get('/v2/api/tickets'));
    expect(page.items.map((t) => t.id)).toEqual([b.ticketId]);
  });
});

describe('an Agent of A and the tickets of colleagues', () => {
  const theirs = () => [world.a.others.ticketId, world.a.admins.ticketId, world.a.manual.ticketId];

  it('reads their own and unassigned tickets (the refusals below are not a broken api)', async () => {
    const { a } = world;
    for (const id of [a.mine.ticketId, a.open.ticketId]) expect((await a.one.http.get(`/v2/api/tickets/${id}`)).status).toBe(200);
    expect((await a.two.http.get(`/v2/api/tickets/${a.others.ticketId}`)).text).toContain(OTHERS);
  });

  it('gets 404 reading and 403 changing a colleague’s or the Administrator’s ticket, and nothing changes', async () => {
    const { a } = world;
    const before = await Promise.all(theirs().map(stateOf));
    for (const id of theirs()) {
      const read = await a.one.http.get(`/v2/api/tickets/${id}`);
      expect(read.status).toBe(404);
      expectNone(read, [OTHERS], 'detail');
      for (const c of [...ticketChanges(id, a.one.id, a.mine.ticketId, a.departmentId), ['delete', `/tickets/${id}`] as Call]) {
        const res = await call(a.one.http, c);
        expect(res.status, `${c[0]} ${c[1]} ${JSON.stringify(c[2] ?? {})}`).toBe(403);
        expectNone(res, [OTHERS], c[1]);
      }
    }
    expect(await Promise.all(theirs().map(stateOf))).toEqual(before);
  });

  it('cannot merge their own ticket into a colleague’s, nor give their ticket to a colleague', async () => {
    const { a } = world;
    const before = await Promise.all([a.mine.ticketId, a.others.ticketId].map(stateOf));
    const merge = await post(a.one.http, `/tickets/${a.mine.ticketId}/merge`, { intoId: a.others.ticketId });
    expect(merge.status).toBe(403);
    const give = await post(a.one.http, `/tickets/${a.mine.ticketId}/assign`, { assigneeId: a.two.id });
    expect(give.status).toBe(403);
    // As with assigning: an Agent makes tickets for themself or for nobody.
    const create = await post(a.one.http, '/tickets', { subject: 'For two', assigneeId: a.two.id });
    expect(create.status).toBe(403);
    expect((await post(a.one.http, '/tickets', { subject: 'For me', assigneeId: a.one.id })).status).toBe(200);
    expect(await Promise.all([a.mine.ticketId, a.others.ticketId].map(stateOf))).toEqual(before);
  });

  it('finds them in no ticket list, whatever the filter, and may not name a colleague in the agent filter', async () => {
    const { a } = world;
    const lists = [
      '/tickets',
      '/tickets?limit=1',
      `/tickets?q=${OTHERS}`,
      `/tickets?tag=${OTHERS}tag`,
      `/tickets?departmentId=${a.departmentId}`,
      '/tickets?priority=urgent',
      '/tickets?status=new&status=unassigned&status=unsolved&status=hold&status=solved',
      '/tickets?sort=priority',
      `/tickets?assigneeId=${a.one.id}`,
    ];
    for (const url of lists) {
      const res = await xhr(a.one.http, 'get', `/v2/api${url}`);
      expect(res.status, url).toBe(200);
      expectNone(res, [OTHERS, ...theirs()], url);
    }
    for (const colleague of [a.two.id, a.admin.id]) {
      const res = await xhr(a.one.http, 'get', `/v2/api/tickets?assigneeId=${colleague}`);
      expect(res.status).toBe(403);
      expectNone(res, [OTHERS], 'agent filter');
    }
    const all = await ok<{ items: { id: string; assigneeId: string | null }[]; total: number }>(a.one.http.get('/v2/api/tickets'));
    expect(all.items.every((t) => t.assigneeId === null || t.assigneeId === a.one.id)).toBe(true);
    expect(all.items.map((t) => t.id)).toEqual(expect.arrayContaining([a.mine.ticketId, a.open.ticketId]));
    expect(all.total).toBe(all.items.length);
  });

  it('reads through their own ticket none of a conversation that has moved on to a colleague', async () => {
    const { api, a } = world;
    const messagesOf = async (ticketId: string) => (await ok<{ messages: { text: string }[] }>(a.one.http.get(`/v2/api/tickets/${ticketId}`))).messages;
    // Solved while Agent one had it; the conversation was then reopened and given to Agent two.
    const first = await sendWebhook(api, a.hook, { id: 'drift-1', from: 'drift', text: 'first words' });
    await ok(post(a.admin.http, `/conversations/${first.conversationId}/assign`, { assigneeId: a.one.id }));
    const solved = (await ok<{ conversation: { ticketId: string } }>(a.one.http.get(`/v2/api/conversations/${first.conversationId}`))).conversation.ticketId;
    expect((await messagesOf(solved)).map((m) => m.text)).toEqual(['first words']);
    await ok(post(a.admin.http, `/conversations/${first.conversationId}/resolve`));
    await ok(post(a.admin.http, `/conversations/${first.conversationId}/reopen`));
    await ok(post(a.admin.http, `/conversations/${first.conversationId}/assign`, { assigneeId: a.two.id }));
    await sendWebhook(api, a.hook, { id: 'drift-2', from: 'drift', text: `later ${OTHERS}` });
    expect((await a.one.http.get(`/v2/api/conversations/${first.conversationId}`)).status).toBe(404);
    const old = await a.one.http.get(`/v2/api/tickets/${solved}`);
    expect(old.status).toBe(200);
    expect(old.body.data.messages).toEqual([]);
    expectNone(old, [OTHERS], 'the solved ticket');

    // A ticket given to Agent one takes its open conversation along (assigning follows both ways):
    // Agent one now answers it and reads it all; Agent two lets go of it.
    const second = await sendWebhook(api, a.hook, { id: 'given-1', from: 'given', text: 'hello' });
    await ok(post(a.admin.http, `/conversations/${second.conversationId}/assign`, { assigneeId: a.two.id }));
    await sendWebhook(api, a.hook, { id: 'given-2', from: 'given', text: 'handed over' });
    const given = (await ok<{ conversation: { ticketId: string } }>(a.admin.http.get(`/v2/api/conversations/${second.conversationId}`))).conversation.ticketId;
    await ok(post(a.admin.http, `/tickets/${given}/assign`, { assigneeId: a.one.id }));
    // The test clock stands still, so both messages carry one instant: compare as a set.
    expect((await messagesOf(given)).map((m) => m.text).sort()).toEqual(['handed over', 'hello']);
    expect((await a.one.http.get(`/v2/api/conversations/${second.conversationId}`)).status).toBe(200);
    expect((await a.two.http.get(`/v2/api/conversations/${second.conversationId}`)).status).toBe(404);
    expect((await a.two.http.get(`/v2/api/tickets/${given}`)).status).toBe(404);
  });

  it('sees only themself among the members, and the workspace’s departments', async () => {
    const { a } = world;
    const members = await ok<{ id: string; email: string }[]>(a.one.http.get('/v2/api/members'));
    expect(members.map((m) => m.id)).toEqual([a.one.id]);
    const all = await ok<{ id: string }[]>(a.admin.http.get('/v2/api/members'));
    expect(all.map((m) => m.id).sort()).toEqual([a.admin.id, a.one.id, a.two.id, world.both.id].sort());
    const departments = await ok<{ id: string }[]>(a.one.http.get('/v2/api/departments'));
    expect(departments.map((d) => d.id)).toEqual([a.departmentId]);
    const create = await post(a.one.http, '/departments', { name: 'Mine' });
    expect(create.status).toBe(403);
  });

  it('receives none of the colleagues’ ticket events, their history lines included', async () => {
    const { a } = world;
    await ok(post(a.two.http, `/tickets/${a.others.ticketId}/notes`, { text: `Later note ${OTHERS}` }));
    await ok(post(a.two.http, `/tickets/${a.others.ticketId}/status`, { status: 'hold' }));
    const res = await a.one.http.get('/v2/api/realtime/events?since=0');
    expect(res.status).toBe(200);
    // The colleague's first ticket was everyone's while unassigned; the one made for them never was.
    expectNone(res, [OTHERS, a.manual.ticketId], 'events');
    const admin = await a.admin.http.get('/v2/api/realtime/events?since=0');
    expect(admin.text).toContain(`Later note ${OTHERS}`);
  });
});
