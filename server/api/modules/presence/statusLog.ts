// Time in each status, per agent, for reports (issue 15): agent_status_log holds one row per stretch
// (available, aux with its reason, offline), the current one open (endedAt null). A stretch ends where the
// next begins, in the transaction that changes the status or the presence, under the user's row lock so
// two changes never open two stretches. An offline stretch is written when presence is known to have
// ended (a logout, or the next login after the heartbeat ran out); until then the heartbeat's
// members.onlineUntil says when the live console went away (timeInStatus reads it).
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agentStatusLog } from '../../db/routingSchema';
import { members, users } from '../../db/schema';

export type AgentState = 'available' | 'aux' | 'offline';

export interface Stretch {
  status: AgentState;
  reason: string | null;
}

/** The user's row, held until the transaction ends: their status and stretches change one at a time. */
export async function lockUserStatus(tx: Tx, userId: string): Promise<{ status: 'available' | 'aux'; reason: string | null } | undefined> {
  const [row] = await tx.select({ status: users.status, reason: users.statusReason }).from(users).where(eq(users.id, userId)).for('update');
  return row ? { status: row.status === 'aux' ? 'aux' : 'available', reason: row.reason } : undefined;
}

export async function openStretch(db: Db | Tx, userId: string) {
  const [row] = await db
    .select()
    .from(agentStatusLog)
    .where(and(eq(agentStatusLog.userId, userId), isNull(agentStatusLog.endedAt)))
    .orderBy(desc(agentStatusLog.startedAt))
    .limit(1);
  return row;
}

/** Until when any of the user's consoles was last known live (null: never). */
export async function lastOnlineUntil(db: Db | Tx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ until: max(members.onlineUntil) }).from(members).where(eq(members.userId, userId));
  return row?.until ?? null;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** Ends the open stretch at `at` (never before it began) and opens `next` there, unless it already is `next`. */
export async function moveTo(tx: Tx, userId: string, next: Stretch, at: Date): Promise<void> {
  const open = await openStretch(tx, userId);
  if (open && open.status === next.status && (open.reason ?? null) === next.reason) return;
  const start = open ? later(at, open.startedAt) : at;
  if (open) await tx.update(agentStatusLog).set({ endedAt: start }).where(eq(agentStatusLog.id, open.id));
  await tx.insert(agentStatusLog).values({ userId, status: next.status, reason: next.reason, startedAt: start });
}

/**
 * A console comes live after none was: the stretch that was open when the last one went away ends where
 * its heartbeat ran out and an offline stretch covers the gap, then the user's status begins now.
 */
export async function comeOnline(tx: Tx, userId: string, current: Stretch, wentAwayAt: Date | null, now: Date): Promise<void> {
  const open = await openStretch(tx, userId);
  if (open && open.status !== 'offline' && wentAwayAt && wentAwayAt < now) await moveTo(tx, userId, { status: 'offline', reason: null }, wentAwayAt);
  await moveTo(tx, userId, current, now);
}
