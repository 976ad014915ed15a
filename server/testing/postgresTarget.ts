import { inject } from 'vitest';

/**
 * The PostgreSQL of this test run (started by server/vitest.globalSetup.ts), or why there is none.
 * Only callable inside a test file.
 */
export function testPostgres(): { url: string; skip: string } {
  const url = inject('TEST_PG_URL') ?? '';
  const skip = inject('TEST_PG_SKIP') ?? 'server/vitest.globalSetup.ts did not run';
  return { url, skip: url ? '' : skip || 'no PostgreSQL' };
}
