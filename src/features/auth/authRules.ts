// What the login chain does after each answer. The saga only runs the step these functions name.

import type { AuthResponse } from '../../domain/api';
import { SSO_LOGIN_PATH } from '../../domain/api';
import { ROUTER_BASE } from '../../domain/constants';
import type { Outcome } from '../../services/outcome';

/** Spec §5: "No logged-in user: redirect to login, with the chat app as the continue target." */
export const LOGIN_CONTINUE_PATH = `${ROUTER_BASE}app/chat`;

export type AuthStep =
  | { kind: 'checkStatus'; attached: boolean }
  | { kind: 'fetchAttachUrl' }
  | { kind: 'fetchVerifyValue'; url: string }
  | { kind: 'postVerify'; verify: string }
  | { kind: 'signedIn'; auth: AuthResponse }
  | { kind: 'goToLogin'; url: string }
  | { kind: 'fail'; status: number; message: string };

export const FIRST_STEP: AuthStep = { kind: 'checkStatus', attached: false };

export const COOKIE_REFUSED_MESSAGE =
  'Signing in could not be completed. Please allow cookies for this site and reload the page.';
export const FOREIGN_ATTACH_MESSAGE = 'The sign-in service answered with an address outside this site.';

export function loginUrl(continuePath: string = LOGIN_CONTINUE_PATH): string {
  return `${SSO_LOGIN_PATH}?continue=${encodeURIComponent(continuePath)}`;
}

function goToLogin(): AuthStep {
  return { kind: 'goToLogin', url: loginUrl() };
}

function failed(outcome: { status: number; message: string }): AuthStep {
  return { kind: 'fail', status: outcome.status, message: outcome.message };
}

/**
 * After GET /auth. A 401 before the SSO attach starts the attach; a 401 after a successful attach
 * and verify means the session cookie did not stick, and sending the user to the login page again
 * would loop, so it is shown as an error instead.
 */
export function afterStatus(outcome: Outcome<AuthResponse>, attached: boolean): AuthStep {
  if (outcome.ok) return { kind: 'signedIn', auth: outcome.value };
  if (outcome.status !== 401) return failed(outcome);
  return attached ? { kind: 'fail', status: 401, message: COOKIE_REFUSED_MESSAGE } : { kind: 'fetchAttachUrl' };
}

/** After GET /auth/attach: its data is the URL that answers the verify value. */
export function afterAttach(outcome: Outcome<{ data: unknown }>, origin: string): AuthStep {
  if (!outcome.ok) return outcome.status === 401 ? goToLogin() : failed(outcome);
  const url = outcome.value.data;
  // Credentials go with that request, so it must stay on this site.
  if (typeof url !== 'string' || !isSameSite(url, origin)) {
    return { kind: 'fail', status: 502, message: FOREIGN_ATTACH_MESSAGE };
  }
  return { kind: 'fetchVerifyValue', url };
}

/** After GET <attach url>: 401 means the browser holds no SSO session, so the user must log in. */
export function afterVerifyValue(outcome: Outcome<{ data: unknown }>): AuthStep {
  if (!outcome.ok) return outcome.status === 401 ? goToLogin() : failed(outcome);
  const verify = outcome.value.data;
  return typeof verify === 'string' && verify !== '' ? { kind: 'postVerify', verify } : goToLogin();
}

/** After POST /auth/verify. A refused value (401, or 200 with result error) means logging in again. */
export function afterVerify(outcome: Outcome<unknown>): AuthStep {
  if (outcome.ok) return { kind: 'checkStatus', attached: true };
  return outcome.status === 401 || outcome.status === 406 ? goToLogin() : failed(outcome);
}

/** Where the browser goes after logout: the provider's login page, never another site. */
export function afterLogout(outcome: Outcome<{ data?: { login?: unknown } }>, origin: string): string {
  const login = outcome.ok ? outcome.value.data?.login : undefined;
  return typeof login === 'string' && isSameSite(login, origin) ? login : loginUrl();
}

/** Whether a URL or path, resolved against this page's origin, stays on it (`//evil.example` does not). */
export function isSameSite(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
