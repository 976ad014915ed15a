import { Router } from 'express';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireRole, requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readBody, v } from '../../http/validate';
import { NOT_A_SKILL, listDecisions, neededSkillOf, setNeededSkill } from './decisions';

function idParam(id: unknown): string {
  if (typeof id !== 'string' || !isUuid(id)) throw badRequest('id is not a valid id', { id: 'Invalid format' });
  return id.toLowerCase();
}

const skillRule = v.custom(
  (value) => (value === null || isUuid(value) ? undefined : NOT_A_SKILL),
  (value) => (value === null ? null : (value as string).toLowerCase()),
);

/** A conversation's routing: its decisions (Administrators) and its needed skill, read and chosen by hand. */
export function routingConversationRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/routing/conversations/:id/decisions', async (req, res) => {
    const ctx = requireWorkspace(res);
    requireRole(ctx, 'Administrator');
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await listDecisions(deps, ctx.workspace.id, idParam(req.params.id)) });
  });
  router.get('/routing/conversations/:id/skill', async (req, res) => {
    const ctx = requireWorkspace(res);
    res.set('Cache-Control', 'no-store').json({ result: 'success', data: await neededSkillOf(deps, ctx, idParam(req.params.id)) });
  });
  router.put('/routing/conversations/:id/skill', async (req, res) => {
    const ctx = requireWorkspace(res);
    const { skillId } = readBody(req.body, { skillId: skillRule });
    res.json({ result: 'success', data: await setNeededSkill(deps, ctx, idParam(req.params.id), skillId) });
  });
  return router;
}
