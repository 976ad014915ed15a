// Routing settings (issue 15), Administrators only: the workspace's settings, each department's mode and
// needed skill, each channel's needed skill, each agent's capacity. Every change is checked by the shared
// rules, written with its audit line in one transaction, and, when it can widen who may take work
// (a mode, a capacity, the settings), followed by a pass over the waiting queue after the commit.
import type { AssignmentMode, RoutingSettings } from '../../../../src/domain/routing';
import { checkRoutingSettings, memberCapacityError } from '../../../../src/domain/routingSettingsRules';
import { NOT_A_SKILL } from '../../../../src/domain/skillRules';
import type { Tx } from '../../db/client';
import { channels, departments } from '../../db/inboxSchema';
import { members } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { valueOrRefuse } from '../skills/checked';
import { and, eq } from 'drizzle-orm';
import { drainQueue, routeQuietly } from './router';
import { lockChannel, lockDepartment, lockMember, lockRoutingSettings, saveRoutingSettings, skillInWorkspace } from './settingsRepository';

export const NO_DEPARTMENT = 'This department does not exist in your workspace.';
export const NO_CHANNEL = 'This channel does not exist in your workspace.';
export const NO_MEMBER = 'This person is not a member of your workspace.';

export async function changeRoutingSettings(deps: ApiDeps, workspaceId: string, change: Record<string, unknown>, actor: AuditActor): Promise<RoutingSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockRoutingSettings(tx, workspaceId);
    const after = valueOrRefuse(checkRoutingSettings(before, change));
    await saveRoutingSettings(tx, workspaceId, after);
    await recordAudit(tx, workspaceId, actor, { action: 'routing-settings.changed', targetType: 'setting', targetLabel: 'Routing', before, after });
    return after;
  });
  await widened(deps, workspaceId, 'routing settings changed');
  return saved;
}

/** After a change that may let someone take what waits (a mode, a capacity): the queue is served. */
const widened = (deps: ApiDeps, workspaceId: string, cause: string) => routeQuietly(deps, cause, () => drainQueue(deps, workspaceId, cause));

async function refuseForeignSkill(tx: Tx, workspaceId: string, skillId: string | null): Promise<void> {
  if (skillId !== null && !(await skillInWorkspace(tx, workspaceId, skillId))) throw badRequest(`skillId: ${NOT_A_SKILL}`, { skillId: NOT_A_SKILL });
}

export interface DepartmentRouting {
  id: string;
  name: string;
  assignmentMode: AssignmentMode;
  skillId: string | null;
}

export async function setDepartmentRouting(
  deps: ApiDeps,
  workspaceId: string,
  id: string,
  change: { assignmentMode?: AssignmentMode; skillId?: string | null },
  actor: AuditActor,
): Promise<DepartmentRouting> {
  const changed = await deps.db.transaction(async (tx) => {
    const before = await lockDepartment(tx, workspaceId, id);
    if (!before) throw notFound(NO_DEPARTMENT);
    // A field left out keeps its value.
    const after = { ...before, assignmentMode: change.assignmentMode ?? before.assignmentMode, skillId: change.skillId === undefined ? before.skillId : change.skillId };
    await refuseForeignSkill(tx, workspaceId, after.skillId === before.skillId ? null : after.skillId);
    if (before.assignmentMode === after.assignmentMode && before.skillId === after.skillId) return after;
    await tx
      .update(departments)
      .set({ assignmentMode: after.assignmentMode, skillId: after.skillId })
      .where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, id)));
    await recordAudit(tx, workspaceId, actor, {
      action: 'department.routing-changed',
      targetType: 'department',
      targetId: id,
      targetLabel: before.name,
      before: { assignmentMode: before.assignmentMode, skillId: before.skillId },
      after: { assignmentMode: after.assignmentMode, skillId: after.skillId },
    });
    return after;
  });
  await widened(deps, workspaceId, 'department routing changed');
  return changed;
}

export async function setChannelSkill(deps: ApiDeps, workspaceId: string, id: string, skillId: string | null, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const before = await lockChannel(tx, workspaceId, id);
    if (!before) throw notFound(NO_CHANNEL);
    await refuseForeignSkill(tx, workspaceId, skillId);
    if (before.skillId === skillId) return before;
    await tx.update(channels).set({ skillId }).where(and(eq(channels.workspaceId, workspaceId), eq(channels.id, id)));
    await recordAudit(tx, workspaceId, actor, {
      action: 'channel.skill-changed',
      targetType: 'channel',
      targetId: id,
      targetLabel: before.name,
      before: { skillId: before.skillId },
      after: { skillId },
    });
    return { ...before, skillId };
  });
}

export async function setMemberCapacity(deps: ApiDeps, workspaceId: string, userId: string, capacity: unknown, actor: AuditActor) {
  const error = memberCapacityError(capacity);
  if (error) throw badRequest(`capacity: ${error}`, { capacity: error });
  const value = capacity as number | null;
  const set = await deps.db.transaction(async (tx) => {
    const before = await lockMember(tx, workspaceId, userId);
    if (!before) throw notFound(NO_MEMBER);
    if (before.capacity !== value) {
      await tx.update(members).set({ capacity: value }).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
      await recordAudit(tx, workspaceId, actor, {
        action: 'member.capacity-changed',
        targetType: 'member',
        targetId: userId,
        targetLabel: before.email,
        before: { capacity: before.capacity },
        after: { capacity: value },
      });
    }
    return { userId, capacity: value };
  });
  await widened(deps, workspaceId, 'capacity changed');
  return set;
}
