import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { randomToken, sha256 } from '../../security/tokens';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionKind = SessionRow['kind'];

export async function createSession(
  db: Db,
  input: {
    kind: SessionKind;
    userId: string;
    workspaceId: string | null;
    parentId: string | null;
    expiresAt: Date;
    spectatorId?: string | null;
  },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({ ...input, tokenHash: sha256(token) })
    .returning();
  return { token, session: session! };
}

export async function findLiveSession(db: Db, kind: SessionKind, token: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, now)));
  return row;
}

export async function findLiveSessionById(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row;
}

/** Ends a login: the SSO session and every app session opened from it. */
export async function deleteSessionFamily(db: Db, ssoId: string): Promise<string[]> {
  const gone = await db
    .delete(sessions)
    .where(or(eq(sessions.id, ssoId), eq(sessions.parentId, ssoId)))
    .returning({ id: sessions.id });
  return gone.map((r) => r.id);
}

export async function deleteSession(db: Db, id: string): Promise<string[]> {
  const gone = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return gone.map((r) => r.id);
}

/** After a password change every other login of the user ends. */
export async function deleteOtherSessions(db: Db, userId: string, keep: SessionRow): Promise<string[]> {
  const keepIds = [keep.id, keep.parentId].filter((x): x is string => x !== null);
  let condition = eq(sessions.userId, userId);
  for (const id of keepIds) condition = and(condition, ne(sessions.id, id))!;
  const gone = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return gone.map((r) => r.id);
}

export async function moveSession(db: Db, id: string, workspaceId: string): Promise<void> {
  await db.update(sessions).set({ workspaceId }).where(eq(sessions.id, id));
}

/** Every session of a user (account recovery: whoever held them no longer knows the password). */
export async function deleteUserSessions(db: Db, userId: string): Promise<string[]> {
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return gone.map((r) => r.id);
}
