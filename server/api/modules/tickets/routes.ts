import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { ticketActionRoutes } from './actionRoutes';
import { ticketBulkRoutes } from './bulkRoutes';
import { ticketDetail } from './detail';
import { listTickets } from './list';
import { parseTicketListQuery } from './listQuery';
import { ticketId } from './params';
import { deleteTicket } from './remove';
import { createTicket } from './service';
import { TICKET_PRIORITIES } from '../../../../src/domain/statusLabels';
import { CHANNEL_PATTERN } from './values';

/** Tickets: the list, one ticket, creation and deletion; the actions on one ticket are in actionRoutes. */
export function ticketRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);
  // Before /tickets/:id, which would take 'bulk' for an id.
  router.use(ticketBulkRoutes(deps));

  router.get('/tickets', async (req, res) => {
    const ctx = requireWorkspace(res);
    const page = await listTickets(deps.db, ctx, parseTicketListQuery(req.query as Record<string, unknown>, ctx.workspace.timeZone));
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: page });
  });

  router.post('/tickets', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const input = readBody(req.body, {
      subject: v.string({ max: 200 }),
      priority: v.optional(v.oneOf(TICKET_PRIORITIES)),
      channel: v.optional(
        v.custom(
          (value) => (typeof value === 'string' && CHANNEL_PATTERN.test(value) ? undefined : 'Invalid format'),
          (value) => String(value),
        ),
      ),
      assigneeId: v.optional(v.uuid()),
    });
    res.json({ result: 'success', data: await createTicket(deps, ctx, input) });
  });

  router.get('/tickets/:id', async (req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await ticketDetail(deps, ctx, ticketId(req)) });
  });

  router.delete('/tickets/:id', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await deleteTicket(deps, ctx, ticketId(req)) });
  });

  router.use(ticketActionRoutes(deps));
  return router;
}
