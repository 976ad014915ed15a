import { Router, type Response } from 'express';
import { ROLES } from '../../../../src/domain/invitationRules';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { readBody, v } from '../../http/validate';
import { changeRole, deactivate, membersOverview, reactivate, removeMember, setStatus } from './adminService';

/**
 * The members page's calls (Administrators): the members with their slots, and each change of a member;
 * every change answers the overview as it is now.
 */
export function workspaceMemberRoutes(deps: ApiDeps): Router {
  const router = Router();
  const administrator = (res: Response) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    return ctx;
  };
  const target = (params: unknown) => readBody(params, { userId: v.uuid() }).userId;
  const answer = async (res: Response, workspaceId: string) =>
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await membersOverview(deps, workspaceId) });

  router.get('/workspace/members', async (_req, res) => {
    await answer(res, administrator(res).workspace.id);
  });

  router.put('/workspace/members/:userId/role', async (req, res) => {
    const ctx = administrator(res);
    await changeRole(deps, ctx, target(req.params), readBody(req.body, { role: v.oneOf(ROLES) }).role);
    await answer(res, ctx.workspace.id);
  });

  router.put('/workspace/members/:userId/status', async (req, res) => {
    const ctx = administrator(res);
    await setStatus(deps, ctx, target(req.params), readBody(req.body, { status: v.oneOf(['available', 'aux'] as const) }).status);
    await answer(res, ctx.workspace.id);
  });

  for (const [path, change] of [
    ['deactivate', deactivate],
    ['reactivate', reactivate],
    ['remove', removeMember],
  ] as const) {
    router.post(`/workspace/members/:userId/${path}`, async (req, res) => {
      const ctx = administrator(res);
      await change(deps, ctx, target(req.params));
      await answer(res, ctx.workspace.id);
    });
  }

  return router;
}
