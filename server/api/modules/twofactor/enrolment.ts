import { normalizeRecoveryCode, type RecoveryCodesAnswer, type TwoFactorEnrolment, type TwoFactorStatus } from '../../../../src/domain/twoFactor';
import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/errors';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../../security/passwords';
import { forgetBrowsers } from './browserRepository';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes';
import { countRecoveryCodesLeft, enableTwoFactor, findTwoFactor, removeTwoFactor, replaceRecoveryCodes, savePendingSecret } from './repository';
import {
  checkSecondFactor,
  clearWrongCodes,
  countWrongCode,
  openSecret,
  refuseWhileThrottled,
  sealSecret,
} from './secondFactor';
import { recordSecurityChange } from './securityEvents';
import { acceptedStep, newSecret, otpauthUri, qrSvg } from './totp';
import { isTwoFactorRequired } from './workspaceRepository';

// The profile menu's two-factor step: set up (a secret, then its first code, then recovery codes shown
// once), turn off, and new recovery codes. After set-up the secret is never sent again.

/** How long a set-up waits for its first code. */
export const ENROLMENT_TTL_MS = 15 * 60_000;
export const WRONG_CODE = 'The code is not right. Please check it and try again.';
export const WRONG_PASSWORD = 'The password is not right.';

export async function twoFactorStatus(deps: ApiDeps, auth: AuthContext): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(deps.db, auth.user.id);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(deps.db, auth.user.id) : 0,
    required: auth.workspace ? await isTwoFactorRequired(deps.db, auth.workspace.id) : false,
  };
}

export async function startEnrolment(deps: ApiDeps, auth: AuthContext): Promise<TwoFactorEnrolment> {
  const secret = newSecret();
  if (!(await savePendingSecret(deps.db, auth.user.id, sealSecret(deps, auth.user.id, secret), deps.now()))) {
    throw new BusinessError('Two-factor login is already on.');
  }
  const uri = otpauthUri(secret, auth.user.email);
  return { qrSvg: await qrSvg(uri), uri, secret };
}

function recoveryAnswer(deps: ApiDeps, userId: string): { codes: string[]; hashes: string[] } {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((code) => recoveryCodeHash(deps.secrets.auth, userId, normalizeRecoveryCode(code))) };
}

async function wrong(deps: ApiDeps, userId: string, message: string): Promise<never> {
  await countWrongCode(deps, userId);
  throw new BusinessError(message);
}

export async function confirmEnrolment(deps: ApiDeps, auth: AuthContext, code: string, ip: string): Promise<RecoveryCodesAnswer> {
  const userId = auth.user.id;
  await refuseWhileThrottled(deps, userId);
  const row = await findTwoFactor(deps.db, userId);
  if (row?.enabledAt) throw new BusinessError('Two-factor login is already on.');
  const now = deps.now();
  if (!row || now.getTime() - row.createdAt.getTime() > ENROLMENT_TTL_MS) {
    throw new BusinessError('This set-up has expired. Please start again.');
  }
  const step = acceptedStep(openSecret(deps, userId, row.secretSealed), code, now, null);
  if (step === null) return wrong(deps, userId, WRONG_CODE);
  const { codes, hashes } = recoveryAnswer(deps, userId);
  if (!(await enableTwoFactor(deps.db, userId, { step, now, codeHashes: hashes }))) throw new BusinessError('Two-factor login is already on.');
  await clearWrongCodes(deps, userId);
  await recordSecurityChange(deps, { kind: 'two-factor enrolled', user: auth.user, workspaceId: auth.workspace?.id ?? null, actorId: userId, ip });
  return { recoveryCodes: codes };
}

async function checkPassword(deps: ApiDeps, auth: AuthContext, password: string): Promise<void> {
  if (password.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(password, auth.user.passwordHash))) {
    await wrong(deps, auth.user.id, WRONG_PASSWORD);
  }
}

async function requireEnabled(deps: ApiDeps, userId: string): Promise<void> {
  if (!(await findTwoFactor(deps.db, userId))?.enabledAt) throw new BusinessError('Two-factor login is not on.');
}

/** Needs the password and a code of the app or a recovery code; every remembered browser is forgotten. */
export async function turnOff(deps: ApiDeps, auth: AuthContext, input: { password: string; code: string }, ip: string): Promise<void> {
  const userId = auth.user.id;
  await refuseWhileThrottled(deps, userId);
  await requireEnabled(deps, userId);
  await checkPassword(deps, auth, input.password);
  if (!(await checkSecondFactor(deps, userId, input.code)).ok) await wrong(deps, userId, WRONG_CODE);
  await removeTwoFactor(deps.db, userId);
  await clearWrongCodes(deps, userId);
  await recordSecurityChange(deps, { kind: 'two-factor turned off', user: auth.user, workspaceId: auth.workspace?.id ?? null, actorId: userId, ip });
}

/** New recovery codes for the password; the old ones stop working. */
export async function regenerateRecoveryCodes(deps: ApiDeps, auth: AuthContext, password: string, ip: string): Promise<RecoveryCodesAnswer> {
  const userId = auth.user.id;
  await refuseWhileThrottled(deps, userId);
  await requireEnabled(deps, userId);
  await checkPassword(deps, auth, password);
  const { codes, hashes } = recoveryAnswer(deps, userId);
  await replaceRecoveryCodes(deps.db, userId, hashes);
  await recordSecurityChange(deps, { kind: 'recovery codes regenerated', user: auth.user, workspaceId: auth.workspace?.id ?? null, actorId: userId, ip });
  return { recoveryCodes: codes };
}

/** A password change (profile or account recovery) forgets every remembered browser. */
export const afterPasswordChange = (deps: ApiDeps, userId: string) => forgetBrowsers(deps.db, userId);

