import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createEdgeApp, type EdgeApp } from './createEdgeApp.js';
import { createMaintenance } from './maintenance.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig } from './testing/startEdge.js';
import { createTempDist, type TempDist } from './testing/tempDist.js';

let upstream: FakeUpstream;
let dist: TempDist;
let flagDir: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  dist = createTempDist();
  flagDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-flag-'));
});
afterAll(async () => {
  await upstream.close();
  dist.remove();
  fs.rmSync(flagDir, { recursive: true, force: true });
});

describe('with MAINTENANCE=1', () => {
  let edge: EdgeApp;
  beforeAll(() => {
    edge = createEdgeApp(testConfig({ API_UPSTREAM: upstream.url, DIST_DIR: dist.dir, MAINTENANCE: '1' }));
  });
  afterAll(() => edge.close());

  it.each(['/v2/', '/v2/app/chat', '/v2/home', '/v2/satisfaction-form', '/v2/wallboard', '/v2/nope', '/'])(
    '%s answers the 503 maintenance page',
    async (route) => {
      const res = await request(edge.app).get(route);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('300');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<title>The service is unavailable</title>');
      expect(res.text).toMatch(/<a class="button" href="\/v2\/">Landing<\/a>/);
      expect(res.text).not.toMatch(/<script/);
    },
  );

  it('answers the api with 503 JSON and forwards nothing', async () => {
    const res = await request(edge.app).post('/v2/api/tickets').send({ a: 1 });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
    expect(res.body).toEqual({ error: 'The service is under maintenance', code: 'maintenance' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('still answers /healthz and /readyz, and serves hashed assets', async () => {
    expect((await request(edge.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(edge.app).get('/readyz')).status).toBe(200);
    expect((await request(edge.app).get('/v2/static/js/console.abc123.js')).status).toBe(200);
  });

  it('uses MAINTENANCE_RETRY_AFTER', async () => {
    const other = createEdgeApp(testConfig({ DIST_DIR: dist.dir, MAINTENANCE: '1', MAINTENANCE_RETRY_AFTER: '42' }));
    try {
      expect((await request(other.app).get('/v2/home')).headers['retry-after']).toBe('42');
    } finally {
      other.close();
    }
  });

  it('refuses websocket upgrades with 503', async () => {
    const running = await startEdge(testConfig({ API_UPSTREAM: upstream.url, MAINTENANCE: '1' }));
    try {
      const client = new WebSocket(`ws://127.0.0.1:${running.port}/v2/api/socket.io/?EIO=4&transport=websocket`);
      client.on('error', () => {});
      const status = await new Promise<number>((resolve, reject) => {
        client.once('open', () => reject(new Error('the upgrade was accepted')));
        client.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      });
      expect(status).toBe(503);
      expect(upstream.upgrades).toHaveLength(0);
      client.terminate();
    } finally {
      await running.close();
    }
  });
});

describe('the maintenance flag file', () => {
  const flag = () => path.join(flagDir, 'maintenance.flag');
  afterEach(() => fs.rmSync(flag(), { force: true }));

  it('turns maintenance on and off at runtime, without a restart', async () => {
    const edge = createEdgeApp(testConfig({ DIST_DIR: dist.dir, MAINTENANCE_FILE: flag() }, { maintenancePollMs: 20 }));
    try {
      expect((await request(edge.app).get('/v2/home')).status).toBe(200);
      fs.writeFileSync(flag(), '');
      await vi.waitFor(async () => expect((await request(edge.app).get('/v2/home')).status).toBe(503));
      fs.rmSync(flag());
      await vi.waitFor(async () => expect((await request(edge.app).get('/v2/home')).status).toBe(200));
    } finally {
      edge.close();
    }
  });

  it('defaults to maintenance.flag in DATA_DIR, read at start', async () => {
    fs.writeFileSync(flag(), '');
    const edge = createEdgeApp(testConfig({ DIST_DIR: dist.dir, DATA_DIR: flagDir }));
    try {
      expect((await request(edge.app).get('/v2/home')).status).toBe(503);
    } finally {
      edge.close();
    }
  });

  it('is polled every interval with fs.stat, and no more once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stat = vi.spyOn(fs, 'stat');
    try {
      const maintenance = createMaintenance({ forced: false, file: flag(), pollMs: 1000 });
      fs.writeFileSync(flag(), '');
      expect(maintenance.isOn()).toBe(false);
      vi.advanceTimersByTime(999);
      expect(stat).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(stat).toHaveBeenCalledTimes(1);
      expect(await maintenance.refresh()).toBe(true);
      expect(stat).toHaveBeenCalledTimes(1);
      expect(maintenance.isOn()).toBe(true);
      maintenance.stop();
      vi.advanceTimersByTime(10_000);
      expect(stat).toHaveBeenCalledTimes(1);
    } finally {
      stat.mockRestore();
      vi.useRealTimers();
    }
  });

  it('does not keep the process alive (unref) and is not polled when forced on', () => {
    const unref = vi.fn();
    const interval = vi.spyOn(globalThis, 'setInterval').mockReturnValue({ unref } as unknown as NodeJS.Timeout);
    try {
      createMaintenance({ forced: false, file: flag(), pollMs: 1000 }).stop();
      expect(unref).toHaveBeenCalledTimes(1);
      createMaintenance({ forced: true, file: flag(), pollMs: 1000 }).stop();
      expect(interval).toHaveBeenCalledTimes(1);
    } finally {
      interval.mockRestore();
    }
  });
});
