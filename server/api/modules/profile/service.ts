import { email as emailRule, name as nameRule, trimmed } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { BusinessError, badRequest } from '../../http/errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, hashPassword, verifyPassword } from '../../security/passwords';
import { deleteOtherSessions } from '../sessions/repository';
import { countTryOrRefuse } from '../sso/throttle';
import { forget } from '../sso/throttleRepository';
import { OLD_PASSWORD_BACKOFF } from '../sso/throttleRules';
import { afterPasswordChange } from '../twofactor/enrolment';
import { findUpload, uploadIdFromUrl } from '../uploads/service';
import { findUserByEmail, updateUser } from '../users/repository';
import { checkedStatus, publishAgentStatus, routeAfterStatus, writeAgentStatus, type StatusChange } from '../presence/statusService';
import { VERIFY_MESSAGE, consumeVerification, requestVerification } from './verification';

export interface ProfileAnswer {
  result: 'success';
  message: string;
  data?: { action: 'email' | 'password'; target: string };
}

function fieldError(field: string, message: string | undefined): void {
  if (message) throw badRequest(`${field}: ${message}`, { [field]: message });
}

export async function updateProfile(deps: ApiDeps, auth: AuthContext, body: Record<string, unknown>): Promise<ProfileAnswer> {
  const name = trimmed(body.name);
  const email = trimmed(body.email).toLowerCase();
  fieldError('name', nameRule(name));
  fieldError('email', emailRule(email));
  const remove = body.removeprofile === true || body.removeprofile === 'true';
  let profileImageUrl = auth.user.profileImageUrl;
  if (remove) profileImageUrl = null;
  else if (typeof body.profile === 'string' && body.profile !== '' && body.profile !== auth.user.profileImageUrl) {
    const id = uploadIdFromUrl(body.profile);
    const upload = id && auth.workspace ? await findUpload(deps, auth.workspace.id, id) : undefined;
    if (!upload || upload.userId !== auth.user.id || !upload.contentType.startsWith('image/')) {
      throw badRequest('profile: upload the image first', { profile: 'Upload the image first' });
    }
    profileImageUrl = body.profile;
  }
  // Every refusal comes before the save: an answer of result 'error' must mean nothing changed, since
  // the console then shows the error and does not refetch the profile.
  const emailChanged = email !== auth.user.email;
  if (emailChanged) {
    const owner = await findUserByEmail(deps.db, email);
    if (owner && owner.id !== auth.user.id) throw new BusinessError('This e-mail is already used by another account.');
    await requestVerification(deps, { userId: auth.user.id, action: 'email', target: email, payload: { email } });
  }
  await updateUser(deps.db, auth.user.id, { username: name, profileImageUrl });
  if (!emailChanged) return { result: 'success', message: 'Your profile is saved.' };
  return { result: 'success', message: VERIFY_MESSAGE, data: { action: 'email', target: email } };
}

export async function changePassword(deps: ApiDeps, auth: AuthContext, body: Record<string, unknown>): Promise<ProfileAnswer> {
  const password = typeof body.password === 'string' ? body.password : '';
  const old = typeof body.oldpassword === 'string' ? body.oldpassword : '';
  if (!old) fieldError('oldpassword', 'Required');
  if (!password) fieldError('password', 'Required');
  if (body.repassword !== undefined && body.repassword !== password) fieldError('repassword', "password doesn't match");
  if (password.length < PASSWORD_MIN_LENGTH) fieldError('password', `At least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) fieldError('password', `Max ${PASSWORD_MAX_LENGTH} characters`);
  // Whoever holds a session must not be able to guess the password here at full speed.
  const tries = `profile:old-password:${auth.user.id}`;
  await countTryOrRefuse(deps.db, [{ key: tries, backoff: OLD_PASSWORD_BACKOFF }], deps.now(), (wait) =>
    `Too many wrong old passwords. Please wait ${wait} and try again.`,
  );
  if (old.length > PASSWORD_MAX_LENGTH || !(await verifyPassword(old, auth.user.passwordHash))) {
    throw new BusinessError('The old password is not right.');
  }
  await forget(deps.db, [tries]);
  // The new password takes effect only once the code mailed to the account's address is entered.
  await requestVerification(deps, {
    userId: auth.user.id,
    action: 'password',
    target: auth.user.email,
    payload: { passwordHash: await hashPassword(password) },
  });
  return { result: 'success', message: VERIFY_MESSAGE, data: { action: 'password', target: auth.user.email } };
}

export async function verifyCode(deps: ApiDeps, auth: AuthContext, code: string): Promise<{ result: 'success'; message: string }> {
  const pending = await consumeVerification(deps, auth.user.id, code, ['email', 'password']);
  if (pending.action === 'email') {
    const email = pending.payload.email!;
    const owner = await findUserByEmail(deps.db, email);
    if (owner && owner.id !== auth.user.id) throw new BusinessError('This e-mail is already used by another account.');
    await updateUser(deps.db, auth.user.id, { email });
    return { result: 'success', message: 'Your e-mail address is changed.' };
  }
  await updateUser(deps.db, auth.user.id, { passwordHash: pending.payload.passwordHash! });
  deps.realtime.disconnectSessions(await deleteOtherSessions(deps.db, auth.user.id, auth.session));
  await afterPasswordChange(deps, auth.user.id);
  return { result: 'success', message: 'Your password is changed.' };
}

/**
 * Available, or aux with one of the workspace's reasons: stored with its time-in-status stretch, then told
 * to the member's workspace once it is (the members directory shows it).
 */
export async function changeStatus(deps: ApiDeps, auth: AuthContext, status: 'available' | 'aux', reason?: unknown): Promise<StatusChange> {
  const change = await checkedStatus(deps, auth.workspace?.id ?? null, status, reason);
  await deps.db.transaction((tx) => writeAgentStatus(tx, auth.user.id, change, deps.now(), true));
  if (auth.workspace) {
    await publishAgentStatus(deps, auth.workspace.id, auth.user.id, change);
    await routeAfterStatus(deps, auth.workspace.id, auth.user.id, change.status);
  }
  return change;
}
