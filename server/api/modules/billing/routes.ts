import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { BusinessError, packageExpired } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { billingStatus, findBilling, isPackageExpired, quota, setDefaultPackage } from './service';

const workspaceField = { workspace: v.string({ max: 64 }) };

export function billingRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.post('/billing/status', async (req, res) => {
    const { workspace } = readBody(req.body, workspaceField);
    const ctx = requireWorkspace(res, workspace);
    res.set('Cache-Control', 'no-store').json(await billingStatus(deps, ctx.workspace));
  });

  router.post('/billing/default', async (req, res) => {
    const { workspace } = readBody(req.body, workspaceField);
    const ctx = requireWorkspace(res, workspace);
    await setDefaultPackage(deps, ctx.workspace.id);
    res.json({ result: 'success' });
  });

  // The path is spelled as the specification spells it.
  router.post('/api/workspace/availabe-features', async (req, res) => {
    const { botid, type } = readBody(req.body, { botid: v.string({ max: 64 }), type: v.string({ max: 40 }) });
    const ctx = requireWorkspace(res, botid);
    if (type !== 'conversation' && type !== 'mau') throw new BusinessError(`Unknown feature type: ${type}`);
    const q = quota(await findBilling(deps.db, ctx.workspace.id));
    res.json({ result: 'success', available: type === 'conversation' ? q.conversationsAvailable : q.mauAvailable });
  });

  return router;
}

/** Feature calls of a workspace whose package has expired answer 402. */
export function requireActivePackage(deps: ApiDeps): RequestHandler {
  return async (_req, res, next) => {
    const ctx = requireWorkspace(res);
    if (await isPackageExpired(deps, ctx.workspace)) return next(packageExpired());
    next();
  };
}
