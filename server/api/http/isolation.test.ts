// One workspace can never read another's data, whichever id or botid a call names; and every JSON call
// meets bad input the same way.
import { eq } from 'drizzle-orm';
import type TestAgent from 'supertest/lib/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customMessages, workspaceSettings } from '../db/schema';
import { pngBytes, upload } from '../modules/uploads/testFiles';
import { addMember } from '../modules/workspaces/service';
import { createTestApi, login, seedUser, xhr, type TestApi } from '../testing/harness';
import { DEFAULT_TICKET_SETTINGS } from '../../../src/domain/ticketSettingsRules';

const SECRET = 'secret-of-workspace-a';

interface Side {
  agent: TestAgent;
  userId: string;
  workspaceId: string;
  botid: string;
  token: string;
}

let api: TestApi;
let a: Side;
let b: Side;
let both: Side;
let aFileUrl: string;

async function loggedIn(email: string): Promise<Side> {
  const agent = await login(api, email);
  const auth = (await agent.get('/v2/api/auth')).body;
  return { agent, userId: auth.user.id, workspaceId: auth.workspace.id, botid: auth.workspace.botid, token: auth.user.token };
}

async function side(email: string): Promise<Side> {
  await seedUser(api, { email });
  return loggedIn(email);
}

/** What B receives must never carry anything of A's. */
function expectNothingOfA(res: { text?: string; body: unknown }) {
  const text = res.text ?? JSON.stringify(res.body);
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(a.botid);
  expect(text).not.toContain(aFileUrl.split('/')[4]);
}

beforeAll(async () => {
  api = await createTestApi();
  a = await side('owner@iso-a.test');
  b = await side('owner@iso-b.test');
  // A member of both workspaces, working in B: naming A must not reach A either.
  const seeded = await seedUser(api, { email: 'both@iso.test', workspaceId: b.workspaceId, role: 'Agent' });
  await addMember(api.deps, { workspaceId: a.workspaceId, user: seeded.user, role: 'Agent' });
  both = await loggedIn('both@iso.test');
  expect(both.workspaceId).toBe(b.workspaceId);

  await api.deps.db.update(workspaceSettings).set({ ticket: { take: true } }).where(eq(workspaceSettings.workspaceId, a.workspaceId));
  await api.deps.db.insert(customMessages).values({ workspaceId: a.workspaceId, shortcut: '/a', message: SECRET });
  const up = await upload(a.agent, { file: { name: 'a.png', data: pngBytes() }, accept: 'png', botid: a.botid });
  aFileUrl = up.body.url;
  await xhr(a.agent, 'put', '/v2/api/profile/update', { name: 'A Owner', email: 'owner@iso-a.test', profile: aFileUrl });
  await xhr(a.agent, 'post', '/v2/api/workspace/product-tour', { action: 'set', url: `/app/${SECRET}` });
  await api.deps.realtime.publish({ workspaceId: a.workspaceId, type: 'custom message', payload: { customMessages: [{ id: SECRET, shortcut: '/a', message: SECRET }] } });
});
afterAll(() => api.close());

describe('a member of workspace B naming workspace A', () => {
  const named = () => [a.workspaceId, a.botid];

  it('is refused A’s settings', async () => {
    for (const caller of [b, both]) {
      for (const workspace of named()) {
        for (const url of ['/v2/api/setting/ticket/get', '/v2/api/setting/message/custom/get']) {
          const res = await xhr(caller.agent, 'post', url, { workspace });
          expect(res.status, url).toBe(403);
          expectNothingOfA(res);
        }
      }
    }
  });

  it('is refused A’s billing calls', async () => {
    for (const caller of [b, both]) {
      for (const workspace of named()) {
        for (const url of ['/v2/api/billing/status', '/v2/api/billing/default']) {
          const res = await xhr(caller.agent, 'post', url, { workspace });
          expect(res.status, url).toBe(403);
          expectNothingOfA(res);
        }
        const features = await xhr(caller.agent, 'post', '/v2/api/api/workspace/availabe-features', { botid: workspace, type: 'conversation' });
        expect(features.status).toBe(403);
      }
    }
  });

  it('cannot upload into A', async () => {
    for (const caller of [b, both]) {
      for (const botid of named()) {
        const res = await upload(caller.agent, { file: { name: 'b.png', data: pngBytes() }, accept: 'png', botid });
        expect(res.status).toBe(403);
      }
    }
  });

  it('cannot read A’s file, nor take it as an avatar', async () => {
    for (const caller of [b, both]) {
      const res = await caller.agent.get(aFileUrl);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const adopt = await xhr(caller.agent, 'put', '/v2/api/profile/update', { name: 'B', email: 'owner@iso-b.test', profile: aFileUrl });
      expect(adopt.status).toBe(400);
    }
    expect((await b.agent.get('/v2/api/auth')).body.user.profile_image_url).toBeNull();
  });

  it('sees only its own product tour, settings and custom messages', async () => {
    for (const caller of [b, both]) {
      const tour = await xhr(caller.agent, 'post', '/v2/api/workspace/product-tour', { action: 'get' });
      expect(tour.body).toEqual({ result: 'success', data: [] });
      const ticket = await xhr(caller.agent, 'post', '/v2/api/setting/ticket/get', { workspace: b.workspaceId });
      expect(ticket.body.data).toEqual({ ...DEFAULT_TICKET_SETTINGS, take: false });
      const custom = await xhr(caller.agent, 'post', '/v2/api/setting/message/custom/get', { workspace: b.botid });
      expect(custom.body.data).toEqual([]);
    }
  });

  it('receives none of A’s realtime events', async () => {
    const own = await a.agent.get('/v2/api/realtime/events?since=0');
    expect(JSON.stringify(own.body)).toContain(SECRET);
    for (const caller of [b, both]) {
      const res = await caller.agent.get('/v2/api/realtime/events?since=0');
      expect(res.status).toBe(200);
      expect(res.body.data.events).toEqual([]);
      expectNothingOfA(res);
    }
  });

  it('cannot look A’s users up with its own bearer token', async () => {
    const res = await api.request().get(`/v2/api/workspace/get-user?id=${a.userId}`).set('Authorization', `Bearer ${b.token}`);
    expect(res.status).toBe(403);
    expectNothingOfA(res);
  });

  it('while A’s own members read all of it', async () => {
    const ticket = await xhr(a.agent, 'post', '/v2/api/setting/ticket/get', { workspace: a.botid });
    expect(ticket.body.data).toEqual({ ...DEFAULT_TICKET_SETTINGS, take: true });
    const custom = await xhr(a.agent, 'post', '/v2/api/setting/message/custom/get', { workspace: a.workspaceId });
    expect(custom.body.data[0].message).toBe(SECRET);
    expect((await a.agent.get(aFileUrl)).status).toBe(200);
    expect((await a.agent.get('/v2/api/auth')).body.user.profile_image_url).toBe(aFileUrl);
  });
});

describe('bad input on any JSON call', () => {
  const calls: Array<['post' | 'put', string]> = [
    ['post', '/v2/api/setting/ticket/get'],
    ['post', '/v2/api/setting/message/custom/get'],
    ['post', '/v2/api/billing/status'],
    ['post', '/v2/api/workspace/product-tour'],
    ['put', '/v2/api/profile/update'],
    ['put', '/v2/api/profile/change-status'],
    ['post', '/v2/api/profile/verify'],
    ['post', '/v2/api/public/contact'],
  ];
  const raw = (method: 'post' | 'put', url: string, body: string, type = 'application/json') =>
    xhr(b.agent, method, url).set('Content-Type', type).send(body);

  it('answers 400 "The request body is not valid JSON." to malformed JSON', async () => {
    for (const [method, url] of calls) {
      for (const body of ['{"workspace":', "{'workspace': 1}", '"just a string"', 'null']) {
        const res = await raw(method, url, body);
        expect(res.status, `${url} ${body}`).toBe(400);
        expect(res.body).toEqual({ result: 'error', code: 'INVALID_BODY', message: 'The request body is not valid JSON.' });
      }
    }
  });

  it('answers 400 to a JSON array or a body that is not JSON at all', async () => {
    for (const [method, url] of calls) {
      const array = await raw(method, url, JSON.stringify([{ workspace: b.workspaceId, status: 'aux' }]));
      expect(array.status, url).toBe(400);
      expect(array.body.result).toBe('error');
      const text = await raw(method, url, 'workspace=x', 'text/plain');
      expect(text.status, url).toBe(400);
    }
    expect((await b.agent.get('/v2/api/auth')).body.user.status).toBe('available');
  });

  it('answers 413 to a body over 1 MB, and reads one just under it', async () => {
    const padded = (bytes: number) => JSON.stringify({ workspace: b.workspaceId, pad: 'x'.repeat(bytes) });
    for (const [method, url] of calls) {
      const res = await raw(method, url, padded(1024 * 1024));
      expect(res.status, url).toBe(413);
      expect(res.body).toEqual({ result: 'error', code: 'BODY_TOO_LARGE', message: 'The request body is too large.' });
    }
    const under = await raw('post', '/v2/api/setting/ticket/get', padded(1000 * 1000));
    expect(under.status).toBe(200);
  });

  it('answers 404 JSON to an unknown path', async () => {
    for (const [method, url] of [
      ['get', '/v2/api/nope'],
      ['post', '/v2/api/setting/ticket/set'],
      ['put', '/v2/api/profile'],
      ['get', '/v2/api/'],
      ['get', '/elsewhere'],
    ] as const) {
      const res = await xhr(b.agent, method, url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ result: 'error', code: 'NO_SUCH_CALL', message: 'There is no such call.' });
    }
    expect((await api.request().get('/v2/api/nope')).status).toBe(404);
  });
});

describe('the inbox calls without a session or without the CSRF header', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const reads = [
    '/tickets',
    `/tickets/${id}`,
    '/departments',
    '/members',
    '/conversations',
    `/conversations/${id}`,
    '/contacts',
    `/contacts/${id}`,
    '/channels',
    `/channels/${id}`,
    `/files/${id}/a.png`,
    '/realtime/events?since=0',
  ];
  const changes: Array<['post' | 'put' | 'delete', string, object]> = [
    ['post', '/tickets', { subject: 'x' }],
    ...['status', 'priority', 'assign', 'take', 'department', 'tags', 'notes', 'merge'].map((action) => ['post', `/tickets/${id}/${action}`, {}] as ['post', string, object]),
    ['delete', `/tickets/${id}`, {}],
    ['post', '/departments', { name: 'Sales' }],
    ...['messages', 'notes', 'assign', 'ticket', 'resolve', 'reopen'].map((action) => ['post', `/conversations/${id}/${action}`, {}] as ['post', string, object]),
    ['put', `/contacts/${id}`, {}],
    ['post', `/contacts/${id}/merge`, { intoId: id }],
    ['post', '/channels', { type: 'WEBHOOK', name: 'x', settings: { url: 'http://127.0.0.1:9/' } }],
    ['put', `/channels/${id}`, { name: 'x' }],
    ['post', `/channels/${id}/secret`, {}],
    ['post', '/console/messages/upload', {}],
  ];
  const send = (agent: TestAgent, method: 'get' | 'post' | 'put' | 'delete', url: string, body?: object, csrf = true) => {
    const req = agent[method](`/v2/api${url}`);
    if (csrf) req.set('X-Requested-With', 'XMLHttpRequest');
    return body === undefined ? req : req.send(body);
  };

  it('answers 401 to every call without a session', async () => {
    for (const url of reads) {
      const res = await send(api.request(), 'get', url);
      expect(res.status, url).toBe(401);
    }
    for (const [method, url, body] of changes) {
      const res = await send(api.request(), method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 to every state-changing call without X-Requested-With, and changes nothing', async () => {
    for (const [method, url, body] of changes) {
      const res = await send(b.agent, method, url, body, false);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe('This request was refused: it did not come from this site.');
    }
    expect((await b.agent.get('/v2/api/departments')).body.data).toEqual([]);
    expect((await b.agent.get('/v2/api/channels')).body.data).toEqual([]);
    expect((await b.agent.get('/v2/api/tickets')).body.data.total).toBe(0);
  });
});
