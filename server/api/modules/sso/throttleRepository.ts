import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Streak } from './throttleRules';

// Streaks live in the rate_limits table every api instance shares (key, window_start, count), read here
// as (bucket, time of the last counted try, failures). Their keys never meet the fixed-window counters'.

const toStreak = (row: typeof rateLimits.$inferSelect): Streak => ({ failures: row.count, lastAt: row.windowStart });

export async function readStreaks(db: Db, keys: readonly string[]): Promise<Map<string, Streak>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, [...keys]));
  return new Map(rows.map((row) => [row.key, toStreak(row)]));
}

/**
 * Writes `next` only if the bucket still holds `seen` (compare and set), so of parallel tries that all
 * read the same streak exactly one is counted; the others read again.
 */
export async function replaceStreak(db: Db, key: string, seen: Streak | undefined, next: Streak): Promise<boolean> {
  const values = { key, windowStart: next.lastAt, count: next.failures };
  if (!seen) {
    const inserted = await db.insert(rateLimits).values(values).onConflictDoNothing().returning({ key: rateLimits.key });
    return inserted.length === 1;
  }
  const updated = await db
    .update(rateLimits)
    .set(values)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.count, seen.failures), eq(rateLimits.windowStart, seen.lastAt)))
    .returning({ key: rateLimits.key });
  return updated.length === 1;
}

/** Takes back one counted try (the try succeeded, or another bucket refused it); an empty bucket goes. */
export async function uncount(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
  // A try counted in between makes the count 1 again, and then this deletes nothing.
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.count, 0)));
}

export async function forget(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}

/** How many buckets under a prefix counted a try since a time (the addresses an account was tried from). */
export async function countSince(db: Db, prefix: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimits)
    .where(and(sql`starts_with(${rateLimits.key}, ${prefix})`, gte(rateLimits.windowStart, since)));
  return row?.n ?? 0;
}
