import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { isBeyondAgentSlots } from '../http/agentSlots';
import { requireWorkspace } from '../http/auth';
import { badRequest } from '../http/errors';
import { eventsSince } from './eventStore';

const MAX_BATCH = 500;

/**
 * GET /realtime/events?since=N: the events a client missed, at most 500 a call. Events meant for other
 * users (sendTo) are left out, so the page can be shorter than what was scanned: the client continues
 * from `until`, not from its last event, while `more` is true.
 */
export function realtimeRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/realtime/events', async (req, res) => {
    const ctx = requireWorkspace(res);
    const raw = typeof req.query.since === 'string' ? req.query.since : '';
    if (!/^\d{1,15}$/.test(raw)) throw badRequest('since must be a sequence number (0 or more).', { since: 'Invalid format' });
    const missed = await eventsSince(deps.db, ctx.workspace.id, Number(raw), MAX_BATCH);
    // A limited Agent (http/agentSlots.ts) hears none of the workspace's events, here as on the socket;
    // the numbers still advance so their console never asks again for what it may not read.
    const limited = ctx.member.role === 'Agent' && (await isBeyondAgentSlots(deps.db, ctx.workspace.id, ctx.user.id));
    const events = limited ? [] : missed.events.filter((e) => e.sendTo === null || e.sendTo.includes(ctx.user.id));
    res.set('Cache-Control', 'no-store').json({
      result: 'success',
      data: { events, reset: missed.reset, latest: missed.latest, until: missed.until, more: missed.more },
    });
  });
  return router;
}
