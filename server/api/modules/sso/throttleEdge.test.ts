import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, testConfig, type RunningEdge } from '../../../edge/testing/startEdge';
import { TEST_PASSWORD, createTestApi, seedUser, type TestApi } from '../../testing/harness';

// Behind the edge the api must count the browser's address, not the edge's 127.0.0.1: otherwise the
// per-address buckets would be one bucket for everybody and a guesser would keep every owner out.
// Browsers here connect from their own loopback addresses (all of 127.0.0.0/8 is this machine).

let api: TestApi;
let apiServer: http.Server;
let edge: RunningEdge;

beforeAll(async () => {
  api = await createTestApi();
  apiServer = http.createServer(api.app);
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const { port } = apiServer.address() as AddressInfo;
  edge = await startEdge(testConfig({ API_UPSTREAM: `http://127.0.0.1:${port}` }));
  await seedUser(api, { email: 'owner@edge.test' });
});
afterAll(async () => {
  await edge.close();
  apiServer.closeAllConnections();
  await new Promise((resolve) => apiServer.close(resolve));
  await api.close();
});

/** The login form posted to the edge from a browser at `from`, with whatever extra headers it adds. */
function postForm(from: string, password: string, headers: Record<string, string> = {}): Promise<number> {
  const body = new URLSearchParams({ email: 'owner@edge.test', password }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: edge.port,
        localAddress: from,
        method: 'POST',
        path: '/v2/api/sso/login',
        agent: false,
        headers: {
          ...headers,
          Origin: edge.url,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the login throttle behind the edge', () => {
  it("counts each browser's own address: the guesser is held, the owner elsewhere gets in", async () => {
    for (let i = 0; i < 5; i++) expect(await postForm('127.0.0.7', 'not the password')).toBe(401);
    expect(await postForm('127.0.0.7', 'not the password')).toBe(429);
    expect(await postForm('127.0.0.7', TEST_PASSWORD)).toBe(429);
    expect(await postForm('127.0.0.8', TEST_PASSWORD)).toBe(303);
  });

  it('ignores the address a browser claims for itself', async () => {
    expect(await postForm('127.0.0.7', TEST_PASSWORD, { 'X-Forwarded-For': '127.0.0.9', Forwarded: 'for=127.0.0.9' })).toBe(429);
    expect(await postForm('127.0.0.9', TEST_PASSWORD)).toBe(303);
  });
});
