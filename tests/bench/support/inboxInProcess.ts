// The api in this process on a copy of the benchmark's data, for the diagnosis of a missed figure: every
// SQL statement is kept with the time PGlite took for it (waiting for PGlite included), so a request's
// time splits into its statements and the rest (JavaScript in the api).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApiApp } from '../../../server/api/app';
import { loadApiConfig } from '../../../server/api/config';
import type { Db } from '../../../server/api/db/client';
import * as inboxSchema from '../../../server/api/db/inboxSchema';
import * as accountSchema from '../../../server/api/db/schema';
import type { ApiDeps } from '../../../server/api/deps';
import { createLogger } from '../../../server/api/logger';
import { createPublisher } from '../../../server/api/realtime/createPublisher';
import { loadSecrets } from '../../../server/api/security/secrets';

export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

export interface InProcessApi {
  base: string;
  client: PGlite;
  /** Statements since the last clear(). */
  statements: Statement[];
  clear(): void;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

/** The client (or a transaction) with query and exec timed into `sink`. */
function timed<T extends Queryable>(target: T, sink: Statement[]): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (property === 'query' || property === 'exec') {
        return async (sql: string, params?: unknown[], ...rest: unknown[]) => {
          const started = performance.now();
          try {
            return await (value as (...args: unknown[]) => Promise<unknown>).call(object, sql, params, ...rest);
          } finally {
            sink.push({ sql, params: Array.isArray(params) ? params : [], ms: performance.now() - started });
          }
        };
      }
      if (property === 'transaction') {
        return (fn: (tx: Queryable) => Promise<unknown>) =>
          (value as PGlite['transaction']).call(object, (tx) => fn(timed(tx as Queryable, sink)));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

export async function withInProcessApi<T>(dataDir: string, use: (api: InProcessApi) => Promise<T>): Promise<T> {
  const client = await PGlite.create(path.join(dataDir, 'pg'));
  const statements: Statement[] = [];
  const db = drizzle(timed(client, statements), { schema: { ...accountSchema, ...inboxSchema } }) as unknown as Db;
  const deps: ApiDeps = {
    config: loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    realtime: createPublisher(db),
    secrets: await loadSecrets(db),
    now: () => new Date(),
  };
  const server = http.createServer(createApiApp(deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use({
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      client,
      statements,
      clear: () => void statements.splice(0),
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await client.close();
  }
}

/** Statements grouped by their text (parameters aside): count and time, the most time first. */
export function byStatement(statements: Statement[], requests: number): string[] {
  const groups = new Map<string, { count: number; ms: number }>();
  for (const { sql, ms } of statements) {
    const key = sql.replace(/\s+/g, ' ').trim();
    const group = groups.get(key) ?? { count: 0, ms: 0 };
    groups.set(key, { count: group.count + 1, ms: group.ms + ms });
  }
  return [...groups]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([key, { count, ms }]) => `${(ms / requests).toFixed(2).padStart(7)} ms/request ${String(count / requests).padStart(4)}×  ${key.length > 220 ? `${key.slice(0, 220)}…` : key}`);
}
