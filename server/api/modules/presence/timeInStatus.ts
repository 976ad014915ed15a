import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agentStatusLog } from '../../db/routingSchema';
import { lastOnlineUntil } from './statusLog';

/** Minutes an agent spent in each status within a period; aux by reason ('No reason' when none was asked). */
export interface TimeInStatus {
  available: number;
  aux: Record<string, number>;
  offline: number;
}

export const NO_REASON = 'No reason';

const minutes = (from: number, to: number) => Math.max(0, to - from) / 60_000;

/**
 * Time in each status between `from` and `to` (at most now), for reports. Time before the agent's first
 * recorded stretch is not counted. The open stretch of an agent whose console went away without a
 * logout (the heartbeat ran out) ends where the heartbeat did, and the rest is offline.
 */
export async function timeInStatus(db: Db | Tx, userId: string, from: Date, to: Date): Promise<TimeInStatus> {
  const rows = await db
    .select()
    .from(agentStatusLog)
    .where(and(eq(agentStatusLog.userId, userId), lt(agentStatusLog.startedAt, to), or(isNull(agentStatusLog.endedAt), gt(agentStatusLog.endedAt, from))))
    .orderBy(asc(agentStatusLog.startedAt));
  const wentAway = (await lastOnlineUntil(db, userId))?.getTime() ?? null;
  const [start, end] = [from.getTime(), to.getTime()];
  const out: TimeInStatus = { available: 0, aux: {}, offline: 0 };
  const add = (status: string, reason: string | null, a: number, b: number) => {
    const m = minutes(Math.max(a, start), Math.min(b, end));
    if (m === 0) return;
    if (status === 'available') out.available += m;
    else if (status === 'offline') out.offline += m;
    else out.aux[reason ?? NO_REASON] = (out.aux[reason ?? NO_REASON] ?? 0) + m;
  };
  for (const row of rows) {
    const began = row.startedAt.getTime();
    if (row.endedAt) {
      add(row.status, row.reason, began, row.endedAt.getTime());
    } else if (row.status !== 'offline' && wentAway !== null && wentAway < end) {
      const away = Math.max(wentAway, began);
      add(row.status, row.reason, began, away);
      add('offline', null, away, end);
    } else {
      add(row.status, row.reason, began, end);
    }
  }
  return out;
}
