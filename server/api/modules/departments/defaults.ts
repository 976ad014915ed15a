import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DepartmentSettings } from '../../../../src/domain/departmentRules';
import { NO_SUCH_DEPARTMENT } from '../../../../src/domain/departmentRules';
import type { ChannelRow } from '../../channels/connector';
import type { Db, Tx } from '../../db/client';
import { departmentMembers } from '../../db/adminSchema';
import { channels, departments, tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import type { TicketRow } from '../tickets/repository';
import { recordAudit, type AuditActor } from '../audit/record';
import { findDepartment, listDepartments, readDefaultDepartment, writeDefaultDepartment } from './repository';

/** Everything the department page shows: departments with their members and the default, channels with theirs. */
export async function readDepartmentSettings(db: Db, workspaceId: string): Promise<DepartmentSettings> {
  const list = await listDepartments(db, workspaceId);
  const defaultId = await readDefaultDepartment(db, workspaceId);
  const memberRows = list.length
    ? await db
        .select({ departmentId: departmentMembers.departmentId, userId: departmentMembers.userId })
        .from(departmentMembers)
        .where(and(eq(departmentMembers.workspaceId, workspaceId), inArray(departmentMembers.departmentId, list.map((d) => d.id))))
        .orderBy(asc(departmentMembers.createdAt))
    : [];
  const routing = new Map(
    (await db.select({ id: departments.id, assignmentMode: departments.assignmentMode, skillId: departments.skillId }).from(departments).where(eq(departments.workspaceId, workspaceId))).map(
      (r) => [r.id, { assignmentMode: r.assignmentMode, skillId: r.skillId }],
    ),
  );
  const channelRows = await db
    .select({ id: channels.id, name: channels.name, type: channels.type, defaultDepartmentId: channels.defaultDepartmentId, skillId: channels.skillId })
    .from(channels)
    .where(eq(channels.workspaceId, workspaceId))
    .orderBy(asc(channels.createdAt), asc(channels.id));
  return {
    departments: list.map((d) => ({
      ...d,
      memberIds: memberRows.filter((m) => m.departmentId === d.id).map((m) => m.userId),
      isDefault: d.id === defaultId,
      ...routing.get(d.id),
    })),
    channels: channelRows,
  };
}

async function departmentOrRefuse(tx: Tx, workspaceId: string, id: string) {
  const department = await findDepartment(tx, workspaceId, id, true);
  if (!department) throw badRequest(`departmentId: ${NO_SUCH_DEPARTMENT}`, { departmentId: NO_SUCH_DEPARTMENT });
  return department;
}

/** The department new conversations go to when their channel names none. */
export async function setWorkspaceDefault(deps: ApiDeps, workspaceId: string, departmentId: string, actor: AuditActor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const department = await departmentOrRefuse(tx, workspaceId, departmentId);
    const before = await readDefaultDepartment(tx, workspaceId);
    if (before === department.id) return;
    await writeDefaultDepartment(tx, workspaceId, department.id);
    await recordAudit(tx, workspaceId, actor, {
      action: 'department.default-changed',
      targetType: 'department',
      targetId: department.id,
      targetLabel: department.name,
      before: { defaultDepartmentId: before },
      after: { defaultDepartmentId: department.id },
    });
  });
}

/** The department new conversations of this channel go to; null gives them the workspace's default. */
export async function setChannelDefault(deps: ApiDeps, workspaceId: string, channelId: string, departmentId: string | null, actor: AuditActor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [channel] = await tx
      .select({ id: channels.id, name: channels.name, defaultDepartmentId: channels.defaultDepartmentId })
      .from(channels)
      .where(and(eq(channels.workspaceId, workspaceId), eq(channels.id, channelId)))
      .for('update');
    if (!channel) throw notFound('This channel does not exist in your workspace.');
    if (departmentId) await departmentOrRefuse(tx, workspaceId, departmentId);
    if (channel.defaultDepartmentId === departmentId) return;
    await tx.update(channels).set({ defaultDepartmentId: departmentId }).where(eq(channels.id, channel.id));
    await recordAudit(tx, workspaceId, actor, {
      action: 'channel.default-department-changed',
      targetType: 'channel',
      targetId: channel.id,
      targetLabel: channel.name,
      before: { defaultDepartmentId: channel.defaultDepartmentId },
      after: { defaultDepartmentId: departmentId },
    });
  });
}

/**
 * Files a ticket that ingestion just made for a customer's message under its channel's default department,
 * else the workspace's (none while the workspace has no department). Runs in the ingest transaction.
 */
export async function fileUnderDefaultDepartment(tx: Tx, channel: ChannelRow, ticket: TicketRow): Promise<TicketRow> {
  if (ticket.departmentId) return ticket;
  const [current] = await tx.select({ departmentId: channels.defaultDepartmentId }).from(channels).where(eq(channels.id, channel.id));
  const departmentId = current?.departmentId ?? (await readDefaultDepartment(tx, channel.workspaceId));
  if (!departmentId) return ticket;
  const [filed] = await tx.update(tickets).set({ departmentId }).where(eq(tickets.id, ticket.id)).returning();
  return filed ?? ticket;
}
