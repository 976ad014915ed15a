import { and, asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { productTour } from '../../db/schema';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { asObject } from '../../http/validate';

const ROUTE_PATTERN = /^[A-Za-z0-9/_-]{1,100}$/;

/** POST /workspace/product-tour: {action:'get'} lists the seen routes; {action:'set', url} records one. */
export function tourRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.post('/workspace/product-tour', async (req, res) => {
    const ctx = requireWorkspace(res);
    const body = asObject(req.body);
    const scope = and(eq(productTour.userId, ctx.user.id), eq(productTour.workspaceId, ctx.workspace.id));
    if (body.action === 'set') {
      const url = body.url ?? body.route;
      if (typeof url !== 'string' || !ROUTE_PATTERN.test(url)) throw badRequest('url must be a route path such as app/ticket', { url: 'Invalid format' });
      await deps.db.insert(productTour).values({ userId: ctx.user.id, workspaceId: ctx.workspace.id, route: url }).onConflictDoNothing();
    } else if (body.action !== 'get') {
      throw badRequest("action must be 'get' or 'set'", { action: 'Invalid format' });
    }
    const rows = await deps.db.select({ route: productTour.route }).from(productTour).where(scope).orderBy(asc(productTour.createdAt));
    res.json({ result: 'success', data: rows.map((r) => r.route) });
  });
  return router;
}
