import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps';
import { verifications } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { numericCode, safeEqual, sha256 } from '../../security/tokens';

export type VerificationRow = typeof verifications.$inferSelect;
export type VerificationAction = VerificationRow['action'];

export const VERIFY_MESSAGE = 'please verify your account';
export const CODE_TTL_MS = 15 * 60_000;
export const RESEND_COOLDOWN_MS = 30_000;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

const PURPOSE: Record<VerificationAction, string> = {
  email: 'confirm your new e-mail address',
  password: 'confirm your new password',
  recovery: 'set a new password for your account',
};

/**
 * Opens (or, on resend, renews) the pending change of one action and mails its numeric code to the
 * target address. A new code within 30 s of the last one is refused.
 */
export async function requestVerification(
  deps: ApiDeps,
  input: { userId: string; action: VerificationAction; target: string; payload: Record<string, string> },
): Promise<void> {
  const now = deps.now();
  const [pending] = await deps.db
    .select()
    .from(verifications)
    .where(and(eq(verifications.userId, input.userId), eq(verifications.action, input.action)));
  if (pending && now.getTime() - pending.lastSentAt.getTime() < RESEND_COOLDOWN_MS) {
    const wait = Math.ceil((RESEND_COOLDOWN_MS - (now.getTime() - pending.lastSentAt.getTime())) / 1000);
    throw new BusinessError(`Please wait ${wait} seconds before asking for a new code.`);
  }
  await deps.db.delete(verifications).where(and(eq(verifications.userId, input.userId), eq(verifications.action, input.action)));
  const code = numericCode(6);
  const [row] = await deps.db
    .insert(verifications)
    .values({
      userId: input.userId,
      action: input.action,
      target: input.target,
      payload: input.payload,
      codeHash: 'pending',
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    })
    .returning();
  await deps.db.update(verifications).set({ codeHash: codeHash(row!.id, code) }).where(eq(verifications.id, row!.id));
  await deps.mailer.send({
    to: input.target,
    subject: `Your verification code: ${code}`,
    text: `Enter this code in the inbox to ${PURPOSE[input.action]}:\n\n    ${code}\n\nIt is valid for 15 minutes. If you did not ask for it, ignore this mail; nothing changes without the code.`,
  });
}

/**
 * The newest pending change of the given actions whose code matches; wrong codes count toward a limit.
 * The actions keep a recovery code (asked for without a session) apart from the profile's codes.
 */
export async function consumeVerification(
  deps: ApiDeps,
  userId: string,
  code: string,
  actions: readonly VerificationAction[],
): Promise<VerificationRow> {
  const now = deps.now();
  const [pending] = await deps.db
    .select()
    .from(verifications)
    .where(and(eq(verifications.userId, userId), inArray(verifications.action, [...actions])))
    .orderBy(desc(verifications.lastSentAt))
    .limit(1);
  if (!pending || pending.expiresAt <= now) throw new BusinessError('The code has expired. Please ask for a new code.');
  // The attempt is counted before the code is compared, in one conditional statement: with a pool of
  // connections, parallel guesses that all read the same count could otherwise each get a try.
  const [counted] = await deps.db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.id, pending.id), lt(verifications.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: verifications.attempts });
  if (!counted) throw new BusinessError('Too many wrong codes. Please ask for a new code.');
  if (!safeEqual(codeHash(pending.id, code), pending.codeHash)) {
    throw new BusinessError('The code is not right. Please check it and try again.');
  }
  await deps.db.delete(verifications).where(eq(verifications.id, pending.id));
  return pending;
}
