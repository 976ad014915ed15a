import { isRecoveryCode, isTotpCode, normalizeRecoveryCode, normalizeTotpCode } from '../../../../src/domain/twoFactor';
import type { ApiDeps } from '../../deps';
import { tooManyRequests } from '../../http/errors';
import { hitLimit, peekLimit, resetLimit, secondsUntil } from '../../http/rateLimit';
import { deriveKey, seal, unseal } from '../../security/encryption';
import { recoveryCodeHash } from './recoveryCodes';
import { claimStep, countRecoveryCodesLeft, findTwoFactor, spendRecoveryCode } from './repository';
import { acceptedStep } from './totp';

// Checking a second factor: a code of the app (each time step once) or an unused recovery code, with
// wrong codes counted per account so nobody can try the million codes, wherever they try them.

export const WRONG_CODE_WINDOW_MS = 15 * 60_000;
export const MAX_WRONG_CODES = 10;
export const TOO_MANY_CODES = 'Too many wrong codes. Please wait a few minutes and try again.';

const secretKey = (deps: ApiDeps) => deriveKey(deps.secrets.auth, 'two-factor secret');
const limitKey = (userId: string) => `two-factor:${userId}`;

export const sealSecret = (deps: ApiDeps, userId: string, secret: string) => seal(secretKey(deps), secret, userId);

export function openSecret(deps: ApiDeps, userId: string, sealed: string): string {
  const secret = unseal(secretKey(deps), sealed, userId);
  // A secret that no longer opens (the server's secret changed, or the row was altered) accepts no code.
  if (secret === undefined) throw new Error('a two-factor secret could not be opened');
  return secret;
}

/** Seconds to wait before another code of this account may be tried, or 0. */
export async function wrongCodeWait(deps: ApiDeps, userId: string): Promise<number> {
  const now = deps.now();
  const window = await peekLimit(deps.db, limitKey(userId), WRONG_CODE_WINDOW_MS, now);
  return window.count >= MAX_WRONG_CODES ? secondsUntil(window.resetAt, now) : 0;
}

export async function refuseWhileThrottled(deps: ApiDeps, userId: string): Promise<void> {
  const wait = await wrongCodeWait(deps, userId);
  if (wait > 0) throw tooManyRequests(wait, TOO_MANY_CODES);
}

export async function countWrongCode(deps: ApiDeps, userId: string): Promise<void> {
  await hitLimit(deps.db, limitKey(userId), WRONG_CODE_WINDOW_MS, deps.now());
}

export const clearWrongCodes = (deps: ApiDeps, userId: string) => resetLimit(deps.db, limitKey(userId));

export type FactorMethod = 'app' | 'recovery';
export type FactorCheck = { ok: true; method: 'app' } | { ok: true; method: 'recovery'; codesLeft: number } | { ok: false };

/**
 * Checks what the person typed against the enabled second factor: six digits are an app code, ten
 * letters and digits a recovery code (`only` limits it to one kind). Counting wrong codes is the caller's.
 */
export async function checkSecondFactor(deps: ApiDeps, userId: string, typed: unknown, only?: FactorMethod): Promise<FactorCheck> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabledAt) return { ok: false };
  const code = normalizeTotpCode(typed);
  if (only !== 'recovery' && isTotpCode(code)) {
    const step = acceptedStep(openSecret(deps, userId, row.secretSealed), code, deps.now(), row.lastStep);
    return step !== null && (await claimStep(deps.db, userId, step)) ? { ok: true, method: 'app' } : { ok: false };
  }
  const recovery = normalizeRecoveryCode(typed);
  if (only !== 'app' && isRecoveryCode(recovery)) {
    const spent = await spendRecoveryCode(deps.db, userId, recoveryCodeHash(deps.secrets.auth, userId, recovery), deps.now());
    return spent ? { ok: true, method: 'recovery', codesLeft: await countRecoveryCodesLeft(deps.db, userId) } : { ok: false };
  }
  return { ok: false };
}
