import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { TICKET_PRIORITIES, TICKET_STATUSES, changeTicketStatus, createTicket } from './service';

const CHANNEL_PATTERN = /^[A-Z0-9_]{2,40}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tickets, minimal: creation and status changes, each recorded and published. */
export function ticketRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

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

  router.post('/tickets/:id/status', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = typeof req.params.id === 'string' ? req.params.id : '';
    if (!UUID_PATTERN.test(id)) throw badRequest('id must be a ticket id', { id: 'Invalid format' });
    const { status } = readBody(req.body, { status: v.oneOf(TICKET_STATUSES) });
    res.json({ result: 'success', data: await changeTicketStatus(deps, ctx, id.toLowerCase(), status) });
  });

  return router;
}
