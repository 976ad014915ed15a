// The listening runner's SQL: channel_poll_leases rows held by one instance at a time (the polling
// runner's table; a type is either polled or listened to, never both).
import { and, eq, lte, or } from 'drizzle-orm';
import { channelPollLeases } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { channelHealth } from '../health';

type Deps = Pick<ApiDeps, 'db' | 'now'>;

/**
 * Takes the channel's lease when no live instance holds it (or this one does): one conditional upsert,
 * so two instances never both win. Answers the saved cursor, or undefined when another instance holds it.
 */
export async function takeLease(deps: Deps, channelId: string, owner: string, leaseMs: number): Promise<Record<string, unknown> | undefined> {
  const now = deps.now();
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await deps.db
    .insert(channelPollLeases)
    .values({ channelId, owner, leaseUntil: until, nextPollAt: now })
    .onConflictDoUpdate({
      target: channelPollLeases.channelId,
      set: { owner, leaseUntil: until },
      setWhere: or(lte(channelPollLeases.leaseUntil, now), eq(channelPollLeases.owner, owner)),
    })
    .returning({ cursor: channelPollLeases.cursor });
  return row?.cursor;
}

/** Extends this instance's lease; false when it was lost (it ended and another instance took it). */
export async function renewLease(deps: Deps, channelId: string, owner: string, leaseMs: number): Promise<boolean> {
  const until = new Date(deps.now().getTime() + leaseMs);
  const rows = await deps.db
    .update(channelPollLeases)
    .set({ leaseUntil: until })
    .where(and(eq(channelPollLeases.channelId, channelId), eq(channelPollLeases.owner, owner)))
    .returning({ channelId: channelPollLeases.channelId });
  return rows.length > 0;
}

/** Ends this instance's lease at once (shutdown): another instance takes the channel on its next tick. */
export async function releaseLease(deps: Deps, channelId: string, owner: string): Promise<void> {
  await deps.db
    .update(channelPollLeases)
    .set({ leaseUntil: deps.now() })
    .where(and(eq(channelPollLeases.channelId, channelId), eq(channelPollLeases.owner, owner)));
}

/** Saves where the listener stands, only while this instance holds the lease. */
export async function saveCursor(deps: Deps, channelId: string, owner: string, cursor: Record<string, unknown>): Promise<boolean> {
  const rows = await deps.db
    .update(channelPollLeases)
    .set({ cursor })
    .where(and(eq(channelPollLeases.channelId, channelId), eq(channelPollLeases.owner, owner)))
    .returning({ channelId: channelPollLeases.channelId });
  return rows.length > 0;
}

/** The listener's failure on the channel's health (its settings page shows the last one) and on its lease. */
export async function recordListenError(deps: ApiDeps, channelId: string, reason: string): Promise<void> {
  channelHealth(deps).error(channelId, reason, deps.now());
  await deps.db.update(channelPollLeases).set({ lastError: reason.slice(0, 500) }).where(eq(channelPollLeases.channelId, channelId));
}
