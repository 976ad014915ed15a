import express, { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { SSO_COOKIE, SSO_COOKIE_PATH, readCookie, setCookie } from '../../http/cookies';
import { sameOrigin } from '../../http/csrf';
import { AppError } from '../../http/errors';
import { hitLimit, secondsUntil } from '../../http/rateLimit';
import { sha256 } from '../../security/tokens';
import { findOpenByTokenHash } from '../invitations/repository';
import { findUserByEmail } from '../users/repository';
import { createUser } from '../workspaces/service';
import { safeContinue } from './continueTarget';
import { setDeviceCookie } from './deviceCookie';
import { joinTarget, joinToken, signupPage } from './joinPages';
import { findSsoSession, openSsoSession } from './service';
import { addressBucket, waitText } from './throttleRules';

/** New logins from one address: enough for a team joining from one office, not for a script. */
export const SIGNUPS_PER_HOUR = 10;

const html = (res: express.Response, status: number, body: string) => res.status(status).type('html').set('Cache-Control', 'no-store').send(body);

const openInvitation = async (deps: ApiDeps, token: string | undefined) =>
  token ? findOpenByTokenHash(deps.db, sha256(token), deps.now()) : undefined;

/**
 * An invitation's way in. The mailed link opens /sso/join, which sees the provider's session: with one, or
 * for a link that no longer works, the console's join page answers (accept, or the full-page error);
 * without one, the login page, which offers to create a login for the invited e-mail (sign-up exists only
 * with an open invitation, and only for its e-mail: the link proves its owner read the mail).
 */
export function joinRoutes(deps: ApiDeps, form: express.RequestHandler): Router {
  const router = Router();

  router.get('/sso/join', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const target = safeContinue(joinTarget(token));
    const session = readCookie(req, SSO_COOKIE);
    if (!(await openInvitation(deps, joinToken(target))) || (session && (await findSsoSession(deps, session)))) return res.redirect(303, target);
    res.redirect(303, `/v2/api/sso/login?continue=${encodeURIComponent(target)}`);
  });

  router.get('/sso/signup', async (req, res) => {
    const continueTo = safeContinue(req.query.continue);
    const found = await openInvitation(deps, joinToken(continueTo));
    if (!found) return res.redirect(303, continueTo);
    html(res, 200, signupPage({ continueTo, workspaceName: found.workspaceName, email: found.invitation.email }));
  });

  router.post('/sso/signup', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const continueTo = safeContinue(body.continue);
    const name = typeof body.name === 'string' ? body.name.trim().slice(0, 100) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
    const found = await openInvitation(deps, joinToken(continueTo));
    if (!found) return res.redirect(303, continueTo);
    const page = (status: number, error: string) =>
      html(res, status, signupPage({ continueTo, workspaceName: found.workspaceName, email: found.invitation.email, name, error }));
    if (!sameOrigin(req)) return page(403, 'This form must be sent from this site.');
    const window = await hitLimit(deps.db, `signup:addr:${addressBucket(req.ip ?? 'unknown')}`, 3600_000, deps.now());
    if (window.count > SIGNUPS_PER_HOUR) {
      const seconds = secondsUntil(window.resetAt, deps.now());
      res.set('Retry-After', String(seconds));
      return page(429, `Too many new logins from your address. Please wait ${waitText(seconds)} and try again.`);
    }
    if (await findUserByEmail(deps.db, found.invitation.email)) return page(409, 'A login with this e-mail already exists: log in instead.');
    try {
      const user = await createUser(deps, { email: found.invitation.email, password, name });
      const { token } = await openSsoSession(deps, user.id);
      setCookie(req, res, SSO_COOKIE, token, SSO_COOKIE_PATH, deps.config.sessionTtlHours * 3600_000);
      setDeviceCookie(req, res, deps.secrets.auth, user.id, deps.now());
      res.redirect(303, continueTo);
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return page(err.status, err.message);
      throw err;
    }
  });

  return router;
}
