// The routing settings' SQL (issue 15): workspace_settings.routing (jsonb, read with the defaults by
// routingSettingsOf) and the routing columns of departments, channels and members.
import { and, eq } from 'drizzle-orm';
import { routingSettingsOf } from '../../../../src/domain/routing';
import type { RoutingSettings } from '../../../../src/domain/routing';
import type { Db, Tx } from '../../db/client';
import { skills } from '../../db/calendarSchema';
import { channels, departments } from '../../db/inboxSchema';
import { members, users, workspaceSettings } from '../../db/schema';

/** The workspace's routing settings with the defaults for whatever was never saved. */
export async function readRoutingSettings(db: Db | Tx, workspaceId: string): Promise<RoutingSettings> {
  const [row] = await db.select({ routing: workspaceSettings.routing }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId));
  return routingSettingsOf(row?.routing);
}

/** The same, its settings row made if missing and locked until the change commits (two saves never interleave). */
export async function lockRoutingSettings(tx: Tx, workspaceId: string): Promise<RoutingSettings> {
  await tx.insert(workspaceSettings).values({ workspaceId }).onConflictDoNothing();
  const [row] = await tx.select({ routing: workspaceSettings.routing }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, workspaceId)).for('update');
  return routingSettingsOf(row?.routing);
}

export async function saveRoutingSettings(tx: Tx, workspaceId: string, settings: RoutingSettings): Promise<void> {
  await tx.update(workspaceSettings).set({ routing: { ...settings } }).where(eq(workspaceSettings.workspaceId, workspaceId));
}

export async function skillInWorkspace(db: Db | Tx, workspaceId: string, skillId: string): Promise<boolean> {
  const [row] = await db.select({ id: skills.id }).from(skills).where(and(eq(skills.workspaceId, workspaceId), eq(skills.id, skillId)));
  return row !== undefined;
}

export async function lockDepartment(tx: Tx, workspaceId: string, id: string) {
  const [row] = await tx
    .select({ id: departments.id, name: departments.name, assignmentMode: departments.assignmentMode, skillId: departments.skillId })
    .from(departments)
    .where(and(eq(departments.workspaceId, workspaceId), eq(departments.id, id)))
    .for('update');
  return row;
}

export async function lockChannel(tx: Tx, workspaceId: string, id: string) {
  const [row] = await tx
    .select({ id: channels.id, name: channels.name, skillId: channels.skillId })
    .from(channels)
    .where(and(eq(channels.workspaceId, workspaceId), eq(channels.id, id)))
    .for('update');
  return row;
}

export async function lockMember(tx: Tx, workspaceId: string, userId: string) {
  const [row] = await tx
    .select({ userId: members.userId, email: users.email, capacity: members.capacity })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)))
    .for('update', { of: members });
  return row;
}
