// One PostgreSQL for the whole server test run, handed to tests as TEST_PG_URL (inject). Tests that need
// PostgreSQL create their own database on it (createPostgresTestDatabase), so files stay independent.
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './testing/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of a PostgreSQL server for tests; empty when there is none (see TEST_PG_SKIP). */
    TEST_PG_URL: string;
    /** Why TEST_PG_URL is empty. */
    TEST_PG_SKIP: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('TEST_PG_URL', given);
    project.provide('TEST_PG_SKIP', '');
    return undefined;
  }
  const skip = (reason: string) => {
    project.provide('TEST_PG_URL', '');
    project.provide('TEST_PG_SKIP', reason);
    process.stderr.write(`\n[server tests] PostgreSQL tests skipped: ${reason}\n\n`);
    return undefined;
  };
  if (process.env.TEST_POSTGRES === '0') return skip('TEST_POSTGRES=0');
  if (!findPostgresBin()) {
    const reason = 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin (install postgresql or set PG_BIN)';
    // CI installs PostgreSQL: a missing server there is a broken setup, not a reason to test less.
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${reason}`);
    return skip(reason);
  }
  const pg = await startPostgres();
  project.provide('TEST_PG_URL', pg.url);
  project.provide('TEST_PG_SKIP', '');
  return () => pg.stop();
}
