import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { departmentMembers } from '../../db/adminSchema';
import { conversations } from '../../db/inboxSchema';
import { billingAccounts, members, sessions, users } from '../../db/schema';

/** The workspace's members in join order (agent slots go in this order), with their departments. */
export function membersInJoinOrder(db: Db | Tx, workspaceId: string) {
  return db
    .select({
      id: users.id,
      name: users.username,
      email: users.email,
      role: members.role,
      status: users.status,
      avatarUrl: users.profileImageUrl,
      joinedAt: members.createdAt,
      deactivatedAt: members.deactivatedAt,
      departmentIds: sql<string[]>`coalesce((select array_agg(${departmentMembers.departmentId}::text order by ${departmentMembers.departmentId}) from ${departmentMembers} where ${departmentMembers.workspaceId} = ${members.workspaceId} and ${departmentMembers.userId} = ${members.userId}), '{}')`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.workspaceId, workspaceId))
    .orderBy(asc(members.createdAt), asc(members.userId));
}

export type MemberInOrder = Awaited<ReturnType<typeof membersInJoinOrder>>[number];

/** The plan's agent slots (package and agent addons), or null when the workspace has no package. */
export async function agentSlotTotal(db: Db | Tx, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ agents: billingAccounts.agents, packageName: billingAccounts.packageName })
    .from(billingAccounts)
    .where(eq(billingAccounts.workspaceId, workspaceId));
  return row?.packageName ? row.agents : null;
}

/** Locks the workspace's member rows, so two changes cannot each leave the other the last Administrator. */
export async function lockMembers(tx: Tx, workspaceId: string) {
  return tx.select().from(members).where(eq(members.workspaceId, workspaceId)).for('update');
}

export async function setMember(tx: Tx, workspaceId: string, userId: string, set: Partial<typeof members.$inferInsert>) {
  await tx.update(members).set(set).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
}

/** The member's open conversations in this workspace go back to the queue; their ids. */
export async function unassignOpenConversations(tx: Tx, workspaceId: string, userId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .update(conversations)
    .set({ assigneeId: null, updatedAt: now })
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.assigneeId, userId), eq(conversations.status, 'open')))
    .returning({ id: conversations.id });
  return rows.map((r) => r.id);
}

/** Ends the member's sessions opened on this workspace; their ids, to close their sockets. */
export async function endWorkspaceSessions(tx: Tx, workspaceId: string, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(sessions)
    .where(and(eq(sessions.workspaceId, workspaceId), eq(sessions.userId, userId), isNull(sessions.spectatorId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function removeMembership(tx: Tx, workspaceId: string, userId: string) {
  await tx.delete(departmentMembers).where(and(eq(departmentMembers.workspaceId, workspaceId), eq(departmentMembers.userId, userId)));
  await tx.delete(members).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
}

