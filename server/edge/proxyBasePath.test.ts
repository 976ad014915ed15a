import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { testConfig } from './testing/startEdge.js';

let upstream: FakeUpstream;
let edge: EdgeApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  edge = createEdgeApp(testConfig({ API_UPSTREAM: `${upstream.url}/base` }));
  upstream.route('/base/login', (_req, res) => {
    res.setHeader('Set-Cookie', ['sid=1; Domain=api.internal; Path=/base', 'pref=2; Path=/base/', 'all=3; Path=/']);
    res.end('{}');
  });
  upstream.route('/base/moved', (_req, res) => {
    res.writeHead(302, { Location: '/base/login?next=1' });
    res.end();
  });
  upstream.route('/base/healthz', (_req, res) => res.end('{"ok":true}'));
});
afterAll(async () => {
  edge.close();
  await upstream.close();
});

describe('an upstream under a base path', () => {
  it('rewrites /v2/api to the base path, keeping the rest and the query', async () => {
    await request(edge.app).get('/v2/api/tickets?page=2');
    await request(edge.app).get('/v2/api');
    expect(upstream.requests.map((seen) => seen.url)).toEqual(['/base/tickets?page=2', '/base']);
  });

  it('maps cookie paths back to /v2/api and still drops the domain', async () => {
    const res = await request(edge.app).post('/v2/api/login');
    expect(res.headers['set-cookie']).toEqual(['sid=1; Path=/v2/api', 'pref=2; Path=/v2/api/', 'all=3; Path=/']);
  });

  it('maps redirects under the base path back to /v2/api', async () => {
    const res = await request(edge.app).get('/v2/api/moved');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/v2/api/login?next=1');
  });

  it('checks readiness on the rewritten health path', async () => {
    const res = await request(edge.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(upstream.requests.at(-1)?.url).toBe('/base/healthz');
  });
});
