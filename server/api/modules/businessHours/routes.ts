import { Router, type Request } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireAdministrator as admin, requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { actorOf } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { assignCalendar, readAssignments } from './assignments';
import { listCalendars } from './repository';
import { changeCalendar, createCalendar, makeDefault, removeCalendar } from './service';
import { hoursStatus } from './status';

function idParam(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest('id is not a valid id', { id: 'Invalid format' });
  return id.toLowerCase();
}

const calendarRef = v.custom(
  (value) => (value === null || isUuid(value) ? undefined : 'Choose a calendar of this workspace, or the default'),
  (value) => (value === null ? null : (value as string).toLowerCase()),
);

/**
 * The timework page's calls: every member reads the calendars and which department or channel uses which;
 * only Administrators change them. A workspace without any calendar is open around the clock.
 */
export function businessHoursRoutes(deps: ApiDeps): Router {
  const router = Router();
  const paid = requireActivePackage(deps);
  const base = '/business-hours';
  router.get(`${base}/calendars`, async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listCalendars(deps.db, ctx.workspace.id) });
  });
  router.post(`${base}/calendars`, paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await createCalendar(deps, ctx.workspace.id, req.body, actorOf(ctx)) });
  });
  router.put(`${base}/calendars/:id`, paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await changeCalendar(deps, ctx.workspace.id, idParam(req), req.body, actorOf(ctx)) });
  });
  router.put(`${base}/calendars/:id/default`, paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await makeDefault(deps, ctx.workspace.id, idParam(req), actorOf(ctx)) });
  });
  router.delete(`${base}/calendars/:id`, paid, async (req, res) => {
    const ctx = admin(res);
    res.json({ result: 'success', data: await removeCalendar(deps, ctx.workspace.id, idParam(req), actorOf(ctx)) });
  });
  router.get(`${base}/assignments`, async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await readAssignments(deps.db, ctx.workspace.id) });
  });
  for (const kind of ['department', 'channel'] as const) {
    router.put(`${base}/${kind}s/:id`, paid, async (req, res) => {
      const ctx = admin(res);
      const { calendarId } = readBody(req.body, { calendarId: calendarRef });
      res.json({ result: 'success', data: await assignCalendar(deps, ctx.workspace.id, { kind, id: idParam(req) }, calendarId, actorOf(ctx)) });
    });
  }
  router.get(`${base}/status`, async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await hoursStatus(deps, ctx.workspace.id, {}) });
  });
  return router;
}
