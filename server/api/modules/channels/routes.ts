import { Router, type Request } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { refreshTemplates } from '../../channels/whatsapp/refreshTemplates';
import { channelTypeViews } from './channelTypes';
import { changeChannel, createChannel, getChannel, listWorkspaceChannels, rotateChannelSecret, testChannelConnection } from './service';

const TYPE_PATTERN = /^[A-Z0-9_]{2,60}$/;
const NAME = v.string({ max: 80 });

function channelId(req: Request): string {
  const id = typeof req.params.id === 'string' ? req.params.id : '';
  if (!isUuid(id)) throw badRequest('id must be a channel id', { id: 'Invalid format' });
  return id.toLowerCase();
}

/** The workspace's channels: every member reads them, Administrators change them and see secrets. */
export function channelRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  // The channel types, their settings schema and capabilities, for the console's generic settings page.
  router.get('/channel-types', active, (_req, res) => {
    requireWorkspace(res);
    res.json({ result: 'success', data: channelTypeViews(deps.config.webchatProduct) });
  });

  router.get('/channels', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const type = req.query.type;
    if (type !== undefined && (typeof type !== 'string' || !TYPE_PATTERN.test(type))) {
      throw badRequest('type must be a channel type', { type: 'Invalid format' });
    }
    res.json({ result: 'success', data: await listWorkspaceChannels(deps, ctx, type) });
  });

  router.post('/channels', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const body = readBody(req.body, { type: v.custom(() => undefined, (x) => x), name: NAME, settings: v.custom(() => undefined, (x) => x) });
    res.json({ result: 'success', data: await createChannel(deps, ctx, body) });
  });

  router.get('/channels/:id', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await getChannel(deps, ctx, channelId(req)) });
  });

  router.put('/channels/:id', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const id = channelId(req);
    const body = readBody(req.body, {
      name: v.optional(NAME),
      enabled: v.optional(v.boolean()),
      settings: v.custom(() => undefined, (x) => x),
    });
    res.json({ result: 'success', data: await changeChannel(deps, ctx, id, body) });
  });

  router.post('/channels/:id/secret', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await rotateChannelSecret(deps, ctx, channelId(req)) });
  });

  // 'Test the connection': changes nothing (not audited), answers the provider's words.
  router.post('/channels/:id/test', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await testChannelConnection(deps, ctx, channelId(req)) });
  });

  // 'Refresh templates' (WhatsApp): the approved templates read again from Meta, for the composer.
  router.post('/channels/:id/templates/refresh', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await refreshTemplates(deps, ctx, channelId(req)) });
  });

  return router;
}
