import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { onboardingProgress } from './progress';

/** GET /onboarding/progress: which getting-started steps the workspace has done (its Administrators only). */
export function onboardingRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/onboarding/progress', async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await onboardingProgress(deps.db, ctx) });
  });
  return router;
}
