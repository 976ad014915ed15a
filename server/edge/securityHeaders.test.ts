import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { CONTENT_SECURITY_POLICY } from './securityHeaders.js';
import { refusedPort, startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';
import { createTempDist, type TempDist } from './testing/tempDist.js';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; " +
  "form-action 'self'; object-src 'none'";
const EMBEDDABLE_CSP = "default-src 'self'; frame-ancestors https://partner.example";

let upstream: FakeUpstream;
let dist: TempDist;
let edge: EdgeApp;
let down: EdgeApp;
let maintenance: EdgeApp;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTempDist();
  edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url, DIST_DIR: dist.dir }));
  down = createEdgeApp(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
  maintenance = createEdgeApp(testConfig({ DIST_DIR: dist.dir, MAINTENANCE: '1' }));
  upstream.route('/v2/api/embeddable', (_req, res) => {
    res.setHeader('Content-Security-Policy', EMBEDDABLE_CSP);
    res.setHeader('Content-Type', 'text/html');
    res.end('<p>widget</p>');
  });
  upstream.route('/v2/api/framed', (_req, res) => {
    res.setHeader('Content-Security-Policy', EMBEDDABLE_CSP);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.end('');
  });
  upstream.route('/v2/api/express', (_req, res) => {
    res.setHeader('X-Powered-By', 'Express');
    res.end('{}');
  });
  upstream.route('/v2/api/fails', (_req, res) => {
    res.statusCode = 500;
    res.end('{"result":"error"}');
  });
});
afterAll(async () => {
  for (const app of [edge, down, maintenance]) app.close();
  await upstream.close();
  dist.remove();
});

function expectSecurityHeaders(headers: Record<string, string | undefined>) {
  expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('match the policy text', () => expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP));

  it.each([
    ['a page', () => request(edge.app).get('/v2/home'), 200],
    ['a 304 page', () => request(edge.app).get('/v2/home').set('If-None-Match', '*'), 304],
    ['a hashed asset', () => request(edge.app).get('/v2/static/js/console.abc123.js'), 200],
    ['a public file', () => request(edge.app).get('/v2/favicon.svg'), 200],
    ['the root redirect', () => request(edge.app).get('/'), 302],
    ['a proxied answer', () => request(edge.app).get('/v2/api/me'), 200],
    ['a proxied error', () => request(edge.app).get('/v2/api/fails'), 500],
    ['an upstream that says X-Powered-By', () => request(edge.app).get('/v2/api/express'), 200],
    ['the 404 page', () => request(edge.app).get('/v2/nope'), 404],
    ['a refused path', () => request(edge.app).get('/v2/api/a%2fb'), 400],
    ['a body too large', () => request(edge.app).post('/v2/api/x').send({ a: 'x'.repeat(1_100_000) }), 413],
    ['an unreachable upstream', () => request(down.app).get('/v2/api/me'), 503],
    ['the maintenance page', () => request(maintenance.app).get('/v2/home'), 503],
    ['the maintenance api answer', () => request(maintenance.app).get('/v2/api/me'), 503],
    ['/healthz', () => request(edge.app).get('/healthz'), 200],
    ['/readyz', () => request(down.app).get('/readyz'), 503],
  ])('are on %s', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expectSecurityHeaders(res.headers);
  });

  it("keep a proxied upstream's own CSP, without X-Frame-Options contradicting it", async () => {
    const res = await request(edge.app).get('/v2/api/embeddable');
    expect(res.headers['content-security-policy']).toBe(EMBEDDABLE_CSP);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const framed = await request(edge.app).get('/v2/api/framed');
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('over HTTPS', () => {
  let tlsDir: string;
  let running: RunningEdge;
  beforeAll(async () => {
    tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-tls-'));
    const [cert, key] = [path.join(tlsDir, 'cert.pem'), path.join(tlsDir, 'key.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
      '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    running = await startEdge(
      testConfig({ API_UPSTREAM: upstream.url, DIST_DIR: dist.dir, TLS_CERT_FILE: cert, TLS_KEY_FILE: key }),
    );
  });
  afterAll(async () => {
    await running?.close();
    fs.rmSync(tlsDir, { recursive: true, force: true });
  });

  function get(pathname: string) {
    return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      https
        .get(`${running.url}${pathname}`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        })
        .on('error', reject);
    });
  }

  it('adds HSTS to pages, proxied answers and errors, and forwards the https scheme', async () => {
    expect(running.server).toBeInstanceOf(https.Server);
    for (const pathname of ['/v2/home', '/v2/api/me', '/v2/nope', '/v2/api/%2e%2e/x']) {
      const res = await get(pathname);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
    }
    expect(upstream.requests.at(-1)?.headers['x-forwarded-proto']).toBe('https');
  });
});
