import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeApp } from './createEdgeApp.js';
import { createLogger } from './requestLog.js';
import { refusedPort, startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig } from './testing/startEdge.js';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());

function capture() {
  const chunks: string[] = [];
  const lines = () => chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { write: (chunk: string) => void chunks.push(chunk), chunks, lines };
}

describe('request logs', () => {
  it('writes one JSON line per request, with id, method, path without query, status, ms and bytes', async () => {
    const out = capture();
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url, LOG_LEVEL: 'info' }), { logWriter: out.write });
    try {
      const api = await request(edge.app).get('/v2/api/tickets?token=secret').set('X-Request-Id', 'log-test-1');
      await request(edge.app).get('/v2/nope?x=1');
      await vi.waitFor(() => expect(out.lines()).toHaveLength(2));
      const [first, second] = out.lines();
      expect(first).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        level: 'info',
        msg: 'request',
        id: 'log-test-1',
        method: 'GET',
        path: '/v2/api/tickets',
        status: 200,
        ms: expect.any(Number),
        bytes: expect.any(Number),
      });
      expect(first!.bytes).toBeGreaterThan(Number(api.headers['content-length']));
      expect(second).toMatchObject({ path: '/v2/nope', status: 404, method: 'GET' });
      expect(JSON.stringify(out.lines())).not.toContain('secret');
    } finally {
      edge.close();
    }
  });

  it('escapes odd paths and marks answers the client did not wait for', async () => {
    const out = capture();
    upstream.route('/v2/api/never', () => {});
    const running = await startEdge(testConfig({ API_UPSTREAM: upstream.url, LOG_LEVEL: 'info' }), {
      logWriter: out.write,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: running.port, path: '/v2/"q"\\x' }, (res) => {
          res.resume();
          res.on('end', resolve);
        }).on('error', reject);
      });
      const gone = http.get(`${running.url}/v2/api/never`);
      gone.on('error', () => {});
      await vi.waitFor(() => expect(upstream.requests.at(-1)?.url).toBe('/v2/api/never'));
      gone.destroy();
      await vi.waitFor(() => expect(out.lines()).toHaveLength(2));
      const [odd, aborted] = out.lines();
      expect(odd).toMatchObject({ path: '/v2/"q"\\x', status: 400 });
      expect(aborted).toMatchObject({ path: '/v2/api/never', aborted: true });
    } finally {
      await running.close();
    }
  });

  it('logs upstream failures as warnings, and nothing below the level', async () => {
    const out = capture();
    const edge = createEdgeApp(
      testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}`, LOG_LEVEL: 'warn' }),
      { logWriter: out.write },
    );
    try {
      await request(edge.app).get('/v2/api/me').set('X-Request-Id', 'down-1');
      await vi.waitFor(() => expect(out.lines()).toHaveLength(1));
      expect(out.lines()[0]).toMatchObject({ level: 'warn', msg: 'upstream error', id: 'down-1', code: 'ECONNREFUSED' });
    } finally {
      edge.close();
    }
  });

  it('is silent with LOG_LEVEL=silent', async () => {
    const out = capture();
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }), {
      logWriter: out.write,
    });
    try {
      await request(edge.app).get('/v2/api/me');
      await request(edge.app).get('/v2/home');
      edge.close();
      expect(out.chunks).toEqual([]);
    } finally {
      edge.close();
    }
  });

  it('batches lines into one write every 50 ms, or sooner once 16 KiB are waiting', () => {
    vi.useFakeTimers();
    try {
      const out = capture();
      const logger = createLogger('info', out.write);
      logger.info('a');
      logger.info('b');
      vi.advanceTimersByTime(49);
      expect(out.chunks).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(out.chunks).toHaveLength(1);
      for (let i = 0; i < 300; i += 1) logger.info('x'.repeat(100));
      expect(out.chunks.length).toBeGreaterThanOrEqual(3);
      expect(out.chunks.slice(1).every((chunk) => chunk.length >= 16 * 1024)).toBe(true);
      vi.advanceTimersByTime(50);
      expect(out.lines()).toHaveLength(302);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what is buffered on flush()', async () => {
    const out = capture();
    const logger = createLogger('info', out.write);
    logger.info('a');
    logger.warn('b', { n: 1 });
    logger.error('c');
    expect(out.chunks).toEqual([]);
    logger.flush();
    expect(out.chunks).toHaveLength(1);
    expect(out.lines().map((line) => [line.level, line.msg])).toEqual([
      ['info', 'a'],
      ['warn', 'b'],
      ['error', 'c'],
    ]);
    logger.info('d');
    logger.flush();
    expect(out.chunks).toHaveLength(2);
  });
});
