// The real command line as a process: help, a fresh data folder it opens itself, and a running api that
// holds the folder (the command must then go through the api's admin endpoint).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'cli main password';
const temps: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-main-'));
  temps.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(temps.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** The environment of a child: this one without database or bootstrap settings, plus the given ones. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'MAINTENANCE_FILE', 'API_PORT', 'API_HOST']) {
    delete env[key];
  }
  return { ...env, ...extra };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The one JSON object a command prints. */
function output(run: Run): Record<string, unknown> {
  const lines = run.stdout.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

describe('admin command line', () => {
  it('prints the usage with --help, -h or no arguments', async () => {
    const dataDir = await tempDir();
    for (const args of [['--help'], ['-h'], []]) {
      const run = await runCli(args, dataDir);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: npm run -s admin -- <command> \[options\]/);
      for (const command of ['workspace create', 'user create', 'member add', 'billing set', 'maintenance on|off']) {
        expect(run.stdout).toContain(command);
      }
    }
    expect(await exists(path.join(dataDir, 'pg'))).toBe(false);
  }, 60_000);

  it('refuses an unknown option with one JSON error and exit code 1, before opening anything', async () => {
    const dataDir = path.join(await tempDir(), 'never-made');
    const run = await runCli(['user', 'create', '--colour', 'red'], dataDir);
    expect(run.code).toBe(1);
    expect(output(run)).toMatchObject({ result: 'error', message: expect.stringContaining('--colour') });
    expect(await exists(dataDir)).toBe(false);
  }, 60_000);

  it('opens the database of a fresh data folder itself when no api runs', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    const created = await runCli(['user', 'create', '--email', 'first@cli.test', '--password', PASSWORD], dataDir);
    expect(created.code, created.stderr).toBe(0);
    expect(output(created)).toEqual({
      result: 'success',
      user: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'first@cli.test', username: 'first' },
    });
    expect(await exists(path.join(dataDir, 'pg'))).toBe(true);
    expect(await exists(path.join(dataDir, 'api.lock'))).toBe(false);

    // The folder keeps what the first run wrote; a refused command exits 1 with its message.
    const again = await runCli(['user', 'create', '--email', 'first@cli.test', '--password', PASSWORD], dataDir);
    expect(again.code).toBe(1);
    expect(output(again)).toEqual({ result: 'error', message: 'A user with the e-mail first@cli.test already exists.' });
  }, 120_000);

  it('refuses to open a folder locked by a live api that does not answer', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(path.join(dataDir, 'api.lock'), String(process.pid));
    const run = await runCli(['maintenance', 'on'], dataDir);
    expect(run.code).toBe(1);
    expect(output(run)).toEqual({
      result: 'error',
      message: `The api (pid ${process.pid}) holds ${dataDir} but does not answer; stop it or wait until it is ready.`,
    });
    expect(await exists(path.join(dataDir, 'pg'))).toBe(false);
    expect(await exists(path.join(dataDir, 'maintenance.flag'))).toBe(false);
  }, 60_000);
});

describe('admin command line with a running api', () => {
  let dataDir: string;
  let api: ChildProcess | undefined;
  let apiExit: Promise<number | null>;
  let base: string;
  let apiLog = '';

  beforeAll(async () => {
    dataDir = path.join(await tempDir(), 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts'], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', API_BOOTSTRAP: '0', LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api = child;
    apiExit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    child.stderr.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
    base = await new Promise<string>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        apiLog += chunk.toString();
        for (const line of buffered.split('\n')) {
          if (!line.startsWith('{')) continue;
          try {
            const entry = JSON.parse(line) as { msg?: string; url?: string };
            if (entry.msg === 'api listening' && entry.url) resolve(new URL(entry.url).origin);
          } catch {
            // a line still being written
          }
        }
      });
      void apiExit.then((code) => reject(new Error(`the api exited with ${code} before listening:\n${apiLog}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGKILL');
      await apiExit;
    }
  });

  it('sends the command to the api, which then knows the new user', async () => {
    const run = await runCli(['user', 'create', '--email', 'viaapi@cli.test', '--password', PASSWORD], dataDir);
    expect(run.code, run.stderr).toBe(0);
    expect(output(run)).toMatchObject({ result: 'success', user: { email: 'viaapi@cli.test' } });

    // Only the api's own database can know this user: the command went through it.
    const login = await fetch(`${base}/v2/api/sso/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({ email: 'viaapi@cli.test', password: PASSWORD }).toString(),
    });
    expect(login.status).toBe(303);
  }, 60_000);

  it('reports a refused command from the api with exit code 1', async () => {
    const run = await runCli(['member', 'add', '--workspace', 'nope', '--email', 'viaapi@cli.test', '--role', 'Agent'], dataDir);
    expect(run.code).toBe(1);
    expect(output(run)).toEqual({ result: 'error', code: 'INVALID_INPUT', message: '--workspace must be a workspace id' });
  }, 60_000);

  it('writes the maintenance file into the api data folder', async () => {
    const run = await runCli(['maintenance', 'on'], dataDir);
    expect(output(run)).toMatchObject({ result: 'success', maintenance: 'on', file: path.join(dataDir, 'maintenance.flag') });
    expect(await exists(path.join(dataDir, 'maintenance.flag'))).toBe(true);
    expect(output(await runCli(['maintenance', 'off'], dataDir))).toMatchObject({ maintenance: 'off' });
    expect(await exists(path.join(dataDir, 'maintenance.flag'))).toBe(false);
  }, 60_000);

  it('keeps its admin token in a file only its owner can read', async () => {
    const stat = await fs.stat(path.join(dataDir, 'admin.token'));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('refuses the admin endpoint with a wrong or missing token (401)', async () => {
    const body = JSON.stringify({ args: ['maintenance', 'on'] });
    const variants: Record<string, string>[] = [{ Authorization: 'Bearer wrong' }, { Authorization: 'wrong' }, {}];
    for (const headers of variants) {
      const res = await fetch(`${base}/_admin/run`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ result: 'error', code: 'UNAUTHENTICATED', message: 'Wrong admin token.' });
    }
    expect(await exists(path.join(dataDir, 'maintenance.flag'))).toBe(false);
  });

  it('answers a bad admin request with the right token by 400 or 404', async () => {
    const token = (await fs.readFile(path.join(dataDir, 'admin.token'), 'utf8')).trim();
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const notJson = await fetch(`${base}/_admin/run`, { method: 'POST', headers: auth, body: '{"args":' });
    expect(notJson.status).toBe(400);
    const notList = await fetch(`${base}/_admin/run`, { method: 'POST', headers: auth, body: JSON.stringify({ args: 'user create' }) });
    expect(notList.status).toBe(400);
    const other = await fetch(`${base}/_admin/other`, { method: 'POST', headers: auth, body: '{}' });
    expect(other.status).toBe(404);
  });

  it('stops on SIGTERM, releasing the folder, after which the command line opens it itself', async () => {
    api!.kill('SIGTERM');
    expect(await apiExit).toBe(0);
    expect(await exists(path.join(dataDir, 'api.json'))).toBe(false);
    expect(await exists(path.join(dataDir, 'api.lock'))).toBe(false);

    const run = await runCli(['user', 'create', '--email', 'viaapi@cli.test', '--password', PASSWORD], dataDir);
    expect(output(run)).toEqual({ result: 'error', message: 'A user with the e-mail viaapi@cli.test already exists.' });
  }, 60_000);
});
