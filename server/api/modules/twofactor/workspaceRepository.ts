import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members, sessions, users, workspaceSettings } from '../../db/schema';
import { securityEvents, twoFactorSecrets } from '../../db/securitySchema';

export async function isTwoFactorRequired(db: Db, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: workspaceSettings.twoFactorRequired })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.required ?? false;
}

/**
 * Sets the requirement; true when it changed (a repeat of the same value records and mails nothing).
 * `changed` runs in the same transaction when it did (the audit line).
 */
export async function setTwoFactorRequired(db: Db, workspaceId: string, required: boolean, changed?: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ required: workspaceSettings.twoFactorRequired })
      .from(workspaceSettings)
      .where(eq(workspaceSettings.workspaceId, workspaceId))
      .for('update');
    if ((before?.required ?? false) === required) return false;
    await tx
      .insert(workspaceSettings)
      .values({ workspaceId, twoFactorRequired: required })
      .onConflictDoUpdate({ target: workspaceSettings.workspaceId, set: { twoFactorRequired: required } });
    await changed?.(tx);
    return true;
  });
}

export interface MemberSecurityRow {
  id: string;
  name: string;
  email: string;
  role: string;
  twoFactor: boolean;
}

export async function membersWithTwoFactor(db: Db, workspaceId: string): Promise<MemberSecurityRow[]> {
  return db
    .select({
      id: users.id,
      name: users.username,
      email: users.email,
      role: members.role,
      twoFactor: sql<boolean>`${twoFactorSecrets.userId} is not null`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(twoFactorSecrets, and(eq(twoFactorSecrets.userId, members.userId), isNotNull(twoFactorSecrets.enabledAt)))
    .where(eq(members.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
}

export async function findMemberUser(db: Db, workspaceId: string, userId: string): Promise<{ id: string; email: string; username: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, userId)));
  return row;
}

export type SecurityEventKind =
  | 'two-factor enrolled'
  | 'two-factor turned off'
  | 'recovery codes regenerated'
  | 'recovery code used'
  | 'two-factor reset by administrator'
  | 'two-factor reset by operator'
  | 'two-factor requirement on'
  | 'two-factor requirement off';

export async function insertSecurityEvent(
  db: Db,
  input: { userId: string; workspaceId: string | null; actorId: string | null; kind: SecurityEventKind; ip: string; at: Date },
): Promise<void> {
  await db.insert(securityEvents).values({
    userId: input.userId,
    workspaceId: input.workspaceId,
    actorId: input.actorId,
    kind: input.kind,
    ip: input.ip,
    createdAt: input.at,
  });
}

/** The app sessions in this workspace of members who have no second factor (held once it is required). */
export async function sessionsWithoutTwoFactor(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(twoFactorSecrets, and(eq(twoFactorSecrets.userId, sessions.userId), isNotNull(twoFactorSecrets.enabledAt)))
    .where(and(eq(sessions.workspaceId, workspaceId), eq(sessions.kind, 'app'), isNull(twoFactorSecrets.userId), isNull(sessions.spectatorId)));
  return rows.map((r) => r.id);
}
