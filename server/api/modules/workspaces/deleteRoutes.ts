import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { isRecord } from '../../../../src/domain/validation';
import { deleteWorkspace } from './deleteService';

/**
 * POST /workspace/delete {name}: an Administrator deletes the workspace with everything in it, after typing
 * its name exactly (400 otherwise, nothing removed; 403 for an Agent). Not held back by an expired package.
 */
export function deleteWorkspaceRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/workspace/delete', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.json({ result: 'success', data: await deleteWorkspace(deps, ctx, isRecord(req.body) ? req.body.name : undefined) });
  });
  return router;
}
