// The admin command line (server/cli) against the stack globalSetup started: with the embedded
// database it goes through the running api's local admin endpoint found in DATA_DIR.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN } from './accounts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

export async function admin(...args: string[]): Promise<Record<string, unknown>> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the stack was not started by globalSetup');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
  });
  const body = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  if (body.result !== 'success') throw new Error(`admin ${args.join(' ')} failed: ${stdout}`);
  return body;
}
