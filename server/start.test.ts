// `npm start` honours PORT, API_PORT and DATA_DIR, so two copies run side by side; SIGTERM stops both
// children and the supervisor cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
const folders: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startCopy() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'start-test-'));
  folders.push(dataDir);
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 110_000);
    child.stdout!.on('data', () => {
      if (output.includes('Omnichannel inbox is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { child, port, apiPort, output: () => output };
}

afterAll(async () => {
  // SIGTERM, as an operator would: start.ts stops its api and edge before it exits. A SIGKILL would leave
  // them running as orphans; it is only the last resort, after 15 s.
  await Promise.all(
    started
      .filter((child) => child.exitCode === null)
      .map(
        (child) =>
          new Promise<void>((resolve) => {
            const last = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(last);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
  );
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
}, 30_000);

describe('npm start', () => {
  it('runs two copies side by side on their own ports and data folders, and stops on SIGTERM', async () => {
    const [a, b] = await Promise.all([startCopy(), startCopy()]);
    for (const copy of [a, b]) {
      expect((await fetch(`http://127.0.0.1:${copy.port}/readyz`)).status).toBe(200);
      const pricing = await fetch(`http://127.0.0.1:${copy.port}/v2/api/public/pricing`);
      expect(pricing.status).toBe(200);
      expect(copy.output()).toContain('Demo workspace created');
      expect(copy.output()).toMatch(/admin@demo\.local {2}password: \S{8,}/);
    }
    // Each copy seeded its own folder: both printed their own, different demo passwords.
    const password = (out: string) => /admin@demo\.local {2}password: (\S+)/.exec(out)?.[1];
    expect(password(a.output())).not.toBe(password(b.output()));

    const exited = new Promise<number | null>((resolve) => a.child.once('exit', resolve));
    a.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${a.port}/healthz`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${a.apiPort}/v2/api/healthz`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${b.port}/readyz`)).status).toBe(200);
  }, 180_000);
});
