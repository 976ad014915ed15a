import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { requireWorkspace } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { asObject } from '../../http/validate';
import { actorOf } from '../audit/record';
import { requireActivePackage } from '../billing/routes';
import { keywordRulesOf, listSkilledMembers, memberSkillsOf, NO_MEMBER, setKeywordRules, setMemberSkills } from './memberSkills';
import { listSkills } from './repository';
import { administrator, idParam, ok } from './routeParts';
import { changeSkill, createSkill, NO_SKILL, removeSkill } from './service';

/**
 * The skills page (issue 15): skills, agents' skills and the keyword rules. Every member reads them (the
 * conversation shows the skill it needs); Administrators change them.
 */
export function skillRoutes(deps: ApiDeps): Router {
  const router = Router();
  const paid = requireActivePackage(deps);
  router.get('/skills', async (_req, res) => {
    ok(res, await listSkills(deps.db, requireWorkspace(res).workspace.id));
  });
  router.post('/skills', paid, async (req, res) => {
    const ctx = administrator(res);
    ok(res, await createSkill(deps, ctx.workspace.id, asObject(req.body), actorOf(ctx)));
  });
  router.get('/skills/members', async (_req, res) => {
    ok(res, await listSkilledMembers(deps.db, requireWorkspace(res).workspace.id));
  });
  router.get('/skills/members/:userId', async (req, res) => {
    const ctx = requireWorkspace(res);
    ok(res, await memberSkillsOf(deps.db, ctx.workspace.id, idParam(req, 'userId', NO_MEMBER)));
  });
  router.put('/skills/members/:userId', paid, async (req, res) => {
    const ctx = administrator(res);
    const userId = idParam(req, 'userId', NO_MEMBER);
    ok(res, await setMemberSkills(deps, ctx.workspace.id, userId, asObject(req.body).skills, actorOf(ctx)));
  });
  router.get('/skills/keyword-rules', async (_req, res) => {
    ok(res, await keywordRulesOf(deps.db, requireWorkspace(res).workspace.id));
  });
  router.put('/skills/keyword-rules', paid, async (req, res) => {
    const ctx = administrator(res);
    // The list itself, or { rules } for a client that only sends objects.
    const body: unknown = req.body;
    const rules = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? (body as { rules?: unknown }).rules : undefined;
    if (rules === undefined) throw badRequest('Send the list of keyword rules.', { rules: 'Send the list of rules' });
    ok(res, await setKeywordRules(deps, ctx.workspace.id, rules, actorOf(ctx)));
  });
  router.put('/skills/:id', paid, async (req, res) => {
    const ctx = administrator(res);
    ok(res, await changeSkill(deps, ctx.workspace.id, idParam(req, 'id', NO_SKILL), asObject(req.body), actorOf(ctx)));
  });
  router.delete('/skills/:id', paid, async (req, res) => {
    const ctx = administrator(res);
    ok(res, await removeSkill(deps, ctx.workspace.id, idParam(req, 'id', NO_SKILL), actorOf(ctx)));
  });
  return router;
}
