import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

// Fixed-window counters kept in the database, so every api instance sees the same counts.

export interface WindowCount {
  count: number;
  resetAt: Date;
}

export async function hitLimit(db: Db, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  const cutoff = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  return { count: row!.count, resetAt: new Date(row!.windowStart.getTime() + windowMs) };
}

export async function peekLimit(db: Db, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() + windowMs <= now.getTime()) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + windowMs) };
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}
