import { Router, type RequestHandler, type Response } from 'express';
import type { ApiDeps } from '../../deps';
import { readCookie } from '../../http/cookies';
import { sameOrigin } from '../../http/csrf';
import { loginPage } from '../sso/loginPage';
import { waitText } from '../sso/throttleRules';
import { countPendingAttempt, deletePendingLogin, findPendingLogin, type PendingLoginRow } from './browserRepository';
import { codePage, type CodeMethod } from './codePage';
import { MAX_CODE_TRIES, PENDING_COOKIE, endPending, finishLogin, rememberThisBrowser } from './loginStep';
import { checkSecondFactor, clearWrongCodes, countWrongCode, wrongCodeWait } from './secondFactor';
import { recordSecurityChange } from './securityEvents';
import { findUserById } from '../users/repository';

export const EXPIRED = 'Your login took longer than 5 minutes. Please log in again.';
export const RESTART = 'Too many wrong codes. Please log in again.';
export const WRONG = 'That code is not right. Please try again.';

const html = (res: Response, status: number, body: string) => res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
const methodOf = (value: unknown): CodeMethod => (value === 'recovery' ? 'recovery' : 'app');

/** GET and POST /sso/two-factor: the code page of a pending login, and its answer. */
export function twoFactorLoginRoutes(deps: ApiDeps, form: RequestHandler): Router {
  const router = Router();

  const pendingOf = async (token: string | undefined): Promise<PendingLoginRow | undefined> =>
    token ? findPendingLogin(deps.db, token, deps.now()) : undefined;

  router.get('/sso/two-factor', async (req, res) => {
    const pending = await pendingOf(readCookie(req, PENDING_COOKIE));
    if (!pending) return res.redirect(303, '/v2/api/sso/login');
    html(res, 200, codePage({ method: methodOf(req.query.method), continueTo: pending.continueTo }));
  });

  router.post('/sso/two-factor', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const method = methodOf(body.method);
    const pending = await pendingOf(readCookie(req, PENDING_COOKIE));
    if (!pending) {
      endPending(req, res);
      return html(res, 401, loginPage({ continueTo: '/v2/app/chat', error: EXPIRED }));
    }
    const page = (status: number, error: string) => html(res, status, codePage({ method, continueTo: pending.continueTo, error }));
    if (!sameOrigin(req)) return page(403, 'This form must be sent from this site.');

    const wait = await wrongCodeWait(deps, pending.userId);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return page(429, `Too many wrong codes. Please wait ${waitText(wait)} and try again.`);
    }
    const restart = async () => {
      await deletePendingLogin(deps.db, pending.id);
      endPending(req, res);
      return html(res, 401, loginPage({ continueTo: pending.continueTo, error: RESTART }));
    };
    const tries = await countPendingAttempt(deps.db, pending.id, MAX_CODE_TRIES);
    if (tries === undefined) return restart();

    const check = await checkSecondFactor(deps, pending.userId, body.code, method);
    if (!check.ok) {
      await countWrongCode(deps, pending.userId);
      return tries >= MAX_CODE_TRIES ? restart() : page(401, WRONG);
    }
    // Deleting the pending login is the claim: of two requests with right codes, one goes on.
    if (!(await deletePendingLogin(deps.db, pending.id))) return html(res, 401, loginPage({ continueTo: pending.continueTo, error: EXPIRED }));
    endPending(req, res);
    await clearWrongCodes(deps, pending.userId);
    if (body.remember === '1') await rememberThisBrowser(deps, req, res, pending.userId);
    if (check.method === 'recovery') {
      const user = await findUserById(deps.db, pending.userId);
      if (user) {
        await recordSecurityChange(deps, {
          kind: 'recovery code used',
          user,
          workspaceId: null,
          actorId: user.id,
          ip: req.ip ?? 'unknown',
          details: { codesLeft: check.codesLeft },
        });
      }
    }
    await finishLogin(deps, req, res, pending.userId, pending.continueTo);
  });

  return router;
}
