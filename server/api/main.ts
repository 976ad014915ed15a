import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createApiApp } from './app';
import { createInboundWorker } from './channels/inbound/worker';
import { createPollingRunner } from './channels/polling/runner';
import { createListeningRunner } from './channels/listening/runner';
import { createOutboxWorker } from './channels/outbox/worker';
import { createExportWorker } from './modules/exports/worker';
import { bootstrap } from './bootstrap';
import { demoInboxLines } from './seed/inboxDemo';
import { supportChannelOf } from './seed/supportChannel';
import { loadApiConfig } from './config';
import { openDatabase } from './db/client';
import { startStatisticsKeeper } from './db/statistics';
import type { ApiDeps } from './deps';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { attachAdapter } from './realtime/adapter';
import { createPublisher } from './realtime/createPublisher';
import { SCHEDULED_JOBS } from './jobs/registry';
import { startRoutingSweep } from './modules/routing/sweep';
import { startSlaBackground } from './modules/sla/background';
import { createJobRunner } from './jobs/scheduledJobs';
import { createSocketServer } from './realtime/socketServer';
import { attachWebchatNamespace } from './channels/webchat/namespace';
import { attachTypingRelay } from './modules/webchat/typingRelay';
import { loadSecrets } from './security/secrets';
import { acquireDataDirLock, writeRuntimeFile } from './runtime/dataDir';
import { createAdminEndpoint } from './runtime/adminEndpoint';

async function main(): Promise<void> {
  const config = loadApiConfig();
  const logger = createLogger(config.logLevel);
  await fs.mkdir(config.dataDir, { recursive: true });
  const releaseLock = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir);

  const database = await openDatabase(config);
  await database.migrate();
  const secrets = await loadSecrets(database.db);
  const publisher = createPublisher(database.db, logger);
  const deps: ApiDeps = {
    config,
    db: database.db,
    logger,
    mailer: createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    realtime: publisher,
    secrets,
    now: () => new Date(),
  };

  if (config.bootstrap) {
    const seeded = await bootstrap(deps);
    if (seeded.created === 'demo') {
      const lines = seeded.logins.map((l) => `  ${l.role.padEnd(13)} ${l.email}  password: ${l.password}`);
      const inbox = seeded.inbox ? `\n${demoInboxLines(config.publicUrl, seeded.inbox).join('\n')}\n` : '';
      process.stdout.write(`\nDemo workspace created. These logins are shown only once:\n${lines.join('\n')}\n${inbox}\n`);
    } else if (seeded.created === 'admin') {
      logger.info('first administrator and workspace created', { email: config.adminEmail });
    }
  }

  // 'Need an Assistant?': WEBCHAT_SUPPORT_CHANNEL, or the demo's own web chat on a demo database.
  config.webchatSupportChannel = await supportChannelOf(database.db, config.webchatSupportChannel);
  const app = createApiApp(deps);
  const admin = await createAdminEndpoint(deps, config.dataDir);
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/_admin/')) return admin.handle(req, res);
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;
  const io = createSocketServer(server, deps);
  attachTypingRelay(io, attachWebchatNamespace(io, deps), deps);
  const closeAdapter = await attachAdapter(io, database, config, logger);
  publisher.attach(io);

  // Agent replies on every channel leave through the one outbox: every instance polls, FOR UPDATE SKIP
  // LOCKED shares the rows out. On the embedded database this process owns DATA_DIR alone, so it keeps
  // the send journal there (a reply taken just before a SIGKILL is not sent again after the restart).
  const outboxWorker = createOutboxWorker(deps, database.kind === 'pglite' ? { journalFile: path.join(config.dataDir, 'outbox-sent.journal') } : {});
  outboxWorker.start();
  // Providers' webhook calls whose processing did not finish (the instance died after answering).
  const inboundWorker = createInboundWorker(deps);
  inboundWorker.start();
  // Polling channels (IMAP, review APIs): a lease per channel, so one instance polls each.
  const pollingRunner = createPollingRunner(deps);
  pollingRunner.start();
  // Listening channels (IMAP IDLE): a lease per channel, so one instance keeps each mailbox's connection.
  const listeningRunner = createListeningRunner(deps);
  listeningRunner.start();
  // Workspace data exports: built in the background, one instance per export (a lease it renews).
  const exportWorker = createExportWorker(deps);
  exportWorker.start();

  // PGlite has no autovacuum: keep the planner's statistics current ourselves (PostgreSQL does its own).
  const statistics =
    database.kind === 'pglite'
      ? startStatisticsKeeper(database.db, (error) => logger.warn('analyze failed', { error: String(error) }))
      : null;

  // Scheduled jobs (jobs/registry.ts), each on one instance at a time, their last runs kept in the database.
  const jobRunner = createJobRunner(deps, SCHEDULED_JOBS);
  jobRunner.start();
  // The routing queue's safety net (every instance; the routing lock keeps them apart).
  const routingSweep = startRoutingSweep(deps);
  // SLA: tickets turning at risk or breached, and due times recomputed after a calendar or policy change.
  const slaBackground = startSlaBackground(deps);

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await writeRuntimeFile(config.dataDir, { pid: process.pid, host: config.host, port });
  logger.info('api listening', { url: `http://${config.host}:${port}/v2/api`, database: database.kind });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('api stopping', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await jobRunner.stop();
    await routingSweep.stop();
    await slaBackground.stop();
    await outboxWorker.stop();
    await inboundWorker.stop();
    await pollingRunner.stop();
    await listeningRunner.stop();
    await exportWorker.stop();
    await statistics?.stop();
    io.close();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeAdapter();
    await database.close();
    await fs.rm(path.join(config.dataDir, 'api.json'), { force: true });
    await releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`api failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
