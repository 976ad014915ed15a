// members.onlineUntil, the presence heartbeat (issue 15): a live console keeps it ahead of now; past it, the
// member is offline for the router. A timestamp with a time to live, so any api instance may write it and
// an instance that dies simply lets it run out.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema';

const memberIs = (workspaceId: string, userId: string) => and(eq(members.workspaceId, workspaceId), eq(members.userId, userId));

/** The member's heartbeat, held until the transaction ends (undefined: not a member). */
export async function lockOnlineUntil(tx: Tx, workspaceId: string, userId: string): Promise<{ onlineUntil: Date | null } | undefined> {
  const [row] = await tx.select({ onlineUntil: members.onlineUntil }).from(members).where(memberIs(workspaceId, userId)).for('update');
  return row;
}

export async function setOnlineUntil(db: Db | Tx, workspaceId: string, userId: string, until: Date): Promise<void> {
  await db.update(members).set({ onlineUntil: until }).where(memberIs(workspaceId, userId));
}

/** Moves a heartbeat that has not run out yet; false when it had (the member must come online again). */
export async function extendOnlineUntil(db: Db, workspaceId: string, userId: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ onlineUntil: until })
    .where(and(memberIs(workspaceId, userId), gt(members.onlineUntil, now)))
    .returning({ userId: members.userId });
  return rows.length > 0;
}

/** Brings the heartbeat forward to `until` at the latest (never extends it: a logout's 'now' stays). */
export async function shortenOnlineUntil(db: Db, workspaceId: string, userId: string, until: Date): Promise<void> {
  await db
    .update(members)
    .set({ onlineUntil: sql`least(${members.onlineUntil}, ${until.toISOString()}::timestamptz)` })
    .where(memberIs(workspaceId, userId));
}
