import { Router } from 'express';
import { CANNED_ATTACHMENTS_MAX, cannedAttachmentsError, cannedTextError, normalizeShortcut, shortcutError } from '../../../../src/domain/cannedReplyRules';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { createCustomMessage, deleteCustomMessage, listCustomMessages, updateCustomMessage } from './customMessages';

// POST /setting/message/custom/* (spec §7). Every member reads and changes through these: what each may
// change (shared: Administrators; personal: their owner) is decided by the service, per reply.

const workspace = v.string({ max: 64 });
const shortcut = v.custom(shortcutError, (value) => normalizeShortcut(String(value)));
const message = v.custom(cannedTextError, (value) => String(value).trim());
const attachmentIds = v.optional(
  v.custom(
    (value) => {
      if (!Array.isArray(value) || !value.every(isUuid)) return 'attachmentIds must be a list of file ids';
      return cannedAttachmentsError(value);
    },
    (value) => [...new Set((value as string[]).map((id) => id.toLowerCase()))].slice(0, CANNED_ATTACHMENTS_MAX),
  ),
);

export function customMessageRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.post('/setting/message/custom/get', active, async (req, res) => {
    const ctx = requireWorkspace(res, readBody(req.body, { workspace }).workspace);
    res.json({ result: 'success', data: await listCustomMessages(deps, ctx) });
  });

  router.post('/setting/message/custom/create', active, async (req, res) => {
    const body = readBody(req.body, { workspace, shortcut, message, attachmentIds, personal: v.optional(v.boolean()) });
    const ctx = requireWorkspace(res, body.workspace);
    res.json({ result: 'success', data: await createCustomMessage(deps, ctx, { ...body, personal: body.personal ?? false }) });
  });

  router.post('/setting/message/custom/update', active, async (req, res) => {
    const body = readBody(req.body, { workspace, id: v.uuid(), shortcut, message, attachmentIds });
    const ctx = requireWorkspace(res, body.workspace);
    res.json({ result: 'success', data: await updateCustomMessage(deps, ctx, body) });
  });

  router.post('/setting/message/custom/delete', active, async (req, res) => {
    const body = readBody(req.body, { workspace, id: v.uuid() });
    const ctx = requireWorkspace(res, body.workspace);
    res.json({ result: 'success', data: await deleteCustomMessage(deps, ctx, body.id) });
  });

  return router;
}
