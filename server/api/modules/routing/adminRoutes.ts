import { Router } from 'express';
import { ASSIGNMENT_MODES } from '../../../../src/domain/routing';
import { NOT_A_SKILL } from '../../../../src/domain/skillRules';
import { isUuid } from '../../../../src/domain/validation';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { asObject, readBody, v } from '../../http/validate';
import { actorOf } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { administrator, idParam, ok } from '../skills/routeParts';
import { readRoutingSettings } from './settingsRepository';
import { NO_CHANNEL, NO_DEPARTMENT, NO_MEMBER, changeRoutingSettings, setChannelSkill, setDepartmentRouting, setMemberCapacity } from './settingsService';

/** A skill id or null (no skill needed); left out keeps the current one. */
const skillField = v.custom(
  (value) => (value === undefined || value === null || isUuid(value) ? undefined : NOT_A_SKILL),
  (value) => (value === undefined ? undefined : value === null ? null : (value as string).toLowerCase()),
);

/**
 * The routing settings (issue 15). Every member reads the settings (the status menu lists the aux
 * reasons); Administrators change them, each department's mode and skill, each channel's skill and each
 * agent's capacity.
 */
export function routingAdminRoutes(deps: ApiDeps): Router {
  const router = Router();
  const paid = requireActivePackage(deps);
  router.get('/routing/settings', async (_req, res) => {
    ok(res, await readRoutingSettings(deps.db, requireWorkspace(res).workspace.id));
  });
  router.put('/routing/settings', paid, async (req, res) => {
    const ctx = administrator(res);
    ok(res, await changeRoutingSettings(deps, ctx.workspace.id, asObject(req.body), actorOf(ctx)));
  });
  router.put('/routing/departments/:id', paid, async (req, res) => {
    const ctx = administrator(res);
    const id = idParam(req, 'id', NO_DEPARTMENT);
    const change = readBody(req.body, { assignmentMode: v.optional(v.oneOf(ASSIGNMENT_MODES)), skillId: skillField });
    ok(res, await setDepartmentRouting(deps, ctx.workspace.id, id, change, actorOf(ctx)));
  });
  router.put('/routing/channels/:id', paid, async (req, res) => {
    const ctx = administrator(res);
    const id = idParam(req, 'id', NO_CHANNEL);
    const { skillId } = readBody(req.body, { skillId: skillField });
    ok(res, await setChannelSkill(deps, ctx.workspace.id, id, skillId ?? null, actorOf(ctx)));
  });
  router.put('/routing/members/:userId/capacity', paid, async (req, res) => {
    const ctx = administrator(res);
    const userId = idParam(req, 'userId', NO_MEMBER);
    ok(res, await setMemberCapacity(deps, ctx.workspace.id, userId, asObject(req.body).capacity, actorOf(ctx)));
  });
  return router;
}
