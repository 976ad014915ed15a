import { Router, type Response } from 'express';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace, type WorkspaceContext } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import {
  SHORTCUT_PATTERN,
  createCustomMessage,
  deleteCustomMessage,
  listCustomMessages,
  saveTicketSettings,
  ticketSettings,
  updateCustomMessage,
} from './service';

const workspace = v.string({ max: 64 });
const shortcut = v.custom(
  (value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Required';
    if (value.trim().length > 30) return 'Max 30 characters';
    return SHORTCUT_PATTERN.test(value.trim()) ? undefined : 'Only letters, digits, - and _';
  },
  (value) => String(value).trim(),
);
const message = v.string({ max: 2000 });

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
    res.json({ result: 'success', data: await ticketSettings(deps, ctx.workspace.id) });
  });

  router.post('/setting/ticket/update', active, async (req, res) => {
    const body = readBody(req.body, { workspace, take: v.boolean() });
    const ctx = administratorOf(res, body.workspace);
    res.json({ result: 'success', data: await saveTicketSettings(deps, ctx.workspace.id, { take: body.take }) });
  });

  router.post('/setting/message/custom/get', active, async (req, res) => {
    const ctx = requireWorkspace(res, readBody(req.body, { workspace }).workspace);
    res.json({ result: 'success', data: await listCustomMessages(deps, ctx.workspace.id) });
  });

  router.post('/setting/message/custom/create', active, async (req, res) => {
    const body = readBody(req.body, { workspace, shortcut, message });
    const ctx = administratorOf(res, body.workspace);
    res.json({ result: 'success', data: await createCustomMessage(deps, ctx.workspace.id, body) });
  });

  router.post('/setting/message/custom/update', active, async (req, res) => {
    const body = readBody(req.body, { workspace, id: v.uuid(), shortcut, message });
    const ctx = administratorOf(res, body.workspace);
    res.json({ result: 'success', data: await updateCustomMessage(deps, ctx.workspace.id, body) });
  });

  router.post('/setting/message/custom/delete', active, async (req, res) => {
    const body = readBody(req.body, { workspace, id: v.uuid() });
    const ctx = administratorOf(res, body.workspace);
    res.json({ result: 'success', data: await deleteCustomMessage(deps, ctx.workspace.id, body.id) });
  });

  return router;
}
