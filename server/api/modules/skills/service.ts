// A workspace's skills (issue 15): created, changed and deleted by Administrators, each change with its
// audit line in the same transaction. Names are checked under the workspace's lock, so two saves of one
// name cannot both pass.
import { checkSkill } from '../../../../src/domain/skillRules';
import type { Skill } from '../../../../src/domain/routing';
import type { Tx } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { valueOrRefuse } from './checked';
import { deleteSkill, findSkill, insertSkill, listSkills, lockWorkspaceSkills, updateSkill } from './repository';

export const NO_SKILL = 'This skill does not exist in your workspace.';

/** The input checked against the workspace's other skills, or a 400 naming the fields. */
async function checkedSkill(tx: Tx, workspaceId: string, input: Record<string, unknown>, selfId?: string): Promise<Omit<Skill, 'id'>> {
  return valueOrRefuse(checkSkill(input, await listSkills(tx, workspaceId), selfId));
}

export async function createSkill(deps: ApiDeps, workspaceId: string, input: Record<string, unknown>, actor: AuditActor): Promise<Skill> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSkills(tx, workspaceId);
    const skill = await insertSkill(tx, workspaceId, await checkedSkill(tx, workspaceId, input));
    await recordAudit(tx, workspaceId, actor, { action: 'skill.created', targetType: 'skill', targetId: skill.id, targetLabel: skill.name, after: skill });
    return skill;
  });
}

export async function changeSkill(deps: ApiDeps, workspaceId: string, id: string, input: Record<string, unknown>, actor: AuditActor): Promise<Skill> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSkills(tx, workspaceId);
    const before = await findSkill(tx, workspaceId, id);
    if (!before) throw notFound(NO_SKILL);
    const next = await checkedSkill(tx, workspaceId, input, id);
    if (next.name === before.name && next.description === before.description) return before;
    await updateSkill(tx, workspaceId, id, next);
    const after = { id, ...next };
    await recordAudit(tx, workspaceId, actor, { action: 'skill.changed', targetType: 'skill', targetId: id, targetLabel: next.name, before, after });
    return after;
  });
}

/** Agents lose it, its keyword rules go, departments and channels that needed it need none. */
export async function removeSkill(deps: ApiDeps, workspaceId: string, id: string, actor: AuditActor): Promise<Skill[]> {
  return deps.db.transaction(async (tx) => {
    await lockWorkspaceSkills(tx, workspaceId);
    const before = await findSkill(tx, workspaceId, id);
    if (!before) throw notFound(NO_SKILL);
    await deleteSkill(tx, workspaceId, id);
    await recordAudit(tx, workspaceId, actor, { action: 'skill.removed', targetType: 'skill', targetId: id, targetLabel: before.name, before });
    return listSkills(tx, workspaceId);
  });
}
