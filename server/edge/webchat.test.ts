import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { CONTENT_SECURITY_POLICY } from './securityHeaders.js';
import { refusedPort } from './testing/fakeUpstream.js';
import { testConfig } from './testing/startEdge.js';
import { createTempDist, type TempDist } from './testing/tempDist.js';
import { FRAMEABLE_CONTENT_SECURITY_POLICY } from './webchat.js';

const LOADER = '(function(){console.log("webchat loader")})();';

let dist: TempDist;
let edge: EdgeApp;
let unbuilt: { dist: TempDist; edge: EdgeApp };

/** The dist of a build with the chat window's page and the loader named in the manifest. */
function withWebchat(target: TempDist): TempDist {
  fs.writeFileSync(path.join(target.dir, 'webchat.html'), '<!doctype html><html><body><div id="root" data-entry="webchat"></div></body></html>');
  fs.writeFileSync(path.join(target.dir, 'static', 'js', 'widget.0123456789.js'), LOADER);
  const manifest = { entries: { widget: { initial: { js: ['/v2/static/js/widget.0123456789.js'] } } } };
  fs.writeFileSync(path.join(target.dir, 'manifest.json'), JSON.stringify(manifest));
  return target;
}

beforeAll(async () => {
  const upstream = `http://127.0.0.1:${await refusedPort()}`;
  dist = withWebchat(createTempDist());
  edge = createEdgeApp(testConfig({ DIST_DIR: dist.dir, API_UPSTREAM: upstream }));
  const bare = createTempDist();
  unbuilt = { dist: bare, edge: createEdgeApp(testConfig({ DIST_DIR: bare.dir, API_UPSTREAM: upstream })) };
});
afterAll(() => {
  edge.close();
  dist.remove();
  unbuilt.edge.close();
  unbuilt.dist.remove();
});

describe('the web chat loader, /v2/webchat.js', () => {
  it('serves the built loader under its stable name with a short cache', async () => {
    const res = await request(edge.app).get('/v2/webchat.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(LOADER);
  });

  it('answers 304 to a revalidation when the loader has not changed', async () => {
    const first = await request(edge.app).get('/v2/webchat.js');
    const again = await request(edge.app).get('/v2/webchat.js').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('answers 503 when the loader is not built', async () => {
    const res = await request(unbuilt.edge.app).get('/v2/webchat.js');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the chat window page, /v2/webchat/frame', () => {
  it('may be framed by any site, and is otherwise held to the same policy', async () => {
    const res = await request(edge.app).get('/v2/webchat/frame?channel=abcdefgh&origin=https%3A%2F%2Fshop.example');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-entry="webchat"');
    expect(res.headers['content-security-policy']).toBe(FRAMEABLE_CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it.each(['/v2/home', '/v2/', '/v2/satisfaction-form', '/v2/webchat/frame/other', '/v2/webchat'])('%s still refuses to be framed', async (route) => {
    const res = await request(edge.app).get(route);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
