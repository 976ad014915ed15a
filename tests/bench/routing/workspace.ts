// A bench:routing workspace on any database (PGlite in a folder, or PostgreSQL at a URL): migrated, an
// Administrator's workspace, then `build` adds the rest; the database is closed for the api processes.
import pg from 'pg';
import { openDatabase } from '../../../server/api/db/client';
import { findPostgresBin, startPostgres } from '../../../server/testing/postgres';
import { addMember, createUser, createWorkspaceFor } from '../../../server/api/modules/workspaces/service';
import type { SeedContext } from '../support/channelsBenchApi';
import { benchDeps } from '../support/benchWorkspace';

export const ADMIN_PASSWORD = 'bench-Routing-Passw0rd!';
export const adminEmail = (name: string) => `admin@${name}.bench`;

export async function seedWorkspace<T>(dataDir: string, databaseUrl: string | undefined, name: string, build: (ctx: SeedContext) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.migrate();
    const deps = await benchDeps(database, dataDir);
    const owner = await createUser(deps, { email: adminEmail(name), password: ADMIN_PASSWORD });
    const workspace = await createWorkspaceFor(deps, { name: `${name} bench`, owner });
    await addMember(deps, { workspaceId: workspace.id, user: owner, role: 'Administrator' });
    return await build({ deps, workspaceId: workspace.id, ownerId: owner.id });
  } finally {
    await database.close();
  }
}

/**
 * `runs` runs, each on a fresh database (`<prefix>_<run>`) of one throwaway PostgreSQL cluster; the reason
 * instead when PostgreSQL is not installed.
 */
export async function runsOnPostgres<T>(runs: number, prefix: string, oneRun: (url: string, run: number) => Promise<T>): Promise<T[] | string> {
  if (!findPostgresBin()) return 'no PostgreSQL installed (initdb and pg_ctl under /usr/lib/postgresql/*/bin, or PG_BIN)';
  const cluster = await startPostgres();
  try {
    const figures: T[] = [];
    for (let run = 0; run < runs; run += 1) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${prefix}_${run}`);
      await admin.end();
      figures.push(await oneRun(cluster.url.replace(/\/postgres$/, `/${prefix}_${run}`), run));
    }
    return figures;
  } finally {
    await cluster.stop();
  }
}
