import type { ApiDeps } from '../../deps';
import { verifyPassword } from '../../security/passwords';
import { hmac, safeEqual } from '../../security/tokens';
import { createSession, findLiveSession, findLiveSessionById, type SessionRow } from '../sessions/repository';
import { hasTwoFactor } from '../twofactor/repository';
import { findUserByEmail } from '../users/repository';
import { firstMembership } from '../workspaces/repository';
import { verifyDevice } from './deviceCookie';
import { countLoginTry, loginAttempt, loginFailed, loginSucceeded } from './throttleLogin';

export const ATTACH_TTL_MS = 2 * 60_000;

export type LoginResult =
  | { kind: 'ok'; token: string; session: SessionRow }
  /** the password is right and the user logs in with two factors: no session yet (twofactor/loginStep.ts) */
  | { kind: 'second factor'; userId: string }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfterSeconds: number };

// A hash to compare against when the account does not exist, so both paths take the same time.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Checks a password under the login throttle (throttleRules.ts): the guesser's buckets are made to wait,
 * while a browser holding this account's device cookie counts only its own failures.
 */
export async function login(
  deps: ApiDeps,
  email: string,
  password: string,
  ip: string,
  deviceCookie?: string,
): Promise<LoginResult> {
  const now = deps.now();
  const user = await findUserByEmail(deps.db, email);
  const device = verifyDevice(deps.secrets.auth, deviceCookie, now);
  const attempt = loginAttempt(email, ip, user && device?.userId === user.id ? device : undefined);
  const decision = await countLoginTry(deps, attempt);
  if (decision.kind === 'wait') return { kind: 'limited', retryAfterSeconds: decision.seconds };
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) {
    await loginFailed(deps, attempt, user);
    return { kind: 'wrong' };
  }
  await loginSucceeded(deps, attempt);
  if (await hasTwoFactor(deps.db, user.id)) return { kind: 'second factor', userId: user.id };
  return { kind: 'ok', ...(await openSsoSession(deps, user.id)) };
}

/** The provider's session, once every factor of the login is checked. */
export function openSsoSession(deps: ApiDeps, userId: string): Promise<{ token: string; session: SessionRow }> {
  const expiresAt = new Date(deps.now().getTime() + deps.config.sessionTtlHours * 3600_000);
  return createSession(deps.db, { kind: 'sso', userId, workspaceId: null, parentId: null, expiresAt });
}

export const findSsoSession = (deps: ApiDeps, token: string) => findLiveSession(deps.db, 'sso', token, deps.now());

/** The verify value proves "this browser holds SSO session S" for one attach challenge, briefly. */
export function makeVerify(deps: ApiDeps, ssoSessionId: string, challenge: string): string {
  const issued = deps.now().getTime();
  const mac = hmac(deps.secrets.auth, `verify:${ssoSessionId}:${challenge}:${issued}`);
  return `${ssoSessionId}.${issued}.${mac}`;
}

/** Checks a verify value against the challenge this browser was given and opens an app session. */
export async function verifyAttach(
  deps: ApiDeps,
  verify: string,
  challenge: string,
): Promise<{ token: string; session: SessionRow } | undefined> {
  const parts = verify.split('.');
  if (parts.length !== 3) return undefined;
  const [ssoId, issuedRaw, mac] = parts as [string, string, string];
  const issued = Number(issuedRaw);
  const now = deps.now();
  if (!Number.isSafeInteger(issued) || now.getTime() - issued > ATTACH_TTL_MS || issued > now.getTime() + 1000) return undefined;
  if (!safeEqual(mac, hmac(deps.secrets.auth, `verify:${ssoId}:${challenge}:${issued}`))) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(ssoId)) return undefined;
  const sso = await findLiveSessionById(deps.db, ssoId, now);
  if (!sso || sso.kind !== 'sso') return undefined;
  const membership = await firstMembership(deps.db, sso.userId);
  return createSession(deps.db, {
    kind: 'app',
    userId: sso.userId,
    workspaceId: membership?.workspaceId ?? null,
    parentId: sso.id,
    expiresAt: sso.expiresAt,
  });
}
