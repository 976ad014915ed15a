// Where the time of a slow list goes: the api runs in this process on the benchmark's data with a
// drizzle logger that keeps every SQL statement; each SELECT the list request ran is then shown with
// EXPLAIN (ANALYZE, BUFFERS) and its own execution time, beside the request's total.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApiApp } from '../../../server/api/app';
import { loadApiConfig } from '../../../server/api/config';
import type { Db } from '../../../server/api/db/client';
import * as schema from '../../../server/api/db/schema';
import type { ApiDeps } from '../../../server/api/deps';
import { createLogger } from '../../../server/api/logger';
import { createPublisher } from '../../../server/api/realtime/createPublisher';
import { loadSecrets } from '../../../server/api/security/secrets';
import { Session } from './inboxHttp';

interface Captured {
  query: string;
  params: unknown[];
}

/** Prints, for each url, the request's time in this process and the plan of every SELECT it ran. */
export async function explainRequests(dataDir: string, login: { email: string; password: string }, urls: string[]): Promise<void> {
  const client = await PGlite.create(path.join(dataDir, 'pg'));
  const captured: Captured[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
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
    const session = new Session(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await session.login(login.email, login.password);
    for (const url of urls) {
      await session.get(url);
      captured.length = 0;
      const answer = await session.get(url);
      const queries = captured.filter((c) => /^\s*(select|with)\b/i.test(c.query) && c.query.includes('"tickets"'));
      console.log(`\n--- GET ${url}: ${answer.ms.toFixed(1)} ms in-process, ${captured.length} statements, the list's SELECTs:`);
      for (const { query, params } of queries) {
        console.log(`SQL: ${query}\nparams: ${JSON.stringify(params)}`);
        const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
        console.log(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await client.close();
  }
}
