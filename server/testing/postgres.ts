// A throw-away PostgreSQL cluster for tests: initdb into a temp folder, start on a free loopback port,
// delete everything at stop. PostgreSQL refuses to run as root, so as root every command runs as the
// `postgres` user and the folder is handed to it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const SEARCH_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = env.PG_BIN
    ? [env.PG_BIN]
    : safeReaddir(SEARCH_ROOT)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(SEARCH_ROOT, v, 'bin'));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** As root the command runs as `postgres` (runuser keeps our environment minimal and predictable). */
function command(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

// Waits for 'exit', not 'close': the server pg_ctl leaves behind may keep inherited pipes open.
function run(bin: string, args: string[]): Promise<void> {
  const [cmd, argv] = command(bin, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code}): ${stderr.trim()}`))));
  });
}

function chownToPostgres(dir: string): void {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  fs.chownSync(dir, uid, gid);
}

const PREFIX = 'pgtest-';
const OWNER_FILE = 'owner.pid';

function stopNow(pgCtl: string, root: string): void {
  try {
    const [cmd, argv] = command(pgCtl, ['stop', '-m', 'immediate', '-D', path.join(root, 'data')]);
    execFileSync(cmd, argv, { stdio: 'ignore' });
  } catch {
    // Already stopped.
  }
  fs.rmSync(root, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A run killed outright (SIGKILL, a timeout) never tears down: its cluster is removed by the next one. */
function reapOrphans(pgCtl: string): void {
  for (const name of safeReaddir(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const root = path.join(os.tmpdir(), name);
    const owner = Number(safeRead(path.join(root, OWNER_FILE)));
    if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) stopNow(pgCtl, root);
  }
}

/** Starts a private cluster. Throws when no PostgreSQL is installed (see findPostgresBin). */
export async function startPostgres(opts: { bin?: string } = {}): Promise<RunningPostgres> {
  const bin = opts.bin ?? findPostgresBin();
  if (!bin) throw new Error(`no PostgreSQL found: looked in ${SEARCH_ROOT}/*/bin (set PG_BIN to its bin folder)`);
  const pgCtl = path.join(bin, 'pg_ctl');
  reapOrphans(pgCtl);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(root, OWNER_FILE), String(process.pid));
  if (isRoot()) chownToPostgres(root);
  const data = path.join(root, 'data');
  try {
    await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    // Durability is pointless for a cluster deleted after the run; fsync off makes DDL-heavy tests fast.
    const serverOpts = `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    await run(pgCtl, ['start', '-w', '-t', '30', '-D', data, '-l', path.join(root, 'log'), '-o', serverOpts]);
    // A runner exiting without its teardown must not leave a server behind.
    const stopSync = () => stopNow(pgCtl, root);
    process.once('exit', stopSync);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        process.removeListener('exit', stopSync);
        await run(pgCtl, ['stop', '-m', 'fast', '-w', '-D', data]).catch(() => undefined);
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (err) {
    const log = safeRead(path.join(root, 'log'));
    fs.rmSync(root, { recursive: true, force: true });
    throw new Error(`${err instanceof Error ? err.message : String(err)}${log ? `\n${log}` : ''}`);
  }
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
