import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from './createEdgeApp.js';
import { refusedPort, startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { testConfig } from './testing/startEdge.js';

let upstream: FakeUpstream;
let health: 'ok' | 'failing' | 'hanging' = 'ok';

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.route('/v2/api/healthz', (_req, res) => {
    if (health === 'hanging') return;
    res.statusCode = health === 'failing' ? 500 : 200;
    res.end('{}');
  });
});
afterAll(() => upstream.close());

describe('/healthz', () => {
  it('answers 200 while the process is alive, whatever the upstream', async () => {
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
    try {
      const res = await request(edge.app).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      edge.close();
    }
  });
});

describe('/readyz', () => {
  it('answers 200 when the api health check answers 2xx', async () => {
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url }));
    try {
      health = 'ok';
      const res = await request(edge.app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready' });
      expect(upstream.requests.at(-1)?.url).toBe('/v2/api/healthz');
    } finally {
      edge.close();
    }
  });

  it('answers 503 JSON when the api answers an error', async () => {
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url }));
    try {
      health = 'failing';
      const res = await request(edge.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unready', error: 'the api answered 500' });
    } finally {
      health = 'ok';
      edge.close();
    }
  });

  it('answers 503 JSON when the api is down', async () => {
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
    try {
      const res = await request(edge.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unready');
      expect(res.body.error).toMatch(/ECONNREFUSED/);
    } finally {
      edge.close();
    }
  });

  it('answers 503 JSON when the api does not answer within the readiness timeout', async () => {
    const edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url }, { readyTimeoutMs: 50 }));
    try {
      health = 'hanging';
      const res = await request(edge.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unready', error: 'the api did not answer within 50 ms' });
    } finally {
      health = 'ok';
      edge.close();
    }
  });
});
