import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath, isUnsafePath } from './pathGuard.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';
import { createTempDist, type TempDist } from './testing/tempDist.js';

const UNSAFE = [
  '/v2/api/../admin',
  '/v2/api/..',
  '/v2/api/files/%2e%2e/secret',
  '/v2/api/files/%2E%2E/secret',
  '/v2/api/files/%2e%2E/secret',
  '/v2/api/files/.%2e/secret',
  '/v2/api/files/%2e./secret',
  '/v2/api/a%2fb',
  '/v2/api/a%2Fb',
  '/v2/api//users',
  '/v2//api/users',
  '//v2/api/users',
  '/v2/static/../../etc/passwd',
  '/v2/static/%2e%2e/%2e%2e/etc/passwd',
  '/v2/app/..%2f..%2fetc',
  '/v2/api/a%5cb',
  '/../v2/api/x',
];

describe('isUnsafePath', () => {
  it.each(UNSAFE)('refuses %s', (url) => expect(isUnsafePath(url)).toBe(true));

  it.each(['/v2/api/users', '/v2/app/chat', '/v2/api/search?q=a..b', '/v2/?next=https://x.example//y', '/v2/a.b/c', '/'])(
    'accepts %s',
    (url) => expect(isUnsafePath(url)).toBe(false),
  );
});

describe('isApiPath', () => {
  it.each(['/v2/api', '/v2/api/', '/v2/api/x', '/v2/api?x=1'])('%s is the api', (url) => expect(isApiPath(url)).toBe(true));
  it.each(['/v2/apix', '/v2/api-docs', '/api', '/v2/ap', '/v2', '/x/v2/api'])('%s is not', (url) =>
    expect(isApiPath(url)).toBe(false),
  );
});

describe('the edge with unsafe paths', () => {
  let upstream: FakeUpstream;
  let dist: TempDist;
  let running: RunningEdge;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    dist = createTempDist();
    running = await startEdge(testConfig({ API_UPSTREAM: upstream.url, DIST_DIR: dist.dir }));
  });
  afterAll(async () => {
    await running.close();
    await upstream.close();
    dist.remove();
  });

  /** raw path on the wire: no client-side normalisation */
  function rawGet(path: string) {
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: running.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each(UNSAFE)('answers 400 JSON to %s and forwards nothing', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ error: 'The request path is not allowed', code: 'bad_path' });
    expect(upstream.requests).toHaveLength(0);
  });
});
