// Presence (issue 15): a member is online while a live console keeps their heartbeat ahead of now. Coming
// online after being offline closes the offline gap in the time-in-status log and, for an available
// agent, serves the waiting queue; a logout ends presence at once and may hand their conversations back.
import type { ApiDeps } from '../../deps';
import { drainQueue, handBack, routeQuietly } from '../routing/router';
import { extendOnlineUntil, lockOnlineUntil, setOnlineUntil, shortenOnlineUntil } from './onlineRepository';
import { comeOnline, lastOnlineUntil, lockUserStatus, moveTo } from './statusLog';

/** How far ahead a live console keeps the heartbeat, and how often it moves it. */
export const ONLINE_TTL_MS = 90_000;
export const ONLINE_REFRESH_MS = 30_000;
/** After the last console closes: a reload reconnects within this and stays online throughout. */
export const ONLINE_GRACE_MS = 5_000;

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** A console of the member connected: heartbeat set, the offline gap logged, the queue served when they were away. */
export async function markOnline(deps: ApiDeps, workspaceId: string, userId: string): Promise<void> {
  const now = deps.now();
  const came = await deps.db.transaction(async (tx) => {
    const user = await lockUserStatus(tx, userId);
    const member = user ? await lockOnlineUntil(tx, workspaceId, userId) : undefined;
    if (!user || !member) return null;
    const wentAwayAt = await lastOnlineUntil(tx, userId);
    await setOnlineUntil(tx, workspaceId, userId, after(now, ONLINE_TTL_MS));
    if (!wentAwayAt || wentAwayAt <= now) await comeOnline(tx, userId, user, wentAwayAt, now);
    return { wasOnline: member.onlineUntil !== null && member.onlineUntil > now, status: user.status };
  });
  // Logging in frees the queue: an available agent may take what waits.
  if (came && !came.wasOnline && came.status === 'available') {
    await routeQuietly(deps, 'agent online', () => drainQueue(deps, workspaceId, 'agent online'));
  }
}

/** The periodic heartbeat of a live console; one that had run out (a stalled instance) comes online again. */
export async function refreshOnline(deps: ApiDeps, workspaceId: string, userId: string): Promise<void> {
  const now = deps.now();
  if (!(await extendOnlineUntil(deps.db, workspaceId, userId, now, after(now, ONLINE_TTL_MS)))) await markOnline(deps, workspaceId, userId);
}

/** The member's last console closed: offline after a short grace, unless one comes back within it. */
export async function markAway(deps: ApiDeps, workspaceId: string, userId: string): Promise<void> {
  await shortenOnlineUntil(deps.db, workspaceId, userId, after(deps.now(), ONLINE_GRACE_MS));
}

/** A logout: offline at once (an offline stretch when no other workspace's console is live), then the hand-back setting. */
export async function endPresence(deps: ApiDeps, workspaceId: string, userId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await lockUserStatus(tx, userId))) return;
    await setOnlineUntil(tx, workspaceId, userId, now);
    const until = await lastOnlineUntil(tx, userId);
    if (!until || until <= now) await moveTo(tx, userId, { status: 'offline', reason: null }, now);
  });
  await routeQuietly(deps, 'logout', () => handBack(deps, workspaceId, userId, 'logout'));
}
