// The api as it runs in production (server/api/main.ts in its own process, on a fresh data folder), so a
// crash shows as a process that died instead of taking the test worker with it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRuntimeFile } from '../../runtime/dataDir';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const READY_TIMEOUT_MS = 60_000;

export interface ApiProcess {
  host: string;
  port: number;
  /** Why the process ended (exit code or signal), or undefined while it runs. */
  death(): string | undefined;
  /** The last lines it wrote: its unhandled errors explain a 5xx. */
  output(): string;
  stop(): Promise<void>;
}

function describeExit(child: ChildProcess): string | undefined {
  if (child.signalCode) return `killed by ${child.signalCode}`;
  if (child.exitCode !== null) return `exited with code ${child.exitCode}`;
  return undefined;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-fuzz-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', ...env };
  // Mail is logged, never sent.
  delete childEnv.SMTP_URL;
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (describeExit(child) === undefined) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const death = describeExit(child);
    if (death) {
      await stop();
      throw new Error(`the api ${death} before it was ready:\n${lines.join('')}`);
    }
    const info = await readRuntimeFile(dataDir).catch(() => undefined);
    if (info?.port) {
      return { host: '127.0.0.1', port: info.port, death: () => describeExit(child), output: () => lines.join(''), stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the api was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${lines.join('')}`);
}
