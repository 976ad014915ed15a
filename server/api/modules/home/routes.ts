import { Router } from 'express';
import type { HomeSummaryResponse } from '../../../../src/domain/api';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { todayCounts } from './service';

/** GET /home/summary: today's counts of the caller's tickets by status, for /home, with the workspace's day they are for. */
export function homeRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/home/summary', async (_req, res) => {
    const ctx = requireWorkspace(res);
    const body: HomeSummaryResponse = { result: 'success', data: await todayCounts(deps, ctx.workspace, ctx.user.id) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
