import { Router, type Response } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace, type WorkspaceContext } from '../../http/auth';
import { asObject, readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { customMessageRoutes } from './customMessageRoutes';
import { saveTicketSettings, ticketSettings } from './ticketService';

const workspace = v.string({ max: 64 });

function administratorOf(res: Response, named: string): WorkspaceContext {
  const ctx = requireWorkspace(res, named);
  requireRole(ctx, 'Administrator');
  return ctx;
}

export function settingsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.post('/setting/ticket/get', active, async (req, res) => {
    const ctx = requireWorkspace(res, readBody(req.body, { workspace }).workspace);
    res.json({ result: 'success', data: await ticketSettings(deps.db, ctx.workspace.id) });
  });

  router.post('/setting/ticket/update', active, async (req, res) => {
    // The settings' own fields are checked by the rules the page's form uses (checkTicketSettings).
    const ctx = administratorOf(res, readBody(req.body, { workspace }).workspace);
    res.json({ result: 'success', data: await saveTicketSettings(deps, ctx, asObject(req.body)) });
  });

  router.use(customMessageRoutes(deps));

  return router;
}
