// Channels and their public calls: another workspace's channels answer 404, an Agent neither changes a
// channel nor sees a secret, and neither a webhook signature nor a web chat visitor token opens another
// channel's conversations.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema';
import { fileSignature, signedUploadId } from '../modules/webchat/visitorToken';
import { openVisitor, visitorCall, visitorUpload } from '../modules/webchat/testVisitor';
import { pngBytes } from '../modules/uploads/testFiles';
import { signedFileUrl } from '../channels/webhook/files';
import { signBody } from '../channels/webhook/signature';
import { xhr } from '../testing/harness';
import { A_MARK, buildWorld, ok, post, type Channel, type World } from './isolationWorld';

let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // The channel calls serve /settings/channel, which the api now requires in the caller's access list
  // (server/api/http/access.test.ts): these Agents are granted it, so what is checked here is the
  // workspace and the role.
  await world.api.deps.db
    .update(members)
    .set({ access: sql`${members.access} || '["/settings/channel"]'::jsonb` })
    .where(eq(members.role, 'Agent'));
}, 60_000);
afterAll(() => world?.api.close());

const secretsOfA = () => [world.a.hook.secret, world.a.chat.secret];
function expectNone(res: { text: string }, marks: string[], label: string) {
  for (const mark of marks) expect(res.text, `${label} carries ${mark}`).not.toContain(mark);
}

/** A's secrets as A's Administrator reads them: refused calls must leave them as they were. */
async function secretsNow(): Promise<string[]> {
  const list = await ok<{ id: string; secret: string }[]>(world.a.admin.http.get('/v2/api/channels'));
  return list.map((c) => c.secret);
}

describe('channels of another workspace', () => {
  it('answer 404 (or 403 to an Agent, who may not change any channel) and nothing of A', async () => {
    const { a, b, both } = world;
    const before = await secretsNow();
    for (const [name, caller, change] of [
      ['B’s Administrator', b.admin, 404],
      ['B’s Agent', b.agent, 403],
      ['A’s Agent working in B', both, 403],
    ] as const) {
      for (const channel of [a.hook, a.chat]) {
        const calls = [
          ['get', `/channels/${channel.id}`, undefined, 404],
          ['put', `/channels/${channel.id}`, { name: 'Taken', enabled: false }, change],
          ['post', `/channels/${channel.id}/secret`, {}, change],
        ] as const;
        for (const [method, url, body, status] of calls) {
          const res = await xhr(caller.http, method, `/v2/api${url}`, body);
          expect(res.status, `${name} ${method} ${url}`).toBe(status);
          expectNone(res, [A_MARK, channel.publicId, ...secretsOfA()], `${name} ${url}`);
        }
      }
      for (const url of ['/channels', '/channels?type=WEBHOOK', `/channels?type=${a.chat.type}`]) {
        const res = await xhr(caller.http, 'get', `/v2/api${url}`);
        expect(res.status, url).toBe(200);
        expect((res.body.data as { id: string }[]).every((c) => [b.hook.id, b.chat.id].includes(c.id)), url).toBe(true);
        expectNone(res, [A_MARK, a.hook.id, a.chat.id, a.hook.publicId, ...secretsOfA()], `${name} ${url}`);
      }
    }
    expect(await secretsNow()).toEqual(before);
    const hook = await ok<{ name: string; enabled: boolean }>(a.admin.http.get(`/v2/api/channels/${a.hook.id}`));
    expect(hook).toMatchObject({ name: `WEBHOOK of ${a.admin.id.slice(0, 4)}`, enabled: true });
  });
});

describe('an Agent and the channels of their own workspace', () => {
  it('reads them without any secret', async () => {
    const { a } = world;
    for (const url of ['/channels', `/channels/${a.hook.id}`, `/channels/${a.chat.id}`, '/channels?type=WEBHOOK']) {
      const res = await xhr(a.one.http, 'get', `/v2/api${url}`);
      expect(res.status, url).toBe(200);
      const rows = (Array.isArray(res.body.data) ? res.body.data : [res.body.data]) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row, url).not.toHaveProperty('secret');
      expectNone(res, secretsOfA(), url);
    }
  });

  it('gets 403 creating, changing or rotating one, and nothing changes', async () => {
    const { a } = world;
    const before = await secretsNow();
    const calls = [
      ['post', '/channels', { type: 'WEBHOOK', name: 'Mine', settings: { url: 'http://127.0.0.1:9/x' } }],
      ['put', `/channels/${a.hook.id}`, { enabled: false }],
      ['put', `/channels/${a.hook.id}`, { settings: { url: 'http://attacker.test/steal' } }],
      ['put', `/channels/${a.chat.id}`, { name: 'Renamed' }],
      ['post', `/channels/${a.hook.id}/secret`, {}],
      ['post', `/channels/${a.chat.id}/secret`, {}],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await xhr(a.one.http, method, `/v2/api${url}`, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expectNone(res, secretsOfA(), url);
    }
    expect(await secretsNow()).toEqual(before);
    const channels = await ok<{ name: string; enabled: boolean; settings: Record<string, unknown> }[]>(a.admin.http.get('/v2/api/channels'));
    expect(channels.map((c) => [c.enabled, c.settings.url ?? null])).toEqual([
      [true, 'http://127.0.0.1:9/a'],
      [true, null],
    ]);
  });
});

describe('the webhook inbound call', () => {
  const send = (target: Pick<Channel, 'publicId'>, secret: string, text: string) => {
    const body = JSON.stringify({ id: `x-${Math.random()}`, from: { id: 'intruder' }, text });
    return world.api
      .request()
      .post(`/v2/api/channels/webhook/${target.publicId}/messages`)
      .set('Content-Type', 'application/json')
      .set('X-Signature-256', signBody(secret, body))
      .send(body);
  };
  const totals = async () => [
    (await ok<{ total: number }>(world.a.admin.http.get('/v2/api/conversations'))).total,
    (await ok<{ total: number }>(world.b.admin.http.get('/v2/api/conversations'))).total,
  ];

  it('takes no message signed with another channel’s secret, nor for a channel that is not a webhook', async () => {
    const { a, b } = world;
    const before = await totals();
    expect((await send(b.hook, a.hook.secret, 'signed by A')).status).toBe(401);
    expect((await send(a.hook, b.hook.secret, 'signed by B')).status).toBe(401);
    // The web chat's secret signs its visitors' tokens; its public id is no webhook address.
    expect((await send(a.chat, a.chat.secret, 'to the chat')).status).toBe(404);
    expect((await send({ publicId: 'NoSuchChannel123' }, a.hook.secret, 'nowhere')).status).toBe(404);
    expect(await totals()).toEqual(before);
    expect((await send(b.hook, b.hook.secret, 'a real one')).status).toBe(200);
  });

  it('serves a reply file only to links of the file’s own workspace', async () => {
    const { api, a, b } = world;
    const file = { id: a.uploadId, name: 'proof.png' };
    const own = signedFileUrl('http://x', a.hook, file, api.clock.now).replace('http://x', '');
    expect((await api.request().get(own)).status).toBe(200);
    // B knows its own secret: a link it signs for A's file on its own channel still finds nothing.
    const forged = signedFileUrl('http://x', b.hook, file, api.clock.now).replace('http://x', '');
    const res = await api.request().get(forged);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // A's link presented on B's channel does not match B's secret.
    expect((await api.request().get(own.replace(a.hook.publicId, b.hook.publicId))).status).toBe(403);
  });
});

describe('the web chat visitor calls', () => {
  it('refuse a visitor token of another channel on every call, and a new session there is a new visitor', async () => {
    const { api, a, b } = world;
    const http = api.request();
    const stolen = { token: a.visitor.token, ip: a.visitor.ip };
    for (const [method, path, body] of [
      ['get', '/messages', undefined],
      ['post', '/messages', { text: 'hello' }],
      ['post', '/offline', { name: 'Eve', email: 'eve@example.com', message: 'hi' }],
    ] as const) {
      const res = await visitorCall(http, b.chat, stolen, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expectNone(res, [A_MARK], path);
    }
    const upload = await visitorUpload(http, b.chat, a.visitor, { name: 'p.png', data: pngBytes() });
    expect(upload.status).toBe(401);
    const session = await http.post(`/v2/api/webchat/${b.chat.publicId}/session`).set('X-Requested-With', 'XMLHttpRequest').set('Authorization', `Bearer ${a.visitor.token}`);
    expect(session.status).toBe(200);
    expect(session.body.data.visitorId).not.toBe(a.visitor.visitorId);
    const fresh = { token: session.body.data.token as string, ip: a.visitor.ip };
    expect((await visitorCall(http, b.chat, fresh, 'get', '/messages')).body.data.items).toEqual([]);
    // And back on A's channel, B's token is no visitor of A either.
    expect((await visitorCall(http, a.chat, fresh, 'get', '/messages')).status).toBe(401);
  });

  it('give a visitor only their own conversation, never another visitor’s', async () => {
    const { api, a } = world;
    const http = api.request();
    const own = await visitorCall(http, a.chat, a.visitor, 'get', '/messages');
    expect(own.text).toContain(A_MARK);
    const other = await openVisitor(http, a.chat);
    const res = await visitorCall(http, a.chat, other, 'get', '/messages');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    const firstId = own.body.data.items[0].id as string;
    expect((await visitorCall(http, a.chat, other, 'get', `/messages?before=${firstId}`)).body.data.items).toEqual([]);
  });

  it('let no visitor send a file that is not their own upload on this channel', async () => {
    const { api, a, b } = world;
    const http = api.request();
    const uploaded = await visitorUpload(http, a.chat, a.visitor, { name: 'mine.png', data: pngBytes() });
    expect(uploaded.status).toBe(200);
    const other = await openVisitor(http, a.chat);
    const borrowed = await visitorCall(http, a.chat, other, 'post', '/messages', { text: 'look', attachmentIds: [uploaded.body.data.id] });
    expect(borrowed.status).toBe(400);
    // B holds its own channel's secret: an id it signs for A's file finds nothing in B.
    const visitorOfB = await openVisitor(http, b.chat);
    const forged = signedUploadId(b.chat, visitorOfB.visitorId, a.uploadId);
    const res = await visitorCall(http, b.chat, visitorOfB, 'post', '/messages', { text: 'look', attachmentIds: [forged] });
    expect(res.status).toBe(400);
  });

  it('serve a file only on its own workspace’s channel', async () => {
    const { api, a, b } = world;
    const path = (channel: Channel, sig: string) => `/v2/api/webchat/${channel.publicId}/files/${a.uploadId}/proof.png?sig=${sig}`;
    expect((await api.request().get(path(a.chat, fileSignature(a.chat, a.uploadId)))).status).toBe(200);
    expect((await api.request().get(path(b.chat, fileSignature(b.chat, a.uploadId)))).status).toBe(404);
    expect((await api.request().get(path(b.chat, fileSignature(a.chat, a.uploadId)))).status).toBe(404);
  });

  it('do not answer for a webhook channel', async () => {
    const { api, a } = world;
    expect((await api.request().get(`/v2/api/webchat/${a.hook.publicId}/config`)).status).toBe(404);
    const res = await api.request().post(`/v2/api/webchat/${a.hook.publicId}/session`).set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(404);
  });

  it('reach no conversation after the Administrator rotates the channel’s secret', async () => {
    const { api, a } = world;
    const visitor = await openVisitor(api.request(), a.chat);
    await ok(visitorCall(api.request(), a.chat, visitor, 'post', '/messages', { text: 'before rotation' }));
    const rotated = await ok<{ secret: string }>(post(a.admin.http, `/channels/${a.chat.id}/secret`));
    const res = await visitorCall(api.request(), a.chat, visitor, 'get', '/messages');
    expect(res.status).toBe(401);
    a.chat.secret = rotated.secret;
  });
});
