import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rewriteSetCookie, unprefixLocation, WHOLE_BODY_MAX_BYTES } from './proxyResponse.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';

let upstream: FakeUpstream;
let running: RunningEdge;
const logLines: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  running = await startEdge(testConfig({ API_UPSTREAM: upstream.url, LOG_LEVEL: 'warn', EDGE_PROXY_TIMEOUT_MS: '1000' }), {
    logWriter: (chunk) => void logLines.push(...chunk.split('\n').filter(Boolean)),
  });
});
afterAll(async () => {
  await running.close();
  await upstream.close();
});
afterEach(() => {
  upstream.requests.length = 0;
  logLines.length = 0;
});

interface Seen {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** when the head reached the browser, and its first body byte */
  headAt: number;
  firstByteAt: number;
  /** 'end' for a complete answer, otherwise the error the browser's side saw */
  outcome: string;
}

function get(path: string, onFirstByte = () => {}, method = 'GET'): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${running.url}${path}`, { method, agent: false }, (res) => {
      const seen: Seen = { status: res.statusCode!, headers: res.headers, body: '', headAt: performance.now(), firstByteAt: NaN, outcome: '' };
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        if (seen.body === '') {
          seen.firstByteAt = performance.now();
          onFirstByte();
        }
        seen.body += chunk;
      });
      res.on('end', () => resolve({ ...seen, outcome: 'end' }));
      res.on('error', (error) => resolve({ ...seen, outcome: error.message }));
    });
    req.on('error', reject);
    req.end();
  });
}

const part = (size: number, fill: string) => fill.repeat(size);
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('small upstream answers', () => {
  it('are sent whole once the upstream has finished, head and body together', async () => {
    let finishedAt = Infinity;
    upstream.route('/v2/api/small-in-two', (_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': '19', 'Set-Cookie': 'sid=1; Domain=api.internal; Path=/' });
      res.write('{"half":"');
      setTimeout(() => {
        finishedAt = performance.now();
        res.end('aaaaaaaa"}');
      }, 150);
    });
    const seen = await get('/v2/api/small-in-two');
    expect(seen).toMatchObject({ status: 201, body: '{"half":"aaaaaaaa"}', outcome: 'end' });
    expect(seen.headAt).toBeGreaterThanOrEqual(finishedAt);
    expect(seen.headers).toMatchObject({ 'content-type': 'application/json', 'content-length': '19', 'set-cookie': ['sid=1; Path=/'] });
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('broken off by the upstream get the edge error answer, without the upstream headers', async () => {
    upstream.route('/v2/api/small-dies', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100', 'Set-Cookie': 'sid=2', 'X-Upstream': 'yes' });
      res.write('{"partial":');
      setTimeout(() => res.socket!.destroy(), 50);
    });
    const seen = await get('/v2/api/small-dies');
    expect([502, 503]).toContain(seen.status);
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(seen.body)).toMatchObject({ code: expect.stringMatching(/^upstream_/) });
    expect(seen.headers['set-cookie']).toBeUndefined();
    expect(seen.headers['x-upstream']).toBeUndefined();
    await vi.waitFor(() => expect(logged()).toContainEqual(expect.objectContaining({ msg: 'upstream error', code: 'ECONNRESET' })));
  });

  it('still unfinished after EDGE_PROXY_TIMEOUT_MS get 504', async () => {
    upstream.route('/v2/api/small-stalls', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"partial":');
    });
    const seen = await get('/v2/api/small-stalls');
    expect(seen.status).toBe(504);
    expect(JSON.parse(seen.body)).toEqual({ error: 'The API did not answer in time', code: 'upstream_timeout' });
  });

  it('cancel the upstream when the browser leaves before they are complete, without an upstream error', async () => {
    upstream.route('/v2/api/small-waits', (_req, res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('{"partial":');
    });
    const req = http.get(`${running.url}/v2/api/small-waits`, { agent: false, headers: { 'X-Request-Id': 'leaves-early' } });
    req.on('error', () => {});
    await vi.waitFor(() => expect(upstream.requests.at(-1)?.url).toBe('/v2/api/small-waits'));
    const seen = upstream.requests.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await vi.waitFor(() => expect(seen.closedEarly).toBe(true), { timeout: 1000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged().filter((line) => line.id === 'leaves-early')).toEqual([]);
  });

  it('keep their declared length on HEAD, with no body', async () => {
    upstream.route('/v2/api/head', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5' });
      res.end();
    });
    const seen = await get('/v2/api/head', undefined, 'HEAD');
    expect(seen).toMatchObject({ status: 200, body: '', outcome: 'end' });
    expect(seen.headers['content-length']).toBe('5');
  });
});

describe('large and open-ended upstream answers', () => {
  // the upstream holds its second half until the browser has the first: an edge that waited for the
  // whole answer would never release it (the fallback ends the answer so the test fails, not hangs)
  function streamInTwo(path: string, headers: http.OutgoingHttpHeaders, half: number) {
    let release = () => {};
    let finishedAt = Infinity;
    upstream.route(path, (_req, res) => {
      res.writeHead(200, headers);
      res.write(part(half, 'a'));
      const fallback = setTimeout(() => release(), 2000);
      release = () => {
        clearTimeout(fallback);
        finishedAt = performance.now();
        res.end(part(half, 'b'));
      };
    });
    return { release: () => release(), finishedAt: () => finishedAt };
  }

  it('are streamed as they come when larger than the whole-body limit', async () => {
    const half = WHOLE_BODY_MAX_BYTES;
    const upstreamSide = streamInTwo('/v2/api/large', { 'Content-Type': 'application/octet-stream', 'Content-Length': String(2 * half) }, half);
    const seen = await get('/v2/api/large', upstreamSide.release);
    expect(seen.firstByteAt).toBeLessThan(upstreamSide.finishedAt());
    expect(seen).toMatchObject({ status: 200, outcome: 'end' });
    expect(seen.body).toBe(part(half, 'a') + part(half, 'b'));
  });

  it('are streamed as they come without a length (chunked, event streams)', async () => {
    const upstreamSide = streamInTwo('/v2/api/events', { 'Content-Type': 'text/event-stream' }, 10);
    const seen = await get('/v2/api/events', upstreamSide.release);
    expect(seen.firstByteAt).toBeLessThan(upstreamSide.finishedAt());
    expect(seen.headers['transfer-encoding']).toBe('chunked');
    expect(seen.body).toBe(part(10, 'a') + part(10, 'b'));
  });

  it('broken off by the upstream end the browser answer too, instead of leaving it open', async () => {
    const size = 4 * WHOLE_BODY_MAX_BYTES;
    upstream.route('/v2/api/large-dies', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) });
      res.write(part(size / 2, 'a'));
      setTimeout(() => res.socket!.destroy(), 50);
    });
    const seen = await get('/v2/api/large-dies');
    expect(seen.status).toBe(200);
    expect(seen.outcome).toBe('aborted');
    expect(seen.body.length).toBeLessThan(size);
  });

  it('reach an HTTP/1.0 client without chunks, ended by closing the connection', async () => {
    upstream.route('/v2/api/chunked', (_req, res) => {
      res.write('first,');
      setTimeout(() => res.end('second'), 20);
    });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(running.port, '127.0.0.1', () => socket.write('GET /v2/api/chunked HTTP/1.0\r\nHost: edge\r\n\r\n'));
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head!.toLowerCase()).not.toContain('transfer-encoding');
    expect(head!.toLowerCase()).toContain('connection: close');
    expect(body).toBe('first,second');
  });
});

describe('answer rewriting rules', () => {
  it('makes cookies host-only, whatever the attribute case and spacing', () => {
    expect(rewriteSetCookie('sid=1; Domain=api.internal; Path=/; HttpOnly', '')).toBe('sid=1; Path=/; HttpOnly');
    expect(rewriteSetCookie('sid=1;domain=.internal', '')).toBe('sid=1');
    expect(rewriteSetCookie('sid=1; Path=/', '')).toBe('sid=1; Path=/');
  });

  it('maps only the base path and its root back to /v2/api', () => {
    expect(rewriteSetCookie('a=1; Path=/base', '/base')).toBe('a=1; Path=/v2/api');
    expect(rewriteSetCookie('a=1; path=/base/; Secure', '/base')).toBe('a=1; path=/v2/api/; Secure');
    expect(rewriteSetCookie('a=1; Path=/base/x', '/base')).toBe('a=1; Path=/base/x');
    expect(rewriteSetCookie('a=1; Path=/', '/base')).toBe('a=1; Path=/');
  });

  it('maps redirects under the base path, and no others', () => {
    expect(unprefixLocation('/base', '/base')).toBe('/v2/api');
    expect(unprefixLocation('/base/login?next=1', '/base')).toBe('/v2/api/login?next=1');
    expect(unprefixLocation('/base?x=1', '/base')).toBe('/v2/api?x=1');
    expect(unprefixLocation('/basement', '/base')).toBe('/basement');
    expect(unprefixLocation('https://elsewhere.example/base/x', '/base')).toBe('https://elsewhere.example/base/x');
  });
});
