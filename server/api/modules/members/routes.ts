import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { listMembers } from './service';

/** GET /members: who tickets can be assigned to and filtered by. */
export function memberRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/members', async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listMembers(deps, ctx) });
  });
  return router;
}
