// Starts the real api and edge as child processes on free ports with a fresh data folder, the way
// they run in production, and stops them again.

import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN } from './accounts';
import { startMailbox } from './mailbox';
import { SHIFTED_CLOCK, clockOffsetFile, shiftApiClock } from './shiftedClockControl';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;

/** The api's stdout (JSON lines) is copied here inside the data folder, so tests in the workers can read what it logged. */
export const apiLogFile = (dataDir: string) => path.join(dataDir, 'api-stdout.log');

export interface Stack {
  baseURL: string;
  pids: number[];
  apiPort: number;
  edgePort: number;
  /** Where the api expects the Telegram Bot API: tests/fakes/telegram listens here (telegram.spec.ts). */
  telegramPort: number;
  /** Where the api expects Meta's Graph API: tests/fakes/meta listens here (whatsapp.spec.ts). */
  metaPort: number;
  dataDir: string;
  /** Only for a stack started with shiftedClock: moves the api's clock this far ahead of the real one. */
  shiftClock?: (ms: number) => Promise<void>;
  stop(): Promise<void>;
}

interface Child {
  name: string;
  process: ChildProcess;
  output: string[];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The bundles the stack serves: BUILD_DIST (as for the build) or dist/. */
const DIST = process.env.BUILD_DIST || 'dist';

/** Builds the bundles when the folder has none (npm test builds them before the e2e suite). */
export async function ensureBuilt(): Promise<void> {
  if (existsSync(path.resolve(ROOT, DIST, 'console.html'))) return;
  await run('npx', ['rsbuild', 'build'], 'build');
}

function run(command: string, args: string[], name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

function start(name: string, script: string, env: Record<string, string>, preloads: string[] = []): Child {
  // Never the SMTP server of the machine's environment: the api sends to the stack's own mailbox.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SMTP_URL: undefined, ...env };
  const imports = ['tsx', ...preloads].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, script], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, process: child, output };
}

async function waitForReady(url: string, children: Child[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.process.exitCode !== null || child.process.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited (${dead.process.exitCode ?? dead.process.signalCode}) before the stack was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
}

async function stopChild(child: Child): Promise<void> {
  const proc = child.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * shiftedClock: the api runs with the test-only preload support/shiftedClock.ts, whose clock the spec moves
 * (stack.shiftClock). Only a stack a spec starts for itself takes it, never the shared one of globalSetup:
 * other specs' sessions, packages and scheduled jobs keep the real time.
 */
export async function startStack(options: { shiftedClock?: boolean } = {}): Promise<Stack> {
  await ensureBuilt();
  const [apiPort, edgePort, telegramPort, metaPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'omni-e2e-'));
  const common = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // A real SMTP server receives every mail the api sends (support/mailbox.ts, read by support/mail.ts).
  const mailbox = await startMailbox(dataDir);

  const api = start('api', 'server/api/main.ts', {
    ...common,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    SMTP_URL: mailbox.url,
    // The spectator of tests/e2e/pages-shell.spec.ts: a spectator token may use /spectator.
    SPECTATOR_EMAILS: 'spectator@example.test',
    // Providers call the api back at its public address (Telegram's webhook); the fake stands in for Telegram.
    PUBLIC_URL: `http://127.0.0.1:${edgePort}`,
    TELEGRAM_API_URL: `http://127.0.0.1:${telegramPort}`,
    META_GRAPH_URL: `http://127.0.0.1:${metaPort}`,
    ...(options.shiftedClock ? { E2E_CLOCK_OFFSET_FILE: clockOffsetFile(dataDir) } : {}),
  }, options.shiftedClock ? [SHIFTED_CLOCK] : []);
  api.process.stdout?.on('data', (chunk: Buffer) => {
    try {
      appendFileSync(apiLogFile(dataDir), chunk);
    } catch {
      // the folder is gone once the stack stopped
    }
  });
  const edge = start('edge', 'server/edge/main.ts', {
    ...common,
    PORT: String(edgePort),
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    DIST_DIR: DIST,
  });
  const children = [api, edge];

  const stop = async () => {
    // The edge first, so nothing is proxied to an api that is going away.
    await stopChild(edge);
    await stopChild(api);
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(`http://127.0.0.1:${edgePort}/readyz`, children);
  } catch (error) {
    for (const child of children) {
      process.stderr.write(`\n----- ${child.name} output -----\n${child.output.join('') || '(none)'}\n`);
    }
    await stop();
    throw error;
  }

  const pids = children.map((child) => child.process.pid).filter((pid): pid is number => pid !== undefined);
  const shiftClock = options.shiftedClock ? (ms: number) => shiftApiClock(dataDir, ms) : undefined;
  return { baseURL: `http://127.0.0.1:${edgePort}`, pids, apiPort, edgePort, telegramPort, metaPort, dataDir, stop, ...(shiftClock ? { shiftClock } : {}) };
}
