// Conversations, contacts and the files of replies: another workspace's ids answer 404 and nothing of
// them; an Agent neither reads nor acts on a colleague's conversation, nor finds it in any list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { xhr } from '../testing/harness';
import { A_MARK, OTHERS, buildWorld, idsOfA, ok, post, sendWebhook, type Person, type World } from './isolationWorld';

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 60_000);
afterAll(() => world?.api.close());

type Call = [method: 'get' | 'post' | 'put', url: string, body?: object];

/** Every call on one conversation, reads and actions. */
function conversationCalls(id: string, assigneeId: string | null): Call[] {
  return [
    ['get', `/conversations/${id}`],
    ['get', `/conversations/${id}?before=${id}`],
    ['post', `/conversations/${id}/messages`, { text: 'hi' }],
    ['post', `/conversations/${id}/notes`, { text: 'note' }],
    ['post', `/conversations/${id}/assign`, { assigneeId }],
    ['post', `/conversations/${id}/ticket`],
    ['post', `/conversations/${id}/resolve`],
    ['post', `/conversations/${id}/reopen`],
  ];
}

function call(who: TestAgent, [method, url, body]: Call) {
  return xhr(who, method, `/v2/api${url}`, body ?? (method === 'get' ? undefined : {}));
}

function expectNone(res: { text: string }, marks: string[], label: string) {
  for (const mark of marks) expect(res.text, `${label} carries ${mark}`).not.toContain(mark);
}

/** What A's Administrator reads of a conversation: it must be the same after every refused call. */
async function stateOf(conversationId: string) {
  const detail = await ok<{ conversation: Record<string, unknown>; messages: unknown[]; notes: unknown[] }>(
    world.a.admin.http.get(`/v2/api/conversations/${conversationId}`),
  );
  const { status, assigneeId, ticketId } = detail.conversation;
  return { status, assigneeId, ticketId, messages: detail.messages.length, notes: detail.notes.length };
}

describe('a member of workspace B naming A’s conversations and contacts', () => {
  const callers = (): [string, Person][] => [
    ['B’s Administrator', world.b.admin],
    ['B’s Agent', world.b.agent],
    ['A’s Agent working in B', world.both],
  ];

  it('gets 404 and nothing of A from every conversation call, and A’s conversations stay as they were', async () => {
    const { a } = world;
    const ids = [a.mine.conversationId, a.others.conversationId, a.open.conversationId];
    const before = await Promise.all(ids.map(stateOf));
    for (const [name, caller] of callers()) {
      for (const id of ids) {
        for (const c of conversationCalls(id, null)) {
          const res = await call(caller.http, c);
          expect(res.status, `${name} ${c[0]} ${c[1]}`).toBe(404);
          expectNone(res, [A_MARK, ...idsOfA(a).filter((x) => x !== id)], `${name} ${c[1]}`);
        }
      }
    }
    expect(await Promise.all(ids.map(stateOf))).toEqual(before);
  });

  it('gets 404 from every contact call, and the contacts stay as they were', async () => {
    const { a, b } = world;
    const before = await ok(a.admin.http.get(`/v2/api/contacts/${a.mine.contactId}`));
    for (const [name, caller] of callers()) {
      const calls: Call[] = [
        ['get', `/contacts/${a.mine.contactId}`],
        ['put', `/contacts/${a.mine.contactId}`, { name: 'Taken', email: null, phone: null, notes: '', tags: [] }],
        ['post', `/contacts/${a.mine.contactId}/merge`, { intoId: b.contactId }],
        // B's own contact folded into A's would move B's work into A.
        ['post', `/contacts/${b.contactId}/merge`, { intoId: a.mine.contactId }],
      ];
      for (const c of calls) {
        const res = await call(caller.http, c);
        expect(res.status, `${name} ${c[0]} ${c[1]}`).toBe(404);
        expectNone(res, [A_MARK, a.mine.contactId], `${name} ${c[1]}`);
      }
    }
    expect(await ok(a.admin.http.get(`/v2/api/contacts/${a.mine.contactId}`))).toEqual(before);
    expect((await ok<{ contact: { mergedIntoId?: string } }>(b.admin.http.get(`/v2/api/contacts/${b.contactId}`))).contact).toBeDefined();
  });

  it('cannot bring A’s members or files into B’s own conversation', async () => {
    const { a, b } = world;
    const assign = await post(b.admin.http, `/conversations/${b.conversationId}/assign`, { assigneeId: a.one.id });
    expect(assign.status).toBe(400);
    const reply = await post(b.admin.http, `/conversations/${b.conversationId}/messages`, { text: 'see file', attachmentIds: [a.uploadId] });
    expect(reply.status).toBe(400);
    expectNone(reply, [A_MARK, 'proof.png'], 'reply with A’s file');
    const file = await b.admin.http.get(`/v2/api/files/${a.uploadId}/proof.png`);
    expect(file.status).toBe(404);
    const detail = await ok<{ conversation: { assigneeId: string | null }; messages: { text: string }[] }>(
      b.admin.http.get(`/v2/api/conversations/${b.conversationId}`),
    );
    expect(detail.conversation.assigneeId).toBeNull();
    expect(detail.messages.map((m) => m.text)).toEqual(['Hello B']);
  });

  it('finds none of A’s conversations or contacts in any list, whatever the filter', async () => {
    const { a, b } = world;
    const lists = [
      '/conversations',
      '/conversations?status=open',
      `/conversations?q=${A_MARK}`,
      `/conversations?assigneeId=${a.one.id}`,
      '/conversations?assigneeId=none&channel=WEBHOOK',
      `/conversations?channel=${a.chat.type}`,
      '/contacts',
      `/contacts?q=${A_MARK}`,
      '/contacts?q=cust',
    ];
    for (const [name, caller] of callers()) {
      for (const url of lists) {
        const res = await xhr(caller.http, 'get', `/v2/api${url}`);
        expect(res.status, `${name} ${url}`).toBe(200);
        expectNone(res, [A_MARK, ...idsOfA(a)], `${name} ${url}`);
        for (const item of res.body.data.items as { id: string }[]) expect([b.conversationId, b.contactId]).toContain(item.id);
      }
    }
  });

  it('receives none of A’s conversation events', async () => {
    for (const [name, caller] of callers()) {
      const res = await caller.http.get('/v2/api/realtime/events?since=0');
      expect(res.status).toBe(200);
      expectNone(res, [A_MARK, ...idsOfA(world.a)], `${name} events`);
    }
  });
});

describe('an Agent of A and the conversations of colleagues', () => {
  const theirs = () => [world.a.others.conversationId, world.a.admins.conversationId];

  it('reads and works on their own and unassigned conversations (the refusals below are not a broken api)', async () => {
    const { a } = world;
    for (const id of [a.mine.conversationId, a.open.conversationId]) {
      expect((await a.one.http.get(`/v2/api/conversations/${id}`)).status).toBe(200);
    }
    const twoReads = await a.two.http.get(`/v2/api/conversations/${a.others.conversationId}`);
    expect(twoReads.text).toContain(OTHERS);
  });

  it('gets 404 from every call on a colleague’s or the Administrator’s conversation, taking it included', async () => {
    const { a } = world;
    const before = await Promise.all(theirs().map(stateOf));
    for (const id of theirs()) {
      for (const c of [...conversationCalls(id, a.one.id), ...conversationCalls(id, null)]) {
        const res = await call(a.one.http, c);
        expect(res.status, `${c[0]} ${c[1]}`).toBe(404);
        expectNone(res, [OTHERS], c[1]);
      }
    }
    expect(await Promise.all(theirs().map(stateOf))).toEqual(before);
  });

  it('finds them in no conversation list, whatever the filter', async () => {
    const { a } = world;
    const lists = [
      '/conversations',
      '/conversations?status=open',
      '/conversations?status=resolved',
      `/conversations?assigneeId=${a.two.id}`,
      `/conversations?assigneeId=${a.admin.id}`,
      `/conversations?q=${OTHERS}`,
      '/conversations?q=cust',
      '/conversations?channel=WEBHOOK',
      '/conversations?limit=1',
    ];
    for (const url of lists) {
      const res = await xhr(a.one.http, 'get', `/v2/api${url}`);
      expect(res.status, url).toBe(200);
      expectNone(res, [OTHERS, ...theirs()], url);
    }
    const all = await ok<{ items: { id: string }[]; total: number }>(a.one.http.get('/v2/api/conversations'));
    expect(all.items.map((c) => c.id).sort()).toEqual([a.mine.conversationId, a.open.conversationId, ...(await visitorConversation())].sort());
    expect(all.total).toBe(all.items.length);
    // Walking the pages one by one shows the same: the keyset never steps into others' rows.
    let cursor: string | null = null;
    const walked: string[] = [];
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await ok(
        a.one.http.get(`/v2/api/conversations?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      );
      walked.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked.sort()).toEqual(all.items.map((c) => c.id).sort());
  });

  it('sees a shared contact without the colleague’s conversations and tickets', async () => {
    const { a } = world;
    const res = await a.one.http.get(`/v2/api/contacts/${a.others.contactId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.conversations).toEqual([]);
    expect(res.body.data.tickets).toEqual([]);
    expectNone(res, [OTHERS, a.others.conversationId, a.others.ticketId], 'contact detail');
    const admin = await ok<{ conversations: unknown[]; tickets: unknown[] }>(a.admin.http.get(`/v2/api/contacts/${a.others.contactId}`));
    expect([admin.conversations.length, admin.tickets.length]).toEqual([1, 1]);
    const list = await xhr(a.one.http, 'get', `/v2/api/contacts?q=${OTHERS}`);
    expect(list.body.data.total).toBe(0);
  });

  it('merging a colleague’s contact answers the kept contact without the colleague’s work', async () => {
    const { api, a } = world;
    const kept = await sendWebhook(api, a.hook, { id: 'merge-kept-1', from: 'merge-kept', text: 'kept' });
    const folded = await sendWebhook(api, a.hook, { id: 'merge-folded-1', from: 'merge-folded', text: 'folded' });
    await ok(post(a.admin.http, `/conversations/${folded.conversationId}/assign`, { assigneeId: a.two.id }));
    await sendWebhook(api, a.hook, { id: 'merge-folded-2', from: 'merge-folded', text: `folded ${OTHERS}` });
    const keptContact = (await ok<{ contact: { id: string } }>(a.one.http.get(`/v2/api/conversations/${kept.conversationId}`))).contact.id;
    const foldedContact = (await ok<{ contact: { id: string } }>(a.admin.http.get(`/v2/api/conversations/${folded.conversationId}`))).contact.id;
    const res = await post(a.one.http, `/contacts/${foldedContact}/merge`, { intoId: keptContact });
    expect(res.status).toBe(200);
    expect(res.body.data.conversations.map((c: { id: string }) => c.id)).toEqual([kept.conversationId]);
    expectNone(res, [OTHERS, folded.conversationId], 'merge answer');
  });

  it('receives none of the colleagues’ conversation events', async () => {
    const res = await world.a.one.http.get('/v2/api/realtime/events?since=0');
    expect(res.status).toBe(200);
    expectNone(res, [OTHERS], 'events');
    const two = await world.a.two.http.get('/v2/api/realtime/events?since=0');
    expect(two.text).toContain(OTHERS);
  });
});

/** The conversation the web chat visitor of A started (nobody's, so Agent one's to see). */
async function visitorConversation(): Promise<string[]> {
  const list = await ok<{ items: { id: string; channelType: string }[] }>(world.a.admin.http.get(`/v2/api/conversations?channel=${world.a.chat.type}`));
  return list.items.map((c) => c.id);
}
