import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as adminSchema from './adminSchema';
import * as routingSchema from './routingSchema';
import * as calendarSchema from './calendarSchema';
import * as alertsSchema from './alertsSchema';
import * as inboxSchema from './inboxSchema';
import * as accountSchema from './schema';
import * as securitySchema from './securitySchema';

/** Every table, for drizzle's typed queries. */
const schema = { ...accountSchema, ...inboxSchema, ...securitySchema, ...alertsSchema, ...adminSchema, ...routingSchema, ...calendarSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what a repository function takes when it must run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (the realtime adapter needs it). */
  pool: pg.Pool | undefined;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** An arbitrary constant naming the migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK = 7_031_924_411;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', error: err.message })));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    // Instances starting together take turns: one migrates, the others then find nothing to do.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when a URL is given, else PGlite in `${dataDir}/pg`. */
export async function openDatabase(opts: { dataDir: string; databaseUrl: string | undefined }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pg');
  await fs.mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
