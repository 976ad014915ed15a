import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { refusedPort, startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';

let upstream: FakeUpstream;
let edge: EdgeApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url }));
  upstream.route('/v2/api/login', (_req, res) => {
    res.setHeader('Set-Cookie', [
      'sid=s3cr3t; Domain=api.internal; Path=/v2/api; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/; domain=.internal',
    ]);
    res.end('{}');
  });
  upstream.route('/v2/api/slow', (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    setTimeout(() => res.end('{"slow":true}'), 300);
  });
  upstream.route('/v2/api/hang', () => {});
  upstream.route('/v2/api/closing', (_req, res) => {
    res.setHeader('Connection', 'close');
    res.end('{"closing":true}');
  });
  upstream.route('/v2/api/powered', (_req, res) => {
    res.setHeader('X-Powered-By', 'Express');
    res.setHeader('Keep-Alive', 'timeout=5');
    res.end('{}');
  });
});
afterAll(async () => {
  edge.close();
  await upstream.close();
});
afterEach(() => {
  upstream.requests.length = 0;
});

const lastSeen = () => upstream.requests.at(-1)!;

describe('api proxy', () => {
  it('forwards method, path, query and body unchanged', async () => {
    const res = await request(edge.app).post('/v2/api/tickets/7/notes?draft=1&x=%20y').send({ text: 'hi' });
    expect(res.status).toBe(200);
    expect(lastSeen()).toMatchObject({ method: 'POST', url: '/v2/api/tickets/7/notes?draft=1&x=%20y', body: '{"text":"hi"}' });
    expect(lastSeen().headers['content-type']).toBe('application/json');
    expect(res.body.url).toBe('/v2/api/tickets/7/notes?draft=1&x=%20y');
  });

  it('proxies /v2/api itself and only /v2/api', async () => {
    expect((await request(edge.app).get('/v2/api')).status).toBe(200);
    expect((await request(edge.app).get('/v2/api?x=1')).status).toBe(200);
    for (const path of ['/v2/apix', '/v2/api-docs', '/api/users', '/v2/API/users', '/v2/v2/api/x', '/x/v2/api/y']) {
      expect((await request(edge.app).get(path)).status).toBe(404);
    }
    expect(upstream.requests.map((seen) => seen.url)).toEqual(['/v2/api', '/v2/api?x=1']);
  });

  it('passes the browser cookies to the upstream', async () => {
    await request(edge.app).get('/v2/api/me').set('Cookie', 'sid=abc; theme=dark');
    expect(lastSeen().headers.cookie).toBe('sid=abc; theme=dark');
  });

  it('makes upstream cookies host-only and keeps the path the browser sees', async () => {
    const res = await request(edge.app).post('/v2/api/login');
    expect(res.headers['set-cookie']).toEqual([
      'sid=s3cr3t; Path=/v2/api; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/',
    ]);
  });

  it('sets X-Forwarded-* itself and drops what the client claimed', async () => {
    await request(edge.app)
      .get('/v2/api/me')
      .set('Host', 'inbox.example.com')
      .set('X-Forwarded-For', '6.6.6.6')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Port', '1')
      .set('X-Real-IP', '6.6.6.6')
      .set('Forwarded', 'for=6.6.6.6')
      .set('X-User-Id', 'admin')
      .set('X-User-Roles', 'owner');
    const headers = lastSeen().headers;
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe('inbox.example.com');
    expect(headers.host).toBe('inbox.example.com');
    for (const name of ['x-forwarded-port', 'x-real-ip', 'forwarded', 'x-user-id', 'x-user-roles']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it('passes a request id to the upstream and echoes it', async () => {
    const generated = await request(edge.app).get('/v2/api/me');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSeen().headers['x-request-id']).toBe(generated.headers['x-request-id']);

    const kept = await request(edge.app).get('/v2/api/me').set('X-Request-Id', 'trace-42-ABC');
    expect(kept.headers['x-request-id']).toBe('trace-42-ABC');
    expect(lastSeen().headers['x-request-id']).toBe('trace-42-ABC');

    for (const bad of ['a'.repeat(65), 'has space', 'semi;colon', '']) {
      const replaced = await request(edge.app).get('/v2/api/me').set('X-Request-Id', bad);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lastSeen().headers['x-request-id']).toBe(replaced.headers['x-request-id']);
    }
  });

  it('keeps no X-Powered-By or upstream Keep-Alive hints', async () => {
    const res = await request(edge.app).get('/v2/api/powered');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
  });
});

describe('api proxy failures', () => {
  it('answers 503 JSON with Retry-After when the upstream refuses (the api is down or restarting)', async () => {
    const down = createEdgeApp(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
    try {
      const res = await request(down.app).get('/v2/api/me');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ error: 'The API is unavailable, please try again in a moment', code: 'upstream_unreachable' });
    } finally {
      down.close();
    }
  });

  it('answers 504 JSON when the upstream is slower than EDGE_PROXY_TIMEOUT_MS', async () => {
    const impatient = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url, EDGE_PROXY_TIMEOUT_MS: '100' }));
    try {
      const res = await request(impatient.app).get('/v2/api/slow');
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ error: 'The API did not answer in time', code: 'upstream_timeout' });
      await vi.waitFor(() => expect(lastSeen().closedEarly).toBe(true));
    } finally {
      impatient.close();
    }
  });

  it('waits for an upstream within EDGE_PROXY_TIMEOUT_MS', async () => {
    const res = await request(edge.app).get('/v2/api/slow');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slow: true });
  });
});

describe('connections', () => {
  let running: RunningEdge;
  beforeAll(async () => {
    running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
  });
  afterAll(() => running.close());

  function get(path: string, agent: http.Agent, headers: http.OutgoingHttpHeaders = {}) {
    return new Promise<{ res: http.IncomingMessage; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${running.url}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ res, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  }

  it('reuses upstream sockets (keep-alive)', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const before = upstream.connections();
    await get('/v2/api/one', agent);
    await get('/v2/api/two', agent);
    await get('/v2/api/three', agent);
    expect(upstream.connections() - before).toBeLessThanOrEqual(1);
    const [one, two, three] = upstream.requests.slice(-3);
    expect(two!.connection).toBe(one!.connection);
    expect(three!.connection).toBe(one!.connection);
    expect(two!.headers.connection).toBe('keep-alive');
  });

  it("drops a pooled upstream socket before the upstream's Keep-Alive hint expires", async () => {
    upstream.route('/v2/api/short-keepalive', (_req, res) => {
      res.setHeader('Keep-Alive', 'timeout=2');
      res.end('{}');
    });
    const other = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
    try {
      const before = upstream.openConnections();
      const { res } = await new Promise<{ res: http.IncomingMessage }>((resolve, reject) => {
        http.get(`${other.url}/v2/api/short-keepalive`, { agent: false }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ res: answer }));
        }).on('error', reject);
      });
      expect(res.headers['keep-alive']).toBeUndefined();
      expect(upstream.openConnections()).toBe(before + 1);
      // the upstream itself would keep it for 30 s; the edge lets it go after about 1 s
      await vi.waitFor(() => expect(upstream.openConnections()).toBe(before), { timeout: 3000, interval: 50 });
    } finally {
      await other.close();
    }
  });

  it('does not let a browser Connection: close reach the upstream socket', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const { res } = await get('/v2/api/a', agent);
    expect(res.headers.connection).toBe('close');
    await get('/v2/api/b', agent);
    const [a, b] = upstream.requests.slice(-2);
    expect(b!.connection).toBe(a!.connection);
  });

  it('keeps the browser connection open when the upstream answers Connection: close', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get('/v2/api/closing', agent);
      expect(first.res.headers.connection).toBe('keep-alive');
      const second = await get('/v2/api/after', agent);
      expect(second.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('closes the browser connection when an HTTP/1.0 client did not ask for keep-alive', async () => {
    const { res } = await get('/v2/api/old', new http.Agent({ keepAlive: false }), { Connection: 'close' });
    expect(res.headers.connection).toBe('close');
  });

  it('cancels the upstream request when the browser goes away', async () => {
    const req = http.get(`${running.url}/v2/api/hang`);
    req.on('error', () => {});
    await vi.waitFor(() => expect(lastSeen()?.url).toBe('/v2/api/hang'));
    const seen = lastSeen();
    expect(seen.closedEarly).toBe(false);
    req.destroy();
    await vi.waitFor(() => expect(seen.closedEarly).toBe(true), { timeout: 1000, interval: 10 });
  });
});

describe('request bodies', () => {
  let running: RunningEdge;
  beforeAll(async () => {
    running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
  });
  afterAll(() => running.close());

  function send(method: string, path: string, chunks: string[], headers: http.OutgoingHttpHeaders = {}) {
    return new Promise<number>((resolve, reject) => {
      const req = http.request(`${running.url}${path}`, { method, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }

  it('are not invented for requests without one (GET, HEAD, DELETE)', async () => {
    expect(await send('GET', '/v2/api/plain', [])).toBe(200);
    expect(await send('HEAD', '/v2/api/plain', [])).toBe(200);
    expect(await send('DELETE', '/v2/api/plain', [])).toBe(200);
    const [get, head, del] = upstream.requests.slice(-3);
    for (const seen of [get!, head!]) {
      expect(seen).toMatchObject({ body: '', completed: true });
      expect(seen.headers['content-length']).toBeUndefined();
      expect(seen.headers['transfer-encoding']).toBeUndefined();
    }
    expect(del).toMatchObject({ method: 'DELETE', body: '', completed: true });
    expect(del!.headers['content-length']).toBe('0');
  });

  it('reach the upstream whole, with a length or in chunks', async () => {
    expect(await send('POST', '/v2/api/sized', ['{"a":', '1}'], { 'Content-Length': '7', 'Content-Type': 'application/json' })).toBe(200);
    expect(await send('PUT', '/v2/api/chunked', ['{"b":', '2}'], { 'Content-Type': 'application/json' })).toBe(200);
    const [sized, chunked] = upstream.requests.slice(-2);
    expect(sized).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(sized!.headers['content-length']).toBe('7');
    expect(chunked).toMatchObject({ method: 'PUT', body: '{"b":2}' });
    expect(chunked!.headers['transfer-encoding']).toBe('chunked');
  });
});
