import { and, eq } from 'drizzle-orm';
import { departmentMembers } from '../../db/adminSchema';
import { members, users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { findDepartment } from './repository';
import { NO_DEPARTMENT, publishDepartments } from './service';

const NOT_A_MEMBER = 'This person is not a member of your workspace.';

/**
 * Adds a member of this workspace to the department, or takes them out of it; doing it twice changes
 * nothing and records nothing. One audit line per change, in its transaction.
 */
export async function setDepartmentMember(
  deps: ApiDeps,
  workspaceId: string,
  input: { departmentId: string; userId: string; member: boolean },
  actor: AuditActor,
): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const department = await findDepartment(tx, workspaceId, input.departmentId, true);
    if (!department) throw notFound(NO_DEPARTMENT);
    const [person] = await tx
      .select({ email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, input.userId)));
    if (!person) throw badRequest(`userId: ${NOT_A_MEMBER}`, { userId: NOT_A_MEMBER });
    const row = { departmentId: department.id, userId: input.userId };
    const done = input.member
      ? await tx.insert(departmentMembers).values({ ...row, workspaceId }).onConflictDoNothing().returning({ userId: departmentMembers.userId })
      : await tx
          .delete(departmentMembers)
          .where(and(eq(departmentMembers.departmentId, row.departmentId), eq(departmentMembers.userId, row.userId)))
          .returning({ userId: departmentMembers.userId });
    if (done.length === 0) return false;
    await recordAudit(tx, workspaceId, actor, {
      action: input.member ? 'department.member-added' : 'department.member-removed',
      targetType: 'department',
      targetId: department.id,
      targetLabel: department.name,
      before: { member: !input.member, email: person.email },
      after: { member: input.member, email: person.email },
    });
    return true;
  });
  if (changed) await publishDepartments(deps, workspaceId);
}
