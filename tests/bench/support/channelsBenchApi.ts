// What the channel benchmarks share (bench:outbox, bench:channels): seeding a workspace into a fresh
// PGlite DATA_DIR before the api opens it, replies queued in the outbox in one statement, the real api
// process started on that DATA_DIR, waiting for a condition, and counting what a fake received.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../../server/api/db/client';
import type { ApiDeps } from '../../../server/api/deps';
import { addMember, createUser, createWorkspaceFor } from '../../../server/api/modules/workspaces/service';
import { benchDeps } from './benchWorkspace';
import { cpuMicros, ROOT } from './benchProcesses';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SeedContext {
  deps: ApiDeps;
  workspaceId: string;
  ownerId: string;
}

/** A migrated database in `dataDir` with an Administrator's workspace; `build` adds the rest, then it is closed for the api. */
export async function seedApiData<T>(dataDir: string, name: string, build: (ctx: SeedContext) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await database.migrate();
  try {
    const deps = await benchDeps(database, dataDir);
    const owner = await createUser(deps, { email: `admin@${name}.bench`, password: 'bench-Channels-Passw0rd!' });
    const workspace = await createWorkspaceFor(deps, { name: `${name} bench`, owner });
    await addMember(deps, { workspaceId: workspace.id, user: owner, role: 'Administrator' });
    return await build({ deps, workspaceId: workspace.id, ownerId: owner.id });
  } finally {
    await database.close();
  }
}

export const replyText = (i: number) => `bench reply #${i}`;

/**
 * `count` agent replies (replyText(i)) spread over the channel's conversations, stored pending and queued
 * as reply.ts does, in one statement: the customers' conversations and identities must exist.
 */
export async function queueReplies(ctx: SeedContext, channelId: string, count: number): Promise<void> {
  const chats = sql`(SELECT id, contact_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM conversations WHERE channel_id = ${channelId})`;
  await ctx.deps.db.execute(sql`
    WITH numbered AS (
      SELECT i, c.id AS conversation_id, ci.external_id
      FROM generate_series(0, ${count - 1}) AS i
      JOIN ${chats} c ON c.n = i % c.total
      JOIN contact_identities ci ON ci.contact_id = c.contact_id AND ci.channel_id = ${channelId}
    ), inserted AS (
      INSERT INTO messages (workspace_id, conversation_id, channel_id, direction, author_type, author_id, text, delivery_state)
      SELECT ${ctx.workspaceId}, conversation_id, ${channelId}, 'outbound', 'agent', ${ctx.ownerId}, 'bench reply #' || i, 'pending' FROM numbered
      RETURNING id, conversation_id, text
    )
    INSERT INTO channel_outbox (workspace_id, channel_id, message_id, conversation_id, recipient_external_id)
    SELECT ${ctx.workspaceId}, ${channelId}, inserted.id, inserted.conversation_id, numbered.external_id
    FROM inserted JOIN numbered ON inserted.text = 'bench reply #' || numbered.i`);
}

/** The real api (server/api/main.ts) on `dataDir`, its output shown; env adds the fakes' URLs and a port. */
export function startBenchApi(dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/api/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, API_HOST: '127.0.0.1', PORT: '0', API_PORT: '0', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1:9', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitUntil(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Until the process has used under 5 % of a core for a second: its work after the answers is done. */
export async function waitQuiet(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let before = cpuMicros(pid);
  for (;;) {
    await sleep(1000);
    const now = cpuMicros(pid);
    if (now - before < 50_000) return;
    if (Date.now() > deadline) throw new Error('the api was still busy at the timeout');
    before = now;
  }
}

/** What a receiver got of `expected` distinct texts: how many never came, how many came more than once. */
export function tally(received: readonly string[], expected: readonly string[]): { lost: number; twice: number } {
  const counts = new Map<string, number>();
  for (const text of received) counts.set(text, (counts.get(text) ?? 0) + 1);
  return { lost: expected.filter((t) => !counts.has(t)).length, twice: [...counts.values()].filter((n) => n > 1).length };
}

export const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** The first row a query answers on the database the api left in `dataDir` (once it has stopped). */
export async function readAfter<T>(dataDir: string, query: SQL): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  } finally {
    await database.close();
  }
}
