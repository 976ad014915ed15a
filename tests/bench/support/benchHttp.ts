import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export const SMALL_JSON = '/v2/api/healthz';
export const CONCURRENCY = 16;

export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

export function request(port: number, urlPath: string, timeoutMs = 10_000) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, timeout: timeoutMs }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('timeout', () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.once('error', reject);
  });
}

export async function waitFor200(port: number, urlPath: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited before ${urlPath} answered`);
    if ((await request(port, urlPath, 2000).catch(() => null))?.status === 200) return performance.now() - started;
    await sleep(25);
  }
  throw new Error(`${urlPath} on port ${port} was not 200 within ${timeoutMs} ms`);
}

/** `count` GETs at a fixed concurrency; resolves with the rate achieved, rejects on a non-200 answer. */
export async function load(port: number, count: number, onProgress?: (done: number) => void): Promise<number> {
  let [issued, done] = [0, 0];
  const started = performance.now();
  const worker = async () => {
    for (; issued < count; done += 1, onProgress?.(done)) {
      issued += 1;
      const { status } = await request(port, SMALL_JSON);
      if (status !== 200) throw new Error(`GET ${SMALL_JSON} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return count / ((performance.now() - started) / 1000);
}
