import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { refusedPort } from './testing/fakeUpstream.js';
import { testConfig } from './testing/startEdge.js';
import { createTempDist, type TempDist } from './testing/tempDist.js';

let dist: TempDist;
let edge: EdgeApp;

beforeAll(async () => {
  dist = createTempDist();
  edge = createEdgeApp(testConfig({ DIST_DIR: dist.dir, API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
});
afterAll(() => {
  edge.close();
  dist.remove();
});

const ROUTES: [string, string][] = [
  ['/v2/app', 'console'],
  ['/v2/app/', 'console'],
  ['/v2/app/chat', 'console'],
  ['/v2/app/ticket/42', 'console'],
  ['/v2/home', 'console'],
  ['/v2/report', 'console'],
  ['/v2/report/ticket', 'console'],
  ['/v2/settings', 'console'],
  ['/v2/settings/channel/WHATSAPP', 'console'],
  ['/v2/settings/workspace/sla', 'console'],
  ['/v2/onboarding', 'console'],
  ['/v2/onboarding/creating-workspace', 'console'],
  ['/v2/spectator', 'console'],
  ['/v2/account-recovery', 'console'],
  ['/v2/logout', 'console'],
  ['/v2/maintenance', 'console'],
  ['/v2/overview', 'console'],
  ['/v2/', 'landing'],
  ['/v2', 'landing'],
  ['/v2/pricing', 'landing'],
  ['/v2/contact-us', 'landing'],
  ['/v2/satisfaction-form', 'satisfaction'],
  ['/v2/wallboard', 'wallboard'],
  ['/v2/app/chat?conversation=7', 'console'],
];

describe('pages', () => {
  it.each(ROUTES)('%s answers the %s page, revalidated on every visit', async (route, entry) => {
    const res = await request(edge.app).get(route);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`data-entry="${entry}"`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(edge.app).head('/v2/home');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(fs.statSync(path.join(dist.dir, 'console.html')).size));
    expect(res.text).toBeUndefined();
  });

  it('answers 304 when the page has not changed', async () => {
    const first = await request(edge.app).get('/v2/home');
    const again = await request(edge.app).get('/v2/app').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('redirects / to /v2/, keeping the query', async () => {
    const res = await request(edge.app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/v2/');
    expect((await request(edge.app).get('/?ref=mail')).headers.location).toBe('/v2/?ref=mail');
  });

  it.each([
    '/nope',
    '/v2/nope',
    '/v2/apps',
    '/v2/homepage',
    '/v2/home/child',
    '/v2/wallboard/1',
    '/v2/apix',
    '/v2/api-docs',
    '/api/users',
    '/v2/console.html',
    '/v2/landing.html',
    '/v2/landing%2ehtml',
    '/v2/channels',
    '/v2/channels/',
    '/v2/static/',
    '/v2/static/js/missing.js',
    '/v2/.secret',
  ])('%s answers the 404 page', async (route) => {
    const res = await request(edge.app).get(route);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toMatch(/<html lang="en">/);
    expect(res.text).toMatch(/<title>This page could not be found<\/title>/);
    expect(res.text).not.toMatch(/<script/);
  });

  it('answers 400 JSON to a page path that is not valid percent-encoding', async () => {
    const res = await request(edge.app).get('/v2/app/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request could not be understood', code: 'bad_request' });
  });

  it('answers 404 to other methods on page routes', async () => {
    expect((await request(edge.app).post('/v2/home')).status).toBe(404);
  });
});

describe('assets', () => {
  it('serves hashed assets under /v2/static as immutable', async () => {
    const res = await request(edge.app).get('/v2/static/js/console.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe('console.log("console");');
    const css = await request(edge.app).get('/v2/static/css/console.def456.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the other dist files under /v2 with a one-hour cache', async () => {
    for (const file of ['/v2/favicon.svg', '/v2/channels/whatsapp.svg']) {
      const res = await request(edge.app).get(file);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });
});

describe('without a build', () => {
  it('answers pages with a 503 "not built" page and keeps health and 404 working', async () => {
    const missing = path.join(os.tmpdir(), 'edge-no-dist-here');
    const bare = createEdgeApp(testConfig({ DIST_DIR: missing }));
    try {
      const res = await request(bare.app).get('/v2/home');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('The bundles are not built');
      expect((await request(bare.app).get('/v2/static/js/a.js')).status).toBe(404);
      expect((await request(bare.app).get('/healthz')).status).toBe(200);
    } finally {
      bare.close();
    }
  });
});
