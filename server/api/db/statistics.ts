import { sql } from 'drizzle-orm';
import type { Db } from './client';

// PGlite runs PostgreSQL in single-user mode: no autovacuum, so no planner statistics unless someone
// runs ANALYZE. Without them the planner guesses tiny tables and sorts a whole workspace instead of
// reading an index (the ticket list's first page at 100,000 tickets: ~220 ms instead of ~17 ms). This
// does autovacuum's analyze part for PGlite. PostgreSQL's own autovacuum does it on a real server.

/** A table is analyzed again once its heap grew (or shrank) by this share since its last ANALYZE. */
export const GROWTH_THRESHOLD = 0.2;
/** ...and by at least this many 8 KB pages, so small tables are not analyzed over and over. */
export const MIN_PAGES_CHANGED = 16;

export interface TableSize {
  table: string;
  /** pages when last analyzed (pg_class.relpages; 0 before the first ANALYZE) */
  analyzedPages: number;
  /** pages now */
  pages: number;
}

/** The tables due for ANALYZE, biggest change first. Pure, so the rule is tested on its own. */
export function tablesToAnalyze(sizes: readonly TableSize[]): string[] {
  return sizes
    .filter((t) => {
      const changed = Math.abs(t.pages - t.analyzedPages);
      return changed >= MIN_PAGES_CHANGED && changed >= GROWTH_THRESHOLD * Math.max(t.analyzedPages, 1);
    })
    .sort((a, b) => Math.abs(b.pages - b.analyzedPages) - Math.abs(a.pages - a.analyzedPages))
    .map((t) => t.table);
}

export async function readTableSizes(db: Db): Promise<TableSize[]> {
  const result = await db.execute(sql`
    select c.relname as "table", c.relpages as "analyzedPages",
           (pg_relation_size(c.oid) / current_setting('block_size')::int) as "pages"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public'`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({ table: String(r.table), analyzedPages: Number(r.analyzedPages), pages: Number(r.pages) }));
}

/** Analyzes the tables that changed enough; answers their names. */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const due = tablesToAnalyze(await readTableSizes(db));
  // Names come from pg_class, never from a request; quoted as identifiers all the same.
  for (const table of due) await db.execute(sql.raw(`analyze "${table.replaceAll('"', '""')}"`));
  return due;
}

/** Checks now and then every `intervalMs`; stop() waits for a run in progress. */
export function startStatisticsKeeper(db: Db, onError: (error: unknown) => void, intervalMs = 60_000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = analyzeChangedTables(db).catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
