import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { getAuth, requireAuth } from '../../http/auth';
import {
  APP_COOKIE,
  APP_COOKIE_PATH,
  ATTACH_COOKIE,
  ATTACH_COOKIE_PATH,
  SSO_COOKIE,
  SSO_COOKIE_PATH,
  clearCookie,
  readCookie,
  setCookie,
} from '../../http/cookies';
import { BusinessError } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { randomToken } from '../../security/tokens';
import { deleteSession, deleteSessionFamily } from '../sessions/repository';
import { findSsoSession, verifyAttach, ATTACH_TTL_MS } from '../sso/service';
import { SSO_LOGIN_PATH } from '../../../../src/domain/api';
import { isBeyondSlots } from '../members/adminService';
import { endPresence } from '../presence/presenceService';
import { authResponse } from './service';

export function authRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/auth', async (_req, res) => {
    const auth = requireAuth(res);
    const limited = auth.workspace && auth.member ? await isBeyondSlots(deps, auth.workspace.id, auth.user.id) : false;
    res.set('Cache-Control', 'no-store').json(authResponse(deps, auth, limited));
  });

  // The broker side of SSO: hand the browser a one-time challenge and the provider URL to prove its login.
  router.get('/auth/attach', (req, res) => {
    const challenge = randomToken(24);
    setCookie(req, res, ATTACH_COOKIE, challenge, ATTACH_COOKIE_PATH, ATTACH_TTL_MS);
    res.set('Cache-Control', 'no-store').json({
      result: 'success',
      data: `/v2/api/sso/attach?challenge=${encodeURIComponent(challenge)}`,
    });
  });

  router.post('/auth/verify', async (req, res) => {
    const { verify } = readBody(req.body, { verify: v.string({ max: 300 }) });
    const challenge = readCookie(req, ATTACH_COOKIE);
    const opened = challenge ? await verifyAttach(deps, verify, challenge) : undefined;
    clearCookie(req, res, ATTACH_COOKIE, ATTACH_COOKIE_PATH);
    if (!opened) throw new BusinessError('Your login could not be verified. Please log in again.');
    setCookie(req, res, APP_COOKIE, opened.token, APP_COOKIE_PATH, opened.session.expiresAt.getTime() - deps.now().getTime());
    res.json({ result: 'success' });
  });

  router.post('/auth/logout', async (req, res) => {
    const auth = getAuth(res);
    if (auth?.session.spectatorId) {
      // Leaving a spectated console ends that view only; the spectator's own login stays.
      deps.realtime.disconnectSessions(await deleteSession(deps.db, auth.session.id));
      clearCookie(req, res, APP_COOKIE, APP_COOKIE_PATH);
      return res.json({ result: 'success', data: { login: SSO_LOGIN_PATH } });
    }
    const ssoToken = readCookie(req, SSO_COOKIE);
    const sso = ssoToken ? await findSsoSession(deps, ssoToken) : undefined;
    const familyId = auth?.session.parentId ?? sso?.id;
    const ended = familyId ? await deleteSessionFamily(deps.db, familyId) : auth ? await deleteSession(deps.db, auth.session.id) : [];
    deps.realtime.disconnectSessions(ended);
    // Logging out ends presence at once (not after the heartbeat runs out), with the hand-back setting.
    if (auth?.workspace && auth.member) await endPresence(deps, auth.workspace.id, auth.user.id);
    clearCookie(req, res, APP_COOKIE, APP_COOKIE_PATH);
    clearCookie(req, res, SSO_COOKIE, SSO_COOKIE_PATH);
    res.json({ result: 'success', data: { login: SSO_LOGIN_PATH } });
  });

  return router;
}
