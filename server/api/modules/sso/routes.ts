import express, { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { SSO_COOKIE, SSO_COOKIE_PATH, readCookie, setCookie } from '../../http/cookies';
import { sameOrigin } from '../../http/csrf';
import { guarded } from '../../http/inputGuard';
import { errorBody } from '../../http/errors';
import { twoFactorLoginRoutes } from '../twofactor/loginRoutes';
import { afterPassword } from '../twofactor/loginStep';
import { safeContinue } from './continueTarget';
import { readDeviceCookie, setDeviceCookie } from './deviceCookie';
import { inviteeNote, joinToken } from './joinPages';
import { joinRoutes } from './joinRoutes';
import { LOGIN_CSS, loginPage } from './loginPage';
import { findOpenByTokenHash } from '../invitations/repository';
import { sha256 } from '../../security/tokens';
import { findSsoSession, login, makeVerify } from './service';
import { waitText } from './throttleRules';

const html = (res: express.Response, status: number, body: string) =>
  res.status(status).type('html').set('Cache-Control', 'no-store').send(body);

/** The SSO provider: login page, login form, and the attach endpoint the console's broker calls. */
export function ssoRoutes(deps: ApiDeps): Router {
  const router = Router();
  const form = guarded(express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }));
  // An invitee coming from the mailed link (joinRoutes.ts) reads which workspace, and may create a login.
  const noteFor = async (continueTo: string) => {
    const token = joinToken(continueTo);
    const found = token ? await findOpenByTokenHash(deps.db, sha256(token), deps.now()) : undefined;
    return found ? inviteeNote(found.workspaceName, continueTo) : undefined;
  };

  router.get('/sso/login.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(LOGIN_CSS);
  });

  router.get('/sso/login', async (req, res, next) => {
    try {
      const continueTo = safeContinue(req.query.continue);
      const token = readCookie(req, SSO_COOKIE);
      if (token && (await findSsoSession(deps, token))) return res.redirect(303, continueTo);
      html(res, 200, loginPage({ continueTo, note: await noteFor(continueTo) }));
    } catch (err) {
      next(err);
    }
  });

  router.post('/sso/login', form, async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const continueTo = safeContinue(body.continue);
      const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, 200) : '';
      if (!sameOrigin(req)) {
        return html(res, 403, loginPage({ continueTo, email, error: 'This form must be sent from this site.' }));
      }
      if (!email || !password) {
        return html(res, 400, loginPage({ continueTo, email, error: 'Please enter your e-mail and password.' }));
      }
      const result = await login(deps, email, password, req.ip ?? 'unknown', readDeviceCookie(req));
      if (result.kind === 'limited') {
        res.set('Retry-After', String(result.retryAfterSeconds));
        return html(res, 429, loginPage({
          continueTo,
          email,
          error: `Too many attempts. Please wait ${waitText(result.retryAfterSeconds)} and try again.`,
        }));
      }
      if (result.kind === 'wrong') {
        return html(res, 401, loginPage({ continueTo, email, error: 'Wrong e-mail or password.', note: await noteFor(continueTo) }));
      }
      if (result.kind === 'second factor') return await afterPassword(deps, req, res, result.userId, continueTo);
      setCookie(req, res, SSO_COOKIE, result.token, SSO_COOKIE_PATH, deps.config.sessionTtlHours * 3600_000);
      setDeviceCookie(req, res, deps.secrets.auth, result.session.userId, deps.now());
      res.redirect(303, continueTo);
    } catch (err) {
      next(err);
    }
  });

  router.use(twoFactorLoginRoutes(deps, form));
  router.use(joinRoutes(deps, form));

  router.get('/sso/attach', async (req, res, next) => {
    try {
      const challenge = typeof req.query.challenge === 'string' ? req.query.challenge : '';
      const token = readCookie(req, SSO_COOKIE);
      const session = token ? await findSsoSession(deps, token) : undefined;
      res.set('Cache-Control', 'no-store');
      if (!session || !/^[A-Za-z0-9_-]{20,64}$/.test(challenge)) {
        return res.status(401).json(errorBody('UNAUTHENTICATED', 'Please log in to continue.'));
      }
      res.json({ result: 'success', data: makeVerify(deps, session.id, challenge) });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
