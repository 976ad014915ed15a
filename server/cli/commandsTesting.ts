// Test support for the admin commands: a migrated database with the billing catalog, a mailer writing to
// its outbox, a maintenance file in a temp folder, and a fixed clock.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { AppError } from '../api/http/errors';
import { createTestDatabase } from '../api/db/testDb';
import type { Database } from '../api/db/client';
import { ensureCatalog } from '../api/modules/billing/catalog';
import { loadSecrets } from '../api/security/secrets';
import { createLogger } from '../api/logger';
import { createMailer } from '../api/mail/mailer';
import { parseCommand, runCommand, type CommandDeps } from './commands';

export const NOW = new Date('2030-06-15T10:00:00Z');

/**
 * Opens the database before the file's tests and closes it after. `deps` is filled in by beforeAll (the
 * same object, so the tests can hold it from the start).
 */
export function commandsTestKit() {
  let database: Database;
  let tmp: string;
  const deps = {} as CommandDeps;
  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cli-commands-'));
    database = await createTestDatabase();
    await ensureCatalog(database.db);
    Object.assign(deps, {
      db: database.db,
      now: () => NOW,
      config: { maintenanceFile: path.join(tmp, 'state', 'maintenance.flag') },
      secrets: await loadSecrets(database.db),
      mailer: createMailer({ db: database.db, logger: createLogger('silent'), smtpUrl: undefined, from: 'test@cli.test' }),
    } satisfies CommandDeps);
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const run = (...argv: string[]) => runCommand(deps, parseCommand(argv));

  /** Runs a command expected to fail and returns its AppError. */
  async function refused(...argv: string[]): Promise<AppError> {
    try {
      await run(...argv);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    }
    throw new Error(`"${argv.join(' ')}" did not fail`);
  }

  let serial = 0;
  async function newUser(): Promise<string> {
    const email = `user${++serial}@cli.test`;
    await run('user', 'create', '--email', email, '--password', 'long enough pw');
    return email;
  }

  async function newWorkspace(): Promise<string> {
    const out = await run('workspace', 'create', '--name', `Team ${++serial}`, '--owner', await newUser());
    return (out.workspace as { id: string }).id;
  }

  return { deps, run, refused, newUser, newWorkspace };
}
