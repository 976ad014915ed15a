// The export part's PostgreSQL: a private cluster under a temporary folder (as the scale-out tests start
// one) holding the inbox benchmark's workspace, made by the same bulk INSERT ... SELECT statements
// (inboxRows.ts). On it the api's process is the api alone, so its RSS is the api's memory; on the
// embedded database it also holds PGlite and its buffers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPostgres } from '../../../server/api/db/client';
import { freePort } from './benchProcesses';
import { ADMIN_EMAIL, benchDeps, PASSWORD, seedBenchWorkspace } from './benchWorkspace';
import { FULL_SIZE } from './inboxData';
import { insertInboxRows } from './inboxRows';

export const HAS_POSTGRES = spawnSync('initdb', ['--version']).status === 0 && spawnSync('id', ['postgres']).status === 0;

export interface BenchPostgres {
  url: string;
  stop(): void;
}

const asPostgres = (args: string[]) => {
  const done = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${args[0]} failed: ${done.stderr}`);
};

export async function startPostgres(): Promise<BenchPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-pg-'));
  fs.chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  const port = await freePort();
  asPostgres(['initdb', '-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(['pg_ctl', '-D', path.join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop: () => {
      asPostgres(['pg_ctl', '-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The inbox benchmark's workspace in the database at `url`; answers the Administrator's login. */
export async function seedPostgres(url: string, log = console.log): Promise<{ email: string; password: string }> {
  const database = fromPostgres(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await database.migrate();
    const deps = await benchDeps(database, os.tmpdir());
    const { workspaceId, admin } = await seedBenchWorkspace(deps);
    // inboxRows.ts speaks PGlite's exec/query; one pg connection keeps its temporary tables.
    const sameConnection = { exec: (text: string) => client.query(text), query: (text: string) => client.query(text) } as unknown as PGlite;
    await insertInboxRows(sameConnection, { workspaceId, adminId: admin.id, size: FULL_SIZE }, log);
    await client.query('VACUUM ANALYZE');
    return { email: ADMIN_EMAIL, password: PASSWORD };
  } finally {
    await client.end();
    await database.close();
  }
}
