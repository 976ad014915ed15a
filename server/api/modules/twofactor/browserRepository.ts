import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingLogins, rememberedBrowsers } from '../../db/securitySchema';
import { sha256 } from '../../security/tokens';

// The two cookies of the second step, stored as hashes: a login waiting for its code, and a browser
// remembered for 30 days.

export type PendingLoginRow = typeof pendingLogins.$inferSelect;

export async function createPendingLogin(
  db: Db,
  input: { token: string; userId: string; continueTo: string; now: Date; expiresAt: Date },
): Promise<void> {
  // A user's abandoned attempts are cleaned up whenever they start another.
  await db.delete(pendingLogins).where(and(eq(pendingLogins.userId, input.userId), lte(pendingLogins.expiresAt, input.now)));
  await db.insert(pendingLogins).values({
    tokenHash: sha256(input.token),
    userId: input.userId,
    continueTo: input.continueTo,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findPendingLogin(db: Db, token: string, now: Date): Promise<PendingLoginRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingLogins)
    .where(and(eq(pendingLogins.tokenHash, sha256(token)), gt(pendingLogins.expiresAt, now)));
  return row;
}

/** Counts one try before the code is checked; undefined once `max` tries were spent. */
export async function countPendingAttempt(db: Db, id: string, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(pendingLogins)
    .set({ attempts: sql`${pendingLogins.attempts} + 1` })
    .where(and(eq(pendingLogins.id, id), lt(pendingLogins.attempts, max)))
    .returning({ attempts: pendingLogins.attempts });
  return row?.attempts;
}

/** Ends a pending login; true for the one request that actually removed it. */
export async function deletePendingLogin(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(pendingLogins).where(eq(pendingLogins.id, id)).returning({ id: pendingLogins.id });
  return gone.length > 0;
}

export async function rememberBrowser(db: Db, input: { token: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.delete(rememberedBrowsers).where(and(eq(rememberedBrowsers.userId, input.userId), lte(rememberedBrowsers.expiresAt, input.now)));
  await db.insert(rememberedBrowsers).values({ tokenHash: sha256(input.token), userId: input.userId, createdAt: input.now, expiresAt: input.expiresAt });
}

export async function isRememberedBrowser(db: Db, token: string, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: rememberedBrowsers.id })
    .from(rememberedBrowsers)
    .where(and(eq(rememberedBrowsers.tokenHash, sha256(token)), eq(rememberedBrowsers.userId, userId), gt(rememberedBrowsers.expiresAt, now)));
  return row !== undefined;
}

/** After a password change, turning two-factor off or an administrator's reset: no browser skips the code. */
export async function forgetBrowsers(db: Db, userId: string): Promise<void> {
  await db.delete(rememberedBrowsers).where(eq(rememberedBrowsers.userId, userId));
}
