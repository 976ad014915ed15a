import fs from 'node:fs/promises';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import path from 'node:path';
import { loadApiConfig } from '../api/config';
import { openDatabase } from '../api/db/client';
import { AppError } from '../api/http/errors';
import { ADMIN_TOKEN_FILE } from '../api/runtime/adminEndpoint';
import { dataDirLocked, readRuntimeFile } from '../api/runtime/dataDir';
import { ensureCatalog } from '../api/modules/billing/catalog';
import { loadSecrets } from '../api/security/secrets';
import { createLogger } from '../api/logger';
import { createMailer } from '../api/mail/mailer';
import { HELP, parseCommand, runCommand } from './commands';

function print(body: Record<string, unknown>, ok: boolean): void {
  process.stdout.write(`${JSON.stringify(body)}\n`);
  process.exitCode = ok ? 0 : 1;
}

async function viaRunningApi(dataDir: string, args: string[]): Promise<boolean> {
  const runtime = await readRuntimeFile(dataDir);
  if (!runtime) return false;
  const token = (await fs.readFile(path.join(dataDir, ADMIN_TOKEN_FILE), 'utf8')).trim();
  const host = runtime.host === '0.0.0.0' || runtime.host === '::' ? '127.0.0.1' : runtime.host;
  const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${runtime.port}/_admin/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ args }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  print(body, res.ok && body.result === 'success');
  return true;
}

async function direct(args: string[]): Promise<void> {
  const config = loadApiConfig();
  if (!config.databaseUrl) {
    const owner = await dataDirLocked(config.dataDir);
    if (owner) throw new AppError(409, `The api (pid ${owner}) holds ${config.dataDir} but does not answer; stop it or wait until it is ready.`);
    await fs.mkdir(config.dataDir, { recursive: true });
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureCatalog(database.db);
    const secrets = await loadSecrets(database.db);
    // warn: stdout carries the command's one JSON answer; a mail without SMTP_URL stays in the outbox table
    const mailer = createMailer({ db: database.db, logger: createLogger('warn', 'admin'), smtpUrl: config.smtpUrl, from: config.mailFrom });
    const result = await runCommand({ db: database.db, now: () => new Date(), config, secrets, mailer }, parseCommand(args));
    print(result, true);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const config = loadApiConfig();
  parseCommand(args);
  if (!config.databaseUrl && (await viaRunningApi(config.dataDir, args))) return;
  await direct(args);
}

main().catch((err: unknown) => {
  // A failed query's message carries its parameters (password hashes): print only its cause.
  const message = err instanceof DrizzleQueryError ? (err.cause?.message ?? 'a database query failed') : err instanceof Error ? err.message : String(err);
  print({ result: 'error', message }, false);
});
