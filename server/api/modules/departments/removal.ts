import { and, eq, sql } from 'drizzle-orm';
import { NO_SUCH_DEPARTMENT, removalError } from '../../../../src/domain/departmentRules';
import { invitations } from '../../db/adminSchema';
import { channels, departments, tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/record';
import { publishMovedTickets } from './movedWork';
import { findDepartment, listDepartments, lockWorkspaceDepartments, readDefaultDepartment } from './repository';
import { NO_DEPARTMENT, publishDepartments } from './service';

export interface RemovalResult {
  movedTickets: number;
}

/**
 * Removes a department and, in the same transaction, moves its tickets (and so their conversations, which
 * keep their department through their ticket) and the channels that sent new work to it to `moveTo`; open
 * invitations stop naming it. Its members simply leave it. The workspace's default and its last department
 * stay (removalError).
 */
export async function removeDepartment(deps: ApiDeps, workspaceId: string, id: string, moveTo: string, actor: AuditActor): Promise<RemovalResult> {
  const result = await deps.db.transaction(async (tx) => {
    await lockWorkspaceDepartments(tx, workspaceId);
    const removed = await findDepartment(tx, workspaceId, id);
    if (!removed) throw notFound(NO_DEPARTMENT);
    const all = await listDepartments(tx, workspaceId);
    const refusal = removalError(all, await readDefaultDepartment(tx, workspaceId), id, moveTo);
    if (refusal?.field === 'id') throw new AppError(409, refusal.message, { id: refusal.message });
    if (refusal) throw badRequest(`moveTo: ${refusal.message}`, { moveTo: refusal.message });
    const target = all.find((d) => d.id === moveTo);
    if (!target) throw badRequest(`moveTo: ${NO_SUCH_DEPARTMENT}`, { moveTo: NO_SUCH_DEPARTMENT });
    const moved = await tx
      .update(tickets)
      .set({ departmentId: target.id })
      .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.departmentId, id)))
      .returning({ id: tickets.id });
    const channelsMoved = await tx
      .update(channels)
      .set({ defaultDepartmentId: target.id })
      .where(and(eq(channels.workspaceId, workspaceId), eq(channels.defaultDepartmentId, id)))
      .returning({ id: channels.id });
    await tx
      .update(invitations)
      .set({ departmentIds: sql`${invitations.departmentIds} - ${id}::text` })
      .where(and(eq(invitations.workspaceId, workspaceId), sql`${invitations.departmentIds} ? ${id}::text`));
    await tx.delete(departments).where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, id)));
    await recordAudit(tx, workspaceId, actor, {
      action: 'department.removed',
      targetType: 'department',
      targetId: id,
      targetLabel: removed.name,
      before: { name: removed.name },
      after: { movedTo: { id: target.id, name: target.name }, tickets: moved.length, channels: channelsMoved.length },
    });
    return { movedTickets: moved.length, ticketIds: moved.map((ticket) => ticket.id) };
  });
  await publishDepartments(deps, workspaceId);
  await publishMovedTickets(deps, workspaceId, result.ticketIds);
  return { movedTickets: result.movedTickets };
}
