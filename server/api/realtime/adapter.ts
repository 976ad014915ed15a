import { randomBytes } from 'node:crypto';
import { createAdapter as createPgAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type pg from 'pg';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

const ATTACHMENTS_DDL = `
  CREATE TABLE IF NOT EXISTS socket_io_attachments (
    id bigserial UNIQUE,
    created_at timestamptz DEFAULT NOW(),
    payload bytea
  )`;

/**
 * Carries events between api instances: Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY
 * when the database is PostgreSQL. The embedded database is one process, so it needs none.
 * Returns the function that closes what it opened (io.close() closes the PostgreSQL adapter itself).
 */
export async function attachAdapter(
  io: Server,
  database: Database,
  config: Pick<ApiConfig, 'redisUrl'>,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: Error) => logger.error('redis error', { error: err.message }));
    sub.on('error', (err: Error) => logger.error('redis error', { error: err.message }));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createRedisAdapter(pub, sub));
    logger.info('realtime adapter', { kind: 'redis' });
    return async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    };
  }
  if (database.pool) {
    await createAttachmentsTable(database.pool);
    io.adapter(createPgAdapter(database.pool, { errorHandler: (err: Error) => logger.error('pg adapter error', { error: err.message }) }));
    if (!(await waitUntilListening(io, database.pool))) {
      // Not fatal: the adapter keeps reconnecting, and clients catch up through the replay route.
      logger.error('pg adapter is not listening yet; events from other instances may be late');
    }
    logger.info('realtime adapter', { kind: 'postgres' });
    return async () => {};
  }
  return async () => {};
}

/** Instances starting together race on CREATE TABLE IF NOT EXISTS; the loser's error means "exists". */
async function createAttachmentsTable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(ATTACHMENTS_DDL);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw err;
  }
}

const PROBE_EVENT = 'realtime:adapter-listening';
// socket.io-adapter's MessageType.SERVER_SIDE_EMIT; "emitter" is the sender id the adapter neither
// ignores as its own nor counts as a server.
const SERVER_SIDE_EMIT = 9;

/**
 * The adapter LISTENs on a client it takes from the pool in the background, so an event published by
 * another instance right after startup could be lost. Resolves once a NOTIFY of our own comes back
 * through the adapter (true), or after `timeoutMs` (false).
 */
async function waitUntilListening(io: Server, pool: pg.Pool, timeoutMs = 10_000): Promise<boolean> {
  const nonce = randomBytes(8).toString('hex');
  const payload = JSON.stringify({ uid: 'emitter', nsp: '/', type: SERVER_SIDE_EMIT, data: { packet: [PROBE_EVENT, nonce] } });
  const nsp = io.of('/');
  return new Promise((resolve) => {
    const send = () => void pool.query('SELECT pg_notify($1, $2)', ['socket.io#/', payload]).catch(() => undefined);
    const done = (ok: boolean) => {
      clearInterval(resend);
      clearTimeout(timer);
      nsp.off(PROBE_EVENT, onProbe);
      resolve(ok);
    };
    const onProbe = (got: unknown) => {
      if (got === nonce) done(true);
    };
    nsp.on(PROBE_EVENT, onProbe);
    const resend = setInterval(send, 50);
    const timer = setTimeout(() => done(false), timeoutMs);
    send();
  });
}
