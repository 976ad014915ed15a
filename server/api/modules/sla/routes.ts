import { Router, type Request } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { actorOf } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { changePolicy, createPolicy, removePolicy } from './policies';
import { listPolicies } from './policyRepository';
import { readSlaSettings, saveSlaSettings } from './settings';

function idParam(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest('id is not a valid id', { id: 'Invalid format' });
  return id.toLowerCase();
}

/** The SLA page's calls: every member reads the policies and settings; only Administrators change them. */
export function slaRoutes(deps: ApiDeps): Router {
  const router = Router();
  const admin = (res: Parameters<typeof requireWorkspace>[0]) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    return ctx;
  };
  const paid = requireActivePackage(deps);
  // what every member of the page reads, never cached
  for (const [path, read] of [
    ['/sla/policies', listPolicies],
    ['/sla/settings', readSlaSettings],
  ] as const) {
    router.get(path, async (_req, res) => {
      const ctx = requireWorkspace(res);
      res.set('Cache-Control', 'no-store').json({ result: 'success', data: await read(deps.db, ctx.workspace.id) });
    });
  }
  router.post('/sla/policies', paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await createPolicy(deps, ctx.workspace.id, req.body, actorOf(ctx)) });
  });
  router.put('/sla/policies/:id', paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await changePolicy(deps, ctx.workspace.id, idParam(req), req.body, actorOf(ctx)) });
  });
  router.delete('/sla/policies/:id', paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await removePolicy(deps, ctx.workspace.id, idParam(req), actorOf(ctx)) });
  });
  router.put('/sla/settings', paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await saveSlaSettings(deps, ctx.workspace.id, req.body, actorOf(ctx)) });
  });
  return router;
}
