import { Router } from 'express';
import { AUTO_MESSAGE_KINDS, autoMessageErrors, emptyAutoMessages, type AutoMessageSettings, type ChannelAutoMessages } from '../../../../src/domain/autoMessageRules';
import { isRecord, isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace, type WorkspaceContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { asObject } from '../../http/validate';
import { actorOf, recordAudit } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { findChannel, listChannels } from '../channels/repository';
import { autoMessagesByChannel, saveAutoMessages } from './repository';

// The greeting, away and closing messages of each channel (the custom-message settings page;
// Administrators). Sending them is send.ts's, at the moments the conversations module reports.

/** The body's three messages, trimmed, or a 400 naming each field that is wrong. */
function readSettings(body: Record<string, unknown>, channelType: string): AutoMessageSettings {
  const settings = emptyAutoMessages();
  const fields: Record<string, string> = {};
  for (const kind of AUTO_MESSAGE_KINDS) {
    const raw = body[kind];
    if (!isRecord(raw) || typeof raw.text !== 'string' || typeof raw.enabled !== 'boolean') {
      fields[kind] = `${kind} must be {text, enabled}`;
      continue;
    }
    settings[kind] = { text: raw.text.trim(), enabled: raw.enabled };
  }
  const checked = { ...autoMessageErrors(channelType, settings), ...fields };
  Object.assign(fields, checked);
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return settings;
}

async function listAll(deps: ApiDeps, ctx: WorkspaceContext): Promise<ChannelAutoMessages[]> {
  const [channels, byChannel] = await Promise.all([listChannels(deps.db, ctx.workspace.id), autoMessagesByChannel(deps.db, ctx.workspace.id)]);
  return channels.map((c) => ({ channelId: c.id, channelName: c.name, channelType: c.type, messages: byChannel.get(c.id) ?? emptyAutoMessages() }));
}

export function autoMessageRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.get('/auto-messages', active, async (_req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.json({ result: 'success', data: await listAll(deps, ctx) });
  });

  router.put('/auto-messages/:channelId', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    const channelId = req.params.channelId;
    if (typeof channelId !== 'string' || !isUuid(channelId)) throw badRequest('channelId is not a valid id', { channelId: 'Invalid format' });
    const channel = await findChannel(deps.db, ctx.workspace.id, channelId.toLowerCase());
    if (!channel) throw notFound('There is no such channel.');
    const settings = readSettings(asObject(req.body), channel.type);
    await deps.db.transaction(async (tx) => {
      const before = (await autoMessagesByChannel(tx, ctx.workspace.id)).get(channel.id) ?? emptyAutoMessages();
      await saveAutoMessages(tx, ctx.workspace.id, channel.id, settings, deps.now());
      const entry = { action: 'auto-messages.changed', targetType: 'channel', targetId: channel.id, targetLabel: channel.name, before, after: settings };
      await recordAudit(tx, ctx.workspace.id, actorOf(ctx), entry);
    });
    res.json({ result: 'success', data: await listAll(deps, ctx) });
  });

  return router;
}
