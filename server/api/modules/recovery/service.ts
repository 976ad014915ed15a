import type { MessageResponse } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { BusinessError, tooManyRequests } from '../../http/errors';
import { hitLimit, resetLimit, secondsUntil } from '../../http/rateLimit';
import { hashPassword } from '../../security/passwords';
import { consumeVerification, requestVerification } from '../profile/verification';
import { deleteUserSessions } from '../sessions/repository';
import { findUserByEmail, updateUser } from '../users/repository';

export const RECOVERY_LIMIT = { perHour: 5, windowMs: 3600_000 };
export const RECOVERY_SENT = 'If an account exists for this address, we sent it a code.';
export const RECOVERY_DONE = 'Your password is changed. You can log in now.';
const NO_CODE = 'The code has expired. Please ask for a new code.';

/** Counts a request against the caller's address and the e-mail asked for; 429 past 5 an hour. */
async function limit(deps: ApiDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  const hits = await Promise.all([
    hitLimit(deps.db, `recovery:ip:${ip}`, RECOVERY_LIMIT.windowMs, now),
    hitLimit(deps.db, `recovery:email:${email}`, RECOVERY_LIMIT.windowMs, now),
  ]);
  const over = hits.filter((h) => h.count > RECOVERY_LIMIT.perHour);
  if (over.length > 0) {
    const resetAt = new Date(Math.max(...over.map((h) => h.resetAt.getTime())));
    throw tooManyRequests(secondsUntil(resetAt, now), 'You asked for several codes already. Please try again later.');
  }
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

/** Checks the code, sets the new password and ends every session the user had. */
export async function resetPassword(deps: ApiDeps, input: { email: string; code: string; password: string }): Promise<MessageResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new BusinessError(NO_CODE);
  await consumeVerification(deps, user.id, input.code, ['recovery']);
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.password) });
  deps.realtime.disconnectSessions(await deleteUserSessions(deps.db, user.id));
  // The owner proved the address: failed logins counted against the account no longer lock it.
  await resetLimit(deps.db, `login:acct:${user.email}`);
  return { result: 'success', message: RECOVERY_DONE };
}
