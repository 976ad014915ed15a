import fs from 'node:fs/promises';
import path from 'node:path';

// With the embedded database one process owns DATA_DIR. A lock file holds the owner's pid; a stale
// lock (its process gone) is taken over.

export interface RuntimeInfo {
  pid: number;
  host: string;
  port: number;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(await fs.readFile(file, 'utf8').catch(() => '0'));
      if (owner > 0 && owner !== process.pid && processAlive(owner)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another api process (pid ${owner}). Use another DATA_DIR or stop that process.`);
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}

/** The running api's address, for the command line. */
export async function writeRuntimeFile(dataDir: string, info: RuntimeInfo): Promise<void> {
  await fs.writeFile(path.join(dataDir, 'api.json'), JSON.stringify(info), { mode: 0o600 });
}

export async function readRuntimeFile(dataDir: string): Promise<RuntimeInfo | undefined> {
  try {
    const info = JSON.parse(await fs.readFile(path.join(dataDir, 'api.json'), 'utf8')) as RuntimeInfo;
    return processAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export async function dataDirLocked(dataDir: string): Promise<number | undefined> {
  const owner = Number(await fs.readFile(path.join(dataDir, 'api.lock'), 'utf8').catch(() => '0'));
  return owner > 0 && processAlive(owner) ? owner : undefined;
}
