import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { changeTimeZone, timeZoneField } from '../../clock/timeZoneService';
import { requireAuth, requireRole, requireWorkspace } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { isServiceAccount, isSpectator } from '../auth/service';
import { requireActivePackage } from '../billing/routes';
import { findUserById } from '../users/repository';
import { createWorkspaceForCaller } from './onboarding';
import { membershipsOf } from './repository';

/**
 * GET /workspace/get-user?id=: the spectator lookup, for the service account's or a spectator's bearer token.
 * POST /workspace/create {name, timeZone?}: onboarding's new workspace (the zone from the browser, else UTC).
 * PUT /workspace/time-zone {timeZone}: an Administrator changes the zone the workspace's days are counted in.
 */
export function workspaceRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/workspace/create', async (req, res) => {
    const auth = requireAuth(res);
    const { name, timeZone } = readBody(req.body, { name: v.string({ max: 100 }), timeZone: v.optional(timeZoneField) });
    res.json({ result: 'success', data: await createWorkspaceForCaller(deps, auth, name, timeZone) });
  });

  router.put('/workspace/time-zone', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const { timeZone } = readBody(req.body, { timeZone: timeZoneField });
    res.json({ result: 'success', data: await changeTimeZone(deps, ctx.workspace.id, timeZone) });
  });

  router.get('/workspace/get-user', async (req, res) => {
    const auth = requireAuth(res);
    if (auth.via !== 'bearer' || !(isServiceAccount(deps, auth.user.email) || isSpectator(deps, auth.user.email))) {
      throw forbidden('Only the service account or a spectator can look users up.');
    }
    const id = typeof req.query.id === 'string' ? req.query.id.trim().toLowerCase() : '';
    if (!/^[0-9a-f-]{36}$/.test(id)) throw badRequest('id must be a user id', { id: 'Invalid format' });
    const user = await findUserById(deps.db, id);
    if (!user) return res.json({ result: 'success', data: { id, found: false } });
    const memberships = await membershipsOf(deps.db, id);
    res.json({
      result: 'success',
      data: { id, found: true, username: user.username, email: user.email, profile_image_url: user.profileImageUrl, status: user.status, workspaces: memberships },
    });
  });
  return router;
}
