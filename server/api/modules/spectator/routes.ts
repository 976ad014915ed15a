import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireAuth } from '../../http/auth';
import { APP_COOKIE, APP_COOKIE_PATH, setCookie } from '../../http/cookies';
import { readBody, v } from '../../http/validate';
import { openSpectatorSession } from './service';

/**
 * POST /spectator/view {userId}: for the service account or a spectator (bearer token or their cookie
 * session); the browser's session becomes a read-only view of the target user's console.
 */
export function spectatorRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/spectator/view', async (req, res) => {
    const auth = requireAuth(res);
    const { userId } = readBody(req.body, { userId: v.uuid() });
    const { token, session } = await openSpectatorSession(deps, auth, userId);
    setCookie(req, res, APP_COOKIE, token, APP_COOKIE_PATH, session.expiresAt.getTime() - deps.now().getTime());
    res.json({ result: 'success' });
  });
  return router;
}
