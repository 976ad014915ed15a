// Test databases: PGlite cloned from one migrated template per test process (initdb and migrations
// run once), or a fresh schema on PostgreSQL when TEST_DATABASE_URL is set.
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

/** A private schema per test database on a shared PostgreSQL server, dropped on close. */
export async function createPostgresTestDatabase(baseUrl: string): Promise<Database> {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schemaName}`);
  const database = fromPostgres(url.toString(), 4);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schemaName} CASCADE`);
      await dropper.end();
    },
  };
}
