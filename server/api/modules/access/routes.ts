import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { accessOverview, changeMemberAccess } from './service';

/** At most one of each url and a little slack: a longer list is not a list of access urls. */
const MAX_URLS = 50;

const accessList = v.custom(
  (value) => {
    if (!Array.isArray(value)) return 'access must be a list of access urls';
    if (value.length > MAX_URLS || value.some((url) => typeof url !== 'string')) return 'access must be a list of access urls';
    return undefined;
  },
  (value) => value as string[],
);

/**
 * GET /workspace/access: every member's access list and role, and the urls a list may hold.
 * PUT /workspace/access/:userId {access}: an Administrator replaces one member's list.
 */
export function accessRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.get('/workspace/access', active, async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.json({ result: 'success', data: await accessOverview(deps, ctx.workspace.id) });
  });

  router.put('/workspace/access/:userId', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const { userId } = readBody(req.params, { userId: v.uuid() });
    const { access } = readBody(req.body, { access: accessList });
    res.json({ result: 'success', data: await changeMemberAccess(deps, ctx, userId, access) });
  });

  return router;
}
