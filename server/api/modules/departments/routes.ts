import { Router, type Request } from 'express';
import { departmentNameError } from '../../../../src/domain/departmentRules';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace, type WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { actorOf } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { readDepartmentSettings, setChannelDefault, setWorkspaceDefault } from './defaults';
import { setDepartmentMember } from './members';
import { removeDepartment } from './removal';
import { createDepartment, listDepartments, renameDepartment } from './service';

function idParam(req: Request, name: string): string {
  const id = req.params[name];
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest(`${name} is not a valid id`, { [name]: 'Invalid format' });
  return id.toLowerCase();
}

/** The shared rule's messages ('Required', 'Max 80 characters'); the name's uniqueness is checked under the workspace's lock. */
const nameRule = v.custom(
  (value) => departmentNameError(value, []),
  (value) => (value as string).trim(),
);

const nullableUuid = v.custom(
  (value) => (value === null || isUuid(value) ? undefined : 'Choose a department of this workspace, or none'),
  (value) => (value === null ? null : (value as string).toLowerCase()),
);

/**
 * GET /departments (every member, for filters and the ticket's department); the department page's calls
 * (Administrators): create, rename, remove moving its work, members, the defaults for new conversations.
 */
export function departmentRoutes(deps: ApiDeps): Router {
  const router = Router();
  const admin = (res: Parameters<typeof requireWorkspace>[0]): WorkspaceContext => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    return ctx;
  };
  const paid = requireActivePackage(deps);
  router.get('/departments', async (_req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listDepartments(deps, ctx.workspace.id) });
  });
  router.get('/departments/settings', async (_req, res) => {
    const ctx = admin(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await readDepartmentSettings(deps.db, ctx.workspace.id) });
  });
  router.post('/departments', paid, async (req, res) => {
    const ctx = admin(res);
    const { name } = readBody(req.body, { name: nameRule });
    res.json({ result: 'success', data: await createDepartment(deps, ctx.workspace.id, name, actorOf(ctx)) });
  });
  router.put('/departments/default', paid, async (req, res) => {
    const ctx = admin(res);
    const { departmentId } = readBody(req.body, { departmentId: v.uuid() });
    await setWorkspaceDefault(deps, ctx.workspace.id, departmentId, actorOf(ctx));
    res.json({ result: 'success', data: await readDepartmentSettings(deps.db, ctx.workspace.id) });
  });
  router.put('/departments/channels/:channelId', paid, async (req, res) => {
    const ctx = admin(res);
    const channelId = idParam(req, 'channelId');
    const { departmentId } = readBody(req.body, { departmentId: nullableUuid });
    await setChannelDefault(deps, ctx.workspace.id, channelId, departmentId, actorOf(ctx));
    res.json({ result: 'success', data: await readDepartmentSettings(deps.db, ctx.workspace.id) });
  });
  router.put('/departments/:id', paid, async (req, res) => {
    const ctx = admin(res);
    const id = idParam(req, 'id');
    const { name } = readBody(req.body, { name: nameRule });
    res.json({ result: 'success', data: await renameDepartment(deps, ctx.workspace.id, id, name, actorOf(ctx)) });
  });
  router.post('/departments/:id/remove', paid, async (req, res) => {
    const ctx = admin(res);
    const id = idParam(req, 'id');
    const { moveTo } = readBody(req.body, { moveTo: v.uuid() });
    res.json({ result: 'success', data: await removeDepartment(deps, ctx.workspace.id, id, moveTo, actorOf(ctx)) });
  });
  for (const [path, member] of [
    ['/departments/:id/members', true],
    ['/departments/:id/members/remove', false],
  ] as const) {
    router.post(path, paid, async (req, res) => {
      const ctx = admin(res);
      const departmentId = idParam(req, 'id');
      const { userId } = readBody(req.body, { userId: v.uuid() });
      await setDepartmentMember(deps, ctx.workspace.id, { departmentId, userId, member }, actorOf(ctx));
      res.json({ result: 'success', data: await readDepartmentSettings(deps.db, ctx.workspace.id) });
    });
  }
  return router;
}
