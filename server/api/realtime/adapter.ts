import { createAdapter as createPgAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/**
 * Carries events between api instances: Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY
 * when the database is PostgreSQL. The embedded database is one process, so it needs none.
 * Returns the function that closes what it opened.
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
    await database.pool.query(`
      CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT NOW(),
        payload bytea
      )`);
    io.adapter(createPgAdapter(database.pool, { errorHandler: (err: Error) => logger.error('pg adapter error', { error: err.message }) }));
    logger.info('realtime adapter', { kind: 'postgres' });
    return async () => {};
  }
  return async () => {};
}
