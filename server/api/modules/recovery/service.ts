import type { MessageResponse } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { BusinessError, tooManyRequests } from '../../http/errors';
import { hitLimit, secondsUntil } from '../../http/rateLimit';
import { hashPassword } from '../../security/passwords';
import { consumeVerification, requestVerification } from '../profile/verification';
import { deleteUserSessions } from '../sessions/repository';
import { countTryOrRefuse } from '../sso/throttle';
import { forgetAccountFailures } from '../sso/throttleLogin';
import { uncount } from '../sso/throttleRepository';
import { RECOVERY_CODE_BACKOFF, RECOVERY_REQUEST_BACKOFF, addressBucket } from '../sso/throttleRules';
import { afterPasswordChange } from '../twofactor/enrolment';
import { findUserByEmail, updateUser } from '../users/repository';

export const RECOVERY_LIMIT = { perHour: 5, windowMs: 3600_000 };
export const RECOVERY_SENT = 'If an account exists for this address, we sent it a code.';
export const RECOVERY_DONE = 'Your password is changed. You can log in now.';
const NO_CODE = 'The code has expired. Please ask for a new code.';

/**
 * 429 past 5 requests an hour from the caller's address. Requests for one e-mail slow down instead of
 * stopping for an hour (RECOVERY_REQUEST_BACKOFF), so asking for someone else's codes cannot keep the
 * owner from getting one for longer than a code lives.
 */
async function limit(deps: ApiDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  const hit = await hitLimit(deps.db, `recovery:ip:${addressBucket(ip)}`, RECOVERY_LIMIT.windowMs, now);
  if (hit.count > RECOVERY_LIMIT.perHour) {
    throw tooManyRequests(secondsUntil(hit.resetAt, now), 'You asked for several codes already. Please try again later.');
  }
  await countTryOrRefuse(deps.db, [{ key: `recovery:asked:${email}`, backoff: RECOVERY_REQUEST_BACKOFF }], now, (wait) =>
    `Several codes were asked for this address already. Please use the latest one, or wait ${wait} to ask for a new one.`,
  );
}

/**
 * Mails a recovery code when the account exists. The answer is the same either way, so the call cannot
 * tell anyone which addresses have an account; a request within the resend cooldown is dropped quietly
 * for the same reason.
 */
export async function requestRecovery(deps: ApiDeps, email: string, ip: string): Promise<MessageResponse> {
  await limit(deps, email, ip);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    try {
      await requestVerification(deps, { userId: user.id, action: 'recovery', target: user.email, payload: {} });
    } catch (err) {
      if (!(err instanceof BusinessError)) throw err;
    }
  }
  return { result: 'success', message: RECOVERY_SENT };
}

/**
 * Checks the code, sets the new password and ends every session the user had. Each code takes 5 tries
 * (verification.ts); tries from one address across accounts are throttled too, counted before the check.
 */
export async function resetPassword(
  deps: ApiDeps,
  input: { email: string; code: string; password: string },
  ip: string,
): Promise<MessageResponse> {
  const tries = `recovery:code:${addressBucket(ip)}`;
  await countTryOrRefuse(deps.db, [{ key: tries, backoff: RECOVERY_CODE_BACKOFF }], deps.now(), (wait) =>
    `Too many tries with codes that did not work. Please wait ${wait} and try again.`,
  );
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new BusinessError(NO_CODE);
  await consumeVerification(deps, user.id, input.code, ['recovery']);
  await uncount(deps.db, tries);
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
  deps.realtime.disconnectSessions(await deleteUserSessions(deps.db, user.id));
  await afterPasswordChange(deps, user.id);
  // The owner proved the address: their own address starts again on the account's login throttle.
  await forgetAccountFailures(deps, user.email, ip);
  return { result: 'success', message: RECOVERY_DONE };
}
