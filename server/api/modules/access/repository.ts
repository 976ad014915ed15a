import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members, users } from '../../db/schema';

export interface MemberAccessRow {
  id: string;
  name: string;
  email: string;
  role: string;
  access: string[];
  deactivated: boolean;
}

const columns = {
  id: users.id,
  name: users.username,
  email: users.email,
  role: members.role,
  access: members.access,
  deactivated: sql<boolean>`${members.deactivatedAt} is not null`,
};

/** The workspace's members with their access lists, by name. */
export function membersWithAccess(db: Db, workspaceId: string): Promise<MemberAccessRow[]> {
  return db
    .select(columns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
}

/** One member of the workspace, locked until the transaction ends so two changes of their list queue up. */
export async function lockMemberAccess(tx: Tx, workspaceId: string, userId: string): Promise<MemberAccessRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)))
    .for('update', { of: members });
  return row;
}

export async function saveMemberAccess(tx: Tx, workspaceId: string, userId: string, access: string[]): Promise<void> {
  await tx.update(members).set({ access }).where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
}
