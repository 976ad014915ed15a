// An agent's status (issue 15): available, or aux with one of the workspace's reasons. The status, its
// reason and since when are kept on the user; the time-in-status stretch moves in the same transaction;
// the 'agent status' event (with the reason) goes out after the commit.
import { auxReasonError } from '../../../../src/domain/routingSettingsRules';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { drainQueue, handBack, routeQuietly } from '../routing/router';
import { readRoutingSettings } from '../routing/settingsRepository';
import { eq } from 'drizzle-orm';
import { lastOnlineUntil, lockUserStatus, moveTo } from './statusLog';

export interface StatusChange {
  status: 'available' | 'aux';
  reason: string | null;
}

/** The change as stored: aux with one of the workspace's reasons (trimmed) or none; available has none. */
export async function checkedStatus(deps: ApiDeps, workspaceId: string | null, status: 'available' | 'aux', reason: unknown): Promise<StatusChange> {
  if (status === 'available') return { status, reason: null };
  if (!workspaceId) return { status, reason: null };
  const error = auxReasonError(reason, await readRoutingSettings(deps.db, workspaceId));
  if (error) throw badRequest(`reason: ${error}`, { reason: error });
  return { status, reason: typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : null };
}

/**
 * Writes the status and moves the stretch, in the caller's transaction. `present`: the agent made the
 * change themself, so a console of theirs is live; a change made for them (an Administrator) counts as
 * a stretch only while their heartbeat says they are online.
 */
export async function writeAgentStatus(tx: Tx, userId: string, change: StatusChange, now: Date, present: boolean): Promise<void> {
  const before = await lockUserStatus(tx, userId);
  if (!before) return;
  if (before.status !== change.status || before.reason !== change.reason) {
    await tx.update(users).set({ status: change.status, statusReason: change.reason, statusSince: now }).where(eq(users.id, userId));
  }
  const until = await lastOnlineUntil(tx, userId);
  if (present || (until !== null && until > now)) await moveTo(tx, userId, change, now);
}

export async function publishAgentStatus(deps: ApiDeps, workspaceId: string, userId: string, change: StatusChange): Promise<void> {
  await deps.realtime.publish({ workspaceId, type: 'agent status', payload: { userId, status: change.status, reason: change.reason } });
}

/** Going aux may hand the agent's conversations back (a setting); coming back serves the queue. */
export async function routeAfterStatus(deps: ApiDeps, workspaceId: string, userId: string, status: 'available' | 'aux'): Promise<void> {
  if (status === 'aux') await routeQuietly(deps, 'aux', () => handBack(deps, workspaceId, userId, 'aux'));
  else await routeQuietly(deps, 'available', () => drainQueue(deps, workspaceId, 'agent available'));
}
