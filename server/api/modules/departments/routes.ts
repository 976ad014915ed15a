import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { createDepartment, listDepartments } from './service';

export const MAX_DEPARTMENT_NAME = 80;

/** GET /departments (every member, for filters and the ticket's department); POST (Administrators). */
export function departmentRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/departments', async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listDepartments(deps, ctx.workspace.id) });
  });
  router.post('/departments', requireActivePackage(deps), async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const { name } = readBody(req.body, { name: v.string({ max: MAX_DEPARTMENT_NAME }) });
    res.json({ result: 'success', data: await createDepartment(deps, ctx.workspace.id, name) });
  });
  return router;
}
