import { asc, eq } from 'drizzle-orm';
import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { customMessages, workspaceSettings } from '../../db/schema';
import { requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';

const workspaceField = { workspace: v.string({ max: 64 }) };

export function settingsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.post('/setting/ticket/get', active, async (req, res) => {
    const ctx = requireWorkspace(res, readBody(req.body, workspaceField).workspace);
    const [row] = await deps.db.select().from(workspaceSettings).where(eq(workspaceSettings.workspaceId, ctx.workspace.id));
    res.json({ result: 'success', data: row?.ticket ?? { take: false } });
  });

  router.post('/setting/message/custom/get', active, async (req, res) => {
    const ctx = requireWorkspace(res, readBody(req.body, workspaceField).workspace);
    const rows = await deps.db
      .select({ id: customMessages.id, shortcut: customMessages.shortcut, message: customMessages.message })
      .from(customMessages)
      .where(eq(customMessages.workspaceId, ctx.workspace.id))
      .orderBy(asc(customMessages.shortcut));
    res.json({ result: 'success', data: rows });
  });

  return router;
}
