// The real api and edge as child processes (as tests/e2e/support/stack.ts starts them), on a fresh copy
// of the generated data folder, serving a fresh build of the bundles.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../e2e/support/stack';
import { request } from './inboxHttp';
import { CACHE_DIR } from './inboxData';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The benchmark's own bundles: the pages as they are in the working tree now, not a stale dist/. */
export const BENCH_DIST = process.env.BUILD_DIST || path.join(CACHE_DIR, 'dist');

export interface InboxStack {
  apiBase: string;
  edgeBase: string;
  apiPid: number;
  dataDir: string;
  /** The api's last output lines (for a failure report). */
  apiOutput(): string;
  /** Stops both; the copied data folder is removed unless kept (for the diagnosis). */
  stop(keepData?: boolean): Promise<void>;
}

export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rsbuild', 'build'], { cwd: ROOT, env: { ...process.env, BUILD_DIST: BENCH_DIST }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`rsbuild build exited with ${code}: ${stderr}`))));
  });
}

function start(script: string, env: Record<string, string>): { child: ChildProcess; output: string[] } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.SMTP_URL;
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor200(base: string, urlPath: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the process serving ${base} exited before ${urlPath} answered`);
    const answer = await request(base, 'GET', urlPath).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`${base}${urlPath} was not 200 within ${timeoutMs / 1000} s`);
}

/** Copies the generated data folder and starts api + edge on it. */
export async function startInboxStack(generatedDataDir: string): Promise<InboxStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  fs.cpSync(generatedDataDir, dataDir, { recursive: true });
  const [apiPort, edgePort] = [await freePort(), await freePort()];
  const api = start('server/api/main.ts', { DATA_DIR: dataDir, API_PORT: String(apiPort), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const edge = start('server/edge/main.ts', {
    DATA_DIR: path.join(dataDir, 'edge'),
    PORT: String(edgePort),
    HOST: '127.0.0.1',
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    DIST_DIR: BENCH_DIST,
    LOG_LEVEL: 'warn',
  });
  const stack: InboxStack = {
    apiBase: `http://127.0.0.1:${apiPort}`,
    edgeBase: `http://127.0.0.1:${edgePort}`,
    apiPid: api.child.pid!,
    dataDir,
    apiOutput: () => api.output.join('').slice(-3000),
    stop: async (keepData = false) => {
      await stopChild(edge.child);
      await stopChild(api.child);
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor200(stack.apiBase, '/v2/api/healthz', api.child, 120_000);
    await waitFor200(stack.edgeBase, '/readyz', edge.child, 60_000);
  } catch (error) {
    process.stderr.write(`api output:\n${stack.apiOutput()}\nedge output:\n${edge.output.join('').slice(-2000)}\n`);
    await stack.stop();
    throw error;
  }
  return stack;
}
