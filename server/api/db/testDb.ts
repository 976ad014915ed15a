// Test databases: PGlite cloned from one migrated template per test process (initdb and migrations
// run once), or a fresh database on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, type Database } from './client';

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const client = new PGlite();
  await fromPglite(client).migrate();
  return client;
}

export async function createTestDatabase(): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) return createPostgresTestDatabase(pgUrl);
  template ??= migratedTemplate();
  const clone = (await (await template).clone()) as PGlite;
  return fromPglite(clone);
}

/** A database a suite runs on: its name, why it is skipped ('' when it runs), and how to open it migrated. */
export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  skip: string;
  open(): Promise<Database>;
}

/**
 * The embedded database and the run's PostgreSQL server (testPostgres() of server/testing/postgresTarget,
 * passed in so this file stays free of vitest): suites that must behave the same on both loop over these.
 */
export function databaseTargets(pg: { url: string; skip: string }): DatabaseTarget[] {
  return [
    {
      name: 'PGlite',
      skip: '',
      open: async () => {
        const database = fromPglite(new PGlite());
        await database.migrate();
        return database;
      },
    },
    { name: 'PostgreSQL', skip: pg.skip, open: () => createPostgresTestDatabase(pg.url) },
  ];
}

/**
 * A private database per test database on a shared PostgreSQL server, dropped on close. A database and
 * not a schema: the migrations name "public" in their foreign keys and drizzle records applied
 * migrations in one "drizzle" schema, so a second schema would be skipped or fail. A database also
 * keeps LISTEN/NOTIFY (the realtime adapter) of parallel test files apart. Needs CREATEDB.
 */
export async function createPostgresTestDatabase(baseUrl: string): Promise<Database> {
  const { url, drop } = await createEmptyPostgresDatabase(baseUrl);
  const database = fromPostgres(url, 4);
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new, unmigrated database on the server of `baseUrl`: its URL and how to drop it. */
export async function createEmptyPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
