import type { Request, Response } from 'express';
import { REMEMBER_BROWSER_DAYS } from '../../../../src/domain/twoFactor';
import type { ApiDeps } from '../../deps';
import { SSO_COOKIE, SSO_COOKIE_PATH, clearCookie, readCookie, setCookie } from '../../http/cookies';
import { randomToken } from '../../security/tokens';
import { setDeviceCookie } from '../sso/deviceCookie';
import { openSsoSession } from '../sso/service';
import { createPendingLogin, isRememberedBrowser, rememberBrowser } from './browserRepository';
import { CODE_PATH } from './codePage';

// Between a right password and the SSO session: a browser remembered for this user goes straight on;
// any other gets a pending login (5 minutes, bound to it by a cookie) and the code page.

export const PENDING_COOKIE = 'sso_pending';
export const REMEMBER_COOKIE = 'sso_remember';
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
export const MAX_CODE_TRIES = 5;
export const REMEMBER_MS = REMEMBER_BROWSER_DAYS * 24 * 3600_000;

/** Opens the SSO session (only now, after both factors) and sends the browser on. */
export async function finishLogin(deps: ApiDeps, req: Request, res: Response, userId: string, continueTo: string): Promise<void> {
  const { token } = await openSsoSession(deps, userId);
  setCookie(req, res, SSO_COOKIE, token, SSO_COOKIE_PATH, deps.config.sessionTtlHours * 3600_000);
  setDeviceCookie(req, res, deps.secrets.auth, userId, deps.now());
  res.redirect(303, continueTo);
}

/** After a right password of a user with two-factor login on. */
export async function afterPassword(deps: ApiDeps, req: Request, res: Response, userId: string, continueTo: string): Promise<void> {
  const now = deps.now();
  const remembered = readCookie(req, REMEMBER_COOKIE);
  if (remembered && (await isRememberedBrowser(deps.db, remembered, userId, now))) {
    return finishLogin(deps, req, res, userId, continueTo);
  }
  const token = randomToken(32);
  await createPendingLogin(deps.db, { token, userId, continueTo, now, expiresAt: new Date(now.getTime() + PENDING_LOGIN_TTL_MS) });
  setCookie(req, res, PENDING_COOKIE, token, SSO_COOKIE_PATH, PENDING_LOGIN_TTL_MS);
  res.redirect(303, CODE_PATH);
}

export async function rememberThisBrowser(deps: ApiDeps, req: Request, res: Response, userId: string): Promise<void> {
  const token = randomToken(32);
  const now = deps.now();
  await rememberBrowser(deps.db, { token, userId, now, expiresAt: new Date(now.getTime() + REMEMBER_MS) });
  setCookie(req, res, REMEMBER_COOKIE, token, SSO_COOKIE_PATH, REMEMBER_MS);
}

export const endPending = (req: Request, res: Response) => clearCookie(req, res, PENDING_COOKIE, SSO_COOKIE_PATH);
