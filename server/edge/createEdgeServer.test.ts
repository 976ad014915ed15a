import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createEdgeApp } from './createEdgeApp.js';
import { createEdgeServer, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './createEdgeServer.js';
import { shutDownGracefully } from './shutdown.js';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig } from './testing/startEdge.js';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.route('/v2/api/slow', (_req, res) => setTimeout(() => res.end('{"done":true}'), 200));
  upstream.route('/v2/api/hang', () => {});
});
afterAll(() => upstream.close());

describe('createEdgeServer', () => {
  it('limits slow clients and wires upgrades', () => {
    const edge = createEdgeApp(testConfig());
    const server = createEdgeServer(testConfig(), edge);
    try {
      expect(server).toBeInstanceOf(http.Server);
      expect(server.headersTimeout).toBe(20_000);
      expect(server.requestTimeout).toBe(30_000);
      expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([20_000, 30_000]);
      expect(server.listeners('upgrade')).toEqual([edge.handleUpgrade]);
      expect(server.listening).toBe(false);
    } finally {
      edge.close();
    }
  });

  it('says which TLS file cannot be read', () => {
    const config = testConfig({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: '/nonexistent/key.pem' });
    const edge = createEdgeApp(config);
    try {
      expect(() => createEdgeServer(config, edge)).toThrow(/^TLS_CERT_FILE cannot be read \(\/nonexistent\/cert\.pem\)/);
    } finally {
      edge.close();
    }
  });
});

function get(url: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, closes idle keep-alive sockets and websockets, then exits 0', async () => {
    const running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
    const exit = vi.fn();
    const agent = new http.Agent({ keepAlive: true });
    try {
      await get(`${running.url}/healthz`, agent);
      const socket = new WebSocket(`ws://127.0.0.1:${running.port}/v2/api/socket.io/`);
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('open', resolve));
      const wsClosed = new Promise((resolve) => socket.once('close', resolve));

      const inFlight = get(`${running.url}/v2/api/slow`);
      await vi.waitFor(() => expect(upstream.requests.at(-1)?.url).toBe('/v2/api/slow'));
      shutDownGracefully({ server: running.server, edge: running.edge, exit, log: () => {} });

      await wsClosed;
      await expect(get(`${running.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
      expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      agent.destroy();
      await running.close().catch(() => {});
    }
  });

  it('forces exit 1 when requests do not finish in time', async () => {
    const running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
    const exit = vi.fn();
    try {
      const stuck = get(`${running.url}/v2/api/hang`).catch(() => null);
      await vi.waitFor(() => expect(upstream.requests.at(-1)?.url).toBe('/v2/api/hang'));
      shutDownGracefully({ server: running.server, edge: running.edge, exit, log: () => {}, forceAfterMs: 50 });
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
      await running.close();
      await stuck;
    } finally {
      await running.close().catch(() => {});
    }
  });
});
