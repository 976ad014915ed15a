import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { timeZoneField } from '../../clock/timeZoneService';
import { requireAuth, requireRole, requireWorkspace } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { isServiceAccount, isSpectator } from '../auth/service';
import { requireActivePackage } from '../billing/routes';
import { findUserById } from '../users/repository';
import { createWorkspaceForCaller } from './onboarding';
import { membershipsOf } from './repository';
import { changeWorkspaceSettings, readWorkspaceSettings, workspaceSettingsFields } from './settings';
import { WORKSPACE_NAME_MAX } from '../../../../src/domain/workspaceRules';

/**
 * GET /workspace/get-user?id=: the spectator lookup, for the service account's or a spectator's bearer token.
 * POST /workspace/create {name, timeZone?}: onboarding's new workspace (the zone from the browser, else UTC).
 * PUT /workspace/time-zone {timeZone}: an Administrator changes the zone the workspace's days are counted in.
 * GET, PUT /workspace/settings {name?, timeZone?, language?}: the workspace's own settings (Administrators).
 * Every change is recorded in the audit log.
 */
export function workspaceRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/workspace/create', async (req, res) => {
    const auth = requireAuth(res);
    const { name, timeZone } = readBody(req.body, { name: v.string({ max: WORKSPACE_NAME_MAX }), timeZone: v.optional(timeZoneField) });
    res.json({ result: 'success', data: await createWorkspaceForCaller(deps, auth, name, timeZone) });
  });

  router.put('/workspace/time-zone', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const { timeZone } = readBody(req.body, { timeZone: timeZoneField });
    await changeWorkspaceSettings(deps, ctx, { timeZone });
    res.json({ result: 'success', data: { timeZone } });
  });

  router.get('/workspace/settings', async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await readWorkspaceSettings(deps, ctx.workspace.id) });
  });

  router.put('/workspace/settings', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const change = readBody(req.body, workspaceSettingsFields);
    res.json({ result: 'success', data: await changeWorkspaceSettings(deps, ctx, change) });
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
