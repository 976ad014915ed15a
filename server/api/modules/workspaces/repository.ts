import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, workspaces, workspaceSettings } from '../../db/schema';
import { randomToken } from '../../security/tokens';

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** Without a time zone the column's default (UTC) holds. */
export async function createWorkspace(db: Db, input: { name: string; ownerId: string; timeZone?: string }): Promise<WorkspaceRow> {
  return db.transaction(async (tx) => {
    const [ws] = await tx
      .insert(workspaces)
      .values({ name: input.name, ownerId: input.ownerId, botid: `bot_${randomToken(9)}`, ...(input.timeZone ? { timeZone: input.timeZone } : {}) })
      .returning();
    await tx.insert(workspaceSettings).values({ workspaceId: ws!.id });
    return ws!;
  });
}

export async function findWorkspace(db: Db, id: string): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
  return row;
}

export async function upsertMember(
  db: Db,
  input: { workspaceId: string; userId: string; role: string; access: string[]; expired: boolean },
): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values(input)
    .onConflictDoUpdate({
      target: [members.workspaceId, members.userId],
      set: { role: input.role, access: input.access, expired: input.expired },
    })
    .returning();
  return row!;
}

export async function findMembership(db: Db, userId: string, workspaceId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.workspaceId, workspaceId)));
  return row;
}

/** The workspace a new session opens on: the user's oldest membership. */
export async function firstMembership(db: Db, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.userId, userId)).orderBy(asc(members.createdAt)).limit(1);
  return row;
}

export async function countOwnedWorkspaces(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workspaces).where(eq(workspaces.ownerId, userId));
  return row?.n ?? 0;
}

/** The workspaces a user belongs to, with their role in each, oldest membership first. */
export async function membershipsOf(db: Db, userId: string): Promise<{ id: string; name: string; role: string }[]> {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: members.role })
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt));
}
