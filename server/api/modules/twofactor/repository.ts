import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes, rememberedBrowsers, twoFactorSecrets } from '../../db/securitySchema';

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return row !== undefined;
}

/** Stores a new secret waiting for its first code; false when two-factor login is already on. */
export async function savePendingSecret(db: Db, userId: string, secretSealed: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretSealed, createdAt: now, lastStep: null },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length > 0;
}

/** Turns the pending secret on with its first step and its recovery codes, in one transaction. */
export async function enableTwoFactor(db: Db, userId: string, input: { step: number; now: Date; codeHashes: string[] }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const enabled = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: input.now, lastStep: input.step })
      .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
      .returning({ userId: twoFactorSecrets.userId });
    if (enabled.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(input.codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/**
 * Records the step of an accepted code. A conditional update, so of two requests carrying the same
 * code at once only one wins.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        isNotNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length > 0;
}

/** Spends a recovery code: true only for an unused code of this user, and only once. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Turns two-factor login off: the secret, the recovery codes and every remembered browser go. */
/** `removed` runs in the same transaction when there was a second factor to remove (the audit line). */
export async function removeTwoFactor(db: Db, userId: string, removed?: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).returning({ userId: twoFactorSecrets.userId });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(rememberedBrowsers).where(eq(rememberedBrowsers.userId, userId));
    if (gone.length > 0) await removed?.(tx);
    return gone.length > 0;
  });
}
