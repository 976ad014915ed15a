import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { requireActivePackage } from '../billing/routes';
import { assignTicket, changeDepartment, changePriority, changeTags, takeTicket } from './actions';
import { mergeTickets } from './merge';
import { addTicketNote, MAX_NOTE } from './notes';
import { nullableId, ticketId } from './params';
import { changeTicketStatus } from './service';
import { normalizeTags } from './tagRules';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../../src/domain/statusLabels';

/** Every action on one ticket: each checks the caller's right, records history and publishes. */
export function ticketActionRoutes(deps: ApiDeps): Router {
  const router = Router();
  const active = requireActivePackage(deps);

  router.post('/tickets/:id/status', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    const { status } = readBody(req.body, { status: v.oneOf(TICKET_STATUSES) });
    res.json({ result: 'success', data: await changeTicketStatus(deps, ctx, id, status) });
  });

  router.post('/tickets/:id/priority', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    const { priority } = readBody(req.body, { priority: v.oneOf(TICKET_PRIORITIES) });
    res.json({ result: 'success', data: await changePriority(deps, ctx, id, priority) });
  });

  router.post('/tickets/:id/assign', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    res.json({ result: 'success', data: await assignTicket(deps, ctx, id, nullableId(req.body, 'assigneeId')) });
  });

  router.post('/tickets/:id/take', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    res.json({ result: 'success', data: await takeTicket(deps, ctx, ticketId(req)) });
  });

  router.post('/tickets/:id/department', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    res.json({ result: 'success', data: await changeDepartment(deps, ctx, id, nullableId(req.body, 'departmentId')) });
  });

  router.post('/tickets/:id/tags', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    const { tags } = readBody(req.body, {
      tags: v.custom(
        (value) => {
          const result = normalizeTags(value);
          return 'error' in result ? result.error : undefined;
        },
        (value) => (normalizeTags(value) as { tags: string[] }).tags,
      ),
    });
    res.json({ result: 'success', data: await changeTags(deps, ctx, id, tags) });
  });

  router.post('/tickets/:id/notes', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    const { text } = readBody(req.body, { text: v.string({ max: MAX_NOTE }) });
    res.json({ result: 'success', data: await addTicketNote(deps, ctx, id, text) });
  });

  router.post('/tickets/:id/merge', active, async (req, res) => {
    const ctx = requireWorkspace(res);
    const id = ticketId(req);
    const { intoId } = readBody(req.body, { intoId: v.uuid() });
    res.json({ result: 'success', data: await mergeTickets(deps, ctx, id, intoId) });
  });

  return router;
}
