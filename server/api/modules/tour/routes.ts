import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { asObject } from '../../http/validate';
import { recordSeenRoute, seenRoutes } from './repository';

const ROUTE_PATTERN = /^[A-Za-z0-9/_-]{1,100}$/;

/** POST /workspace/product-tour: {action:'get'} lists the seen routes; {action:'set', url} records one. */
export function tourRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/workspace/product-tour', async (req, res) => {
    const ctx = requireWorkspace(res);
    const body = asObject(req.body);
    const scope = { userId: ctx.user.id, workspaceId: ctx.workspace.id };
    if (body.action === 'set') {
      const url = body.url ?? body.route;
      if (typeof url !== 'string' || !ROUTE_PATTERN.test(url)) throw badRequest('url must be a route path such as app/ticket', { url: 'Invalid format' });
      await recordSeenRoute(deps.db, scope, url);
    } else if (body.action !== 'get') {
      throw badRequest("action must be 'get' or 'set'", { action: 'Invalid format' });
    }
    res.json({ result: 'success', data: await seenRoutes(deps.db, scope) });
  });
  return router;
}
