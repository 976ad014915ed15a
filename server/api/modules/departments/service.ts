import { and, eq } from 'drizzle-orm';
import { DEPARTMENT_TAKEN, departmentNameError } from '../../../../src/domain/departmentRules';
import type { Department } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { Tx } from '../../db/client';
import { departments } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/errors';
import { PRODUCT_ACTOR, recordAudit, type AuditActor } from '../audit/record';
import { findDepartment, listDepartments as listIn, lockWorkspaceDepartments } from './repository';

export { DEPARTMENT_TAKEN };

export const listDepartments = (deps: ApiDeps, workspaceId: string): Promise<Department[]> => listIn(deps.db, workspaceId);

const taken = () => new AppError(409, DEPARTMENT_TAKEN, { name: DEPARTMENT_TAKEN });

/** The name as stored, or a 400 naming the field with the message the console shows too. */
export function departmentName(raw: unknown): string {
  const error = departmentNameError(raw, []);
  if (error) throw badRequest(`name: ${error}`, { name: error });
  return (raw as string).trim();
}

/** Names are unique per workspace whatever their case ('Sales' and 'sales' would be one team to a person). */
async function refuseTakenName(tx: Tx, workspaceId: string, name: string, selfId?: string): Promise<void> {
  const existing = await listIn(tx, workspaceId);
  if (departmentNameError(name, existing, selfId) === DEPARTMENT_TAKEN) throw taken();
}

/** After the commit: every console's directory takes the new list ('departments changed'). */
export async function publishDepartments(deps: ApiDeps, workspaceId: string): Promise<void> {
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.departmentsChanged, payload: { departments: await listIn(deps.db, workspaceId) } });
}

/** Serialised per workspace, so two creations of one name cannot both pass the check. */
export async function createDepartment(deps: ApiDeps, workspaceId: string, rawName: string, actor: AuditActor = PRODUCT_ACTOR): Promise<Department> {
  const name = departmentName(rawName);
  const created = await deps.db.transaction(async (tx) => {
    await lockWorkspaceDepartments(tx, workspaceId);
    await refuseTakenName(tx, workspaceId, name);
    const [row] = await tx.insert(departments).values({ workspaceId, name }).returning({ id: departments.id, name: departments.name });
    await recordAudit(tx, workspaceId, actor, { action: 'department.created', targetType: 'department', targetId: row!.id, targetLabel: name, after: { name } });
    return row!;
  });
  await publishDepartments(deps, workspaceId);
  return created;
}

export async function renameDepartment(deps: ApiDeps, workspaceId: string, id: string, rawName: string, actor: AuditActor): Promise<Department> {
  const name = departmentName(rawName);
  const renamed = await deps.db.transaction(async (tx) => {
    await lockWorkspaceDepartments(tx, workspaceId);
    const before = await findDepartment(tx, workspaceId, id);
    if (!before) throw notFound(NO_DEPARTMENT);
    if (before.name === name) return null;
    await refuseTakenName(tx, workspaceId, name, id);
    await tx.update(departments).set({ name }).where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, id)));
    await recordAudit(tx, workspaceId, actor, {
      action: 'department.renamed',
      targetType: 'department',
      targetId: id,
      targetLabel: name,
      before: { name: before.name },
      after: { name },
    });
    return { id, name };
  });
  if (!renamed) return { id, name };
  await publishDepartments(deps, workspaceId);
  return renamed;
}

export const NO_DEPARTMENT = 'This department does not exist in your workspace.';

