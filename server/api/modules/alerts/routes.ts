import { Router } from 'express';
import { MESSAGE_SOUNDS } from '../../../../src/domain/alerts';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { asObject, readBody, v } from '../../http/validate';
import { alertsOf, markRead, setSound, type ReadTarget } from './service';

const ONE_TARGET = 'Name one conversationId or one ticketId.';

function readTarget(body: unknown): ReadTarget {
  const record = asObject(body);
  const hasConversation = record.conversationId !== undefined;
  if (hasConversation === (record.ticketId !== undefined)) throw badRequest(ONE_TARGET, { conversationId: ONE_TARGET });
  return hasConversation
    ? readBody(record, { conversationId: v.uuid() })
    : readBody(record, { ticketId: v.uuid() });
}

/**
 * GET /alerts (the caller's unread counts and message sound), PUT /alerts/sound, POST /alerts/read (a
 * conversation or a ticket was read; answers the new counts). Counts also arrive on the socket as they
 * change (realtime/unreadPusher.ts).
 */
export function alertRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/alerts', async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await alertsOf(deps, ctx) });
  });
  router.put('/alerts/sound', async (req, res) => {
    const ctx = requireWorkspace(res);
    const { sound } = readBody(req.body, { sound: v.oneOf(MESSAGE_SOUNDS) });
    res.json({ result: 'success', data: { sound: await setSound(deps, ctx, sound) } });
  });
  router.post('/alerts/read', async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: { unread: await markRead(deps, ctx, readTarget(req.body)) } });
  });
  return router;
}
