// `npm start` itself (server/start.ts: the supervisor, the api and the edge) on free ports with a fresh
// data folder, for the specs about what the supervisor does. Its JSON log lines are read back.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN } from './accounts';
import { freePort } from './stack';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 90_000;

export interface LogLine {
  name?: string;
  msg?: string;
  [field: string]: unknown;
}

export interface NpmStart {
  baseURL: string;
  /** every JSON line printed so far (the supervisor's, the api's and the edge's) */
  lines(): LogLine[];
  /** the supervisor's lines with this message */
  supervisor(msg: string): LogLine[];
  /** SIGTERM, then the exit code */
  stop(): Promise<number | null>;
}

export async function npmStart(): Promise<NpmStart> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'omni-npm-start-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    DIST_DIR: process.env.BUILD_DIST || 'dist',
    // info: the supervisor says which pid each child has
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const parsed: LogLine[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        parsed.push(JSON.parse(line) as LogLine);
      } catch {
        // a line of another format
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!text.includes('Omnichannel inbox is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start was not ready (exit ${child.exitCode}):\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    lines: () => parsed,
    supervisor: (msg) => parsed.filter((line) => line.name === 'supervisor' && line.msg === msg),
    stop,
  };
}

export interface Sample {
  path: string;
  status: number;
  at: number;
}

/** Asks the edge for each path every ~100 ms until stopped; a refused or failed request is status 0. */
export function pollEdge(baseURL: string, paths: string[]) {
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        paths.map(async (p) => {
          const at = Date.now();
          try {
            const res = await fetch(baseURL + p, { signal: AbortSignal.timeout(2_000) });
            await res.arrayBuffer();
            samples.push({ path: p, status: res.status, at });
          } catch {
            samples.push({ path: p, status: 0, at });
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** A websocket upgrade as a browser sends it; resolves the refusal's status and headers. */
export function upgradeAnswer(baseURL: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(baseURL + path, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13' },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
