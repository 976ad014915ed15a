import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './testing/fakeUpstream.js';

const MAIN = path.join(import.meta.dirname, 'main.ts');
let upstream: FakeUpstream;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.route('/v2/api/slow', (_req, res) => setTimeout(() => res.end('{"done":true}'), 300));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => upstream.close());

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(os.tmpdir(), 'edge-main-test-no-data'), ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = (msg: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const look = () => {
        const found = stdout.split('\n').filter(Boolean).map((text) => JSON.parse(text)).find((entry) => entry.msg === msg);
        if (found) resolve(found);
        else if (child.exitCode !== null) reject(new Error(`exited before "${msg}": ${stderr}`));
        else setTimeout(look, 20);
      };
      look();
    });
  return { child, exited, line, output: () => ({ stdout, stderr }) };
}

describe('main', () => {
  it('listens, prints one "edge listening" line, and stops gracefully on SIGTERM with exit 0', async () => {
    const port = await freePort();
    const main = runMain({ PORT: String(port), HOST: '127.0.0.1', API_UPSTREAM: upstream.url });
    expect(await main.line('edge listening')).toMatchObject({ level: 'info', url: `http://127.0.0.1:${port}/v2/` });

    const inFlight = new Promise<string>((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}/v2/api/slow`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });
    await vi.waitFor(() => expect(upstream.requests.at(-1)?.url).toBe('/v2/api/slow'));
    main.child.kill('SIGTERM');
    expect(await inFlight).toBe('{"done":true}');
    expect(await main.exited).toBe(0);
    expect(main.output().stdout).toContain('"msg":"edge stopped"');
  });

  it('fails fast with a clear message on a bad setting', async () => {
    const main = runMain({ PORT: 'abc' });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr).toContain('PORT must be an integer between 1 and 65535, got \\"abc\\"');
  });
});
