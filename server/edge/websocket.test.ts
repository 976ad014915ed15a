import http, { type IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { refusedPort, startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';
import { startEdge, testConfig, type RunningEdge } from './testing/startEdge.js';

let upstream: FakeUpstream;
let running: RunningEdge;
const clients: WebSocket[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  running = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
});
afterAll(async () => {
  await running.close();
  await upstream.close();
});
afterEach(async () => {
  upstream.upgrades.length = 0;
  for (const client of clients.splice(0)) client.terminate();
  await vi.waitFor(() => expect(upstream.openSockets()).toBe(0));
});

const SOCKET_PATH = '/v2/api/socket.io/?EIO=4&transport=websocket';

function connect(url: string, headers: Record<string, string> = {}) {
  const client = new WebSocket(url, { headers });
  client.on('error', () => {});
  clients.push(client);
  return client;
}

function opened(client: WebSocket) {
  return new Promise<void>((resolve, reject) => {
    client.once('open', () => resolve());
    client.once('error', reject);
  });
}

function refused(client: WebSocket) {
  return new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    client.once('open', () => reject(new Error('the upgrade was accepted')));
    client.once('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
  });
}

/** An upgrade request with the path exactly as given (the ws client would normalise it). */
function rawUpgrade(port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('upgrade', () => reject(new Error('the upgrade was accepted')));
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('websocket upgrades', () => {
  it('are proxied to the upstream, both ways', async () => {
    const client = connect(`ws://127.0.0.1:${running.port}${SOCKET_PATH}`, { Cookie: 'sid=abc' });
    await opened(client);
    const reply = new Promise<string>((resolve) => client.once('message', (data) => resolve(String(data))));
    client.send('ping');
    expect(await reply).toBe('echo:ping');
    expect(upstream.upgrades.at(-1)?.cookie).toBe('sid=abc');
  });

  it('carry the edge X-Forwarded-* and request id, never the client claims', async () => {
    const client = connect(`ws://127.0.0.1:${running.port}${SOCKET_PATH}`, {
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Host': 'evil.example',
      'X-Real-IP': '6.6.6.6',
      Forwarded: 'for=6.6.6.6',
      'X-User-Id': 'admin',
      'X-Request-Id': 'ws-trace-1',
    });
    await opened(client);
    const headers = upstream.upgrades.at(-1)!;
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${running.port}`);
    expect(headers['x-request-id']).toBe('ws-trace-1');
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-user-id']).toBeUndefined();
  });

  it('are refused outside /v2/api', async () => {
    for (const path of ['/v2/apix/socket.io/', '/socket.io/', '/v2/app']) {
      const res = await refused(connect(`ws://127.0.0.1:${running.port}${path}`));
      expect(res.status).toBe(404);
    }
    expect(upstream.upgrades).toHaveLength(0);
  });

  it('are refused with 400 on traversal paths', async () => {
    for (const path of ['/v2/api/%2e%2e/socket.io/', '/v2/api/../socket.io/', '/v2/api//socket.io/']) {
      const res = await rawUpgrade(running.port, path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).code).toBe('bad_path');
    }
    expect(upstream.upgrades).toHaveLength(0);
  });

  it('are answered 503 with Retry-After when the upstream is down (a restarting api)', async () => {
    const down = await startEdge(testConfig({ API_UPSTREAM: `http://127.0.0.1:${await refusedPort()}` }));
    try {
      const res = await refused(connect(`ws://127.0.0.1:${down.port}${SOCKET_PATH}`));
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(JSON.parse(res.body).code).toBe('upstream_unreachable');
    } finally {
      await down.close();
    }
  });

  it('are ended by close(), on both sides', async () => {
    const other = await startEdge(testConfig({ API_UPSTREAM: upstream.url }));
    try {
      const client = connect(`ws://127.0.0.1:${other.port}${SOCKET_PATH}`);
      await opened(client);
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      other.edge.close();
      await closed;
      expect(client.readyState).toBe(WebSocket.CLOSED);
      await vi.waitFor(() => expect(upstream.openSockets()).toBe(0));
    } finally {
      await other.close();
    }
  });

  it('end the upstream socket when the browser disappears', async () => {
    const client = connect(`ws://127.0.0.1:${running.port}${SOCKET_PATH}`);
    await opened(client);
    expect(upstream.openSockets()).toBe(1);
    client.terminate();
    await vi.waitFor(() => expect(upstream.openSockets()).toBe(0));
  });
});
