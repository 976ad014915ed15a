import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invitations } from '../../db/adminSchema';
import { departments } from '../../db/inboxSchema';
import { members, users, workspaces } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

/** Open: neither accepted nor revoked, and not yet expired. */
const open = (now: Date) => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));
/** Not accepted nor revoked: what the one-open-invitation-per-e-mail index counts, expired or not. */
const pending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

export async function listOpenInvitations(db: Db, workspaceId: string, now: Date) {
  return db
    .select({ invitation: invitations, invitedBy: users.username })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.workspaceId, workspaceId), open(now)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

/** The e-mail's invitation that still holds its place (open, or expired but neither accepted nor revoked). */
export async function findPendingByEmail(db: Db | Tx, workspaceId: string, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), sql`lower(${invitations.email}) = ${email.toLowerCase()}`, pending()));
  return row;
}

export async function findPending(db: Db | Tx, workspaceId: string, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), pending()));
  return row;
}

/** The open invitation a link's token names, with its workspace's name. */
export async function findOpenByTokenHash(db: Db | Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, workspaceName: workspaces.name })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(and(eq(invitations.tokenHash, tokenHash), open(now)));
  return row;
}

export async function isMemberEmail(db: Db | Tx, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row !== undefined;
}

/** The given department ids that are not departments of this workspace. */
export async function foreignDepartments(db: Db | Tx, workspaceId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.workspaceId, workspaceId), inArray(departments.id, ids)));
  const known = new Set(found.map((d) => d.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(values).returning();
  return row!;
}

/** Sets a still-pending invitation's fields; undefined when it was accepted or revoked meanwhile. */
export async function updatePending(tx: Tx, id: string, set: Partial<typeof invitations.$inferInsert>): Promise<InvitationRow | undefined> {
  const [row] = await tx.update(invitations).set(set).where(and(eq(invitations.id, id), pending())).returning();
  return row;
}

/** Marks the open invitation accepted; undefined when another request took it first. */
export async function markAccepted(tx: Tx, id: string, userId: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(invitations.id, id), open(now)))
    .returning();
  return row;
}
