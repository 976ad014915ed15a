import { eq } from 'drizzle-orm';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import type { OutboundContext } from '../connector';

// Putting a reply in the one outbox, and waking this process's workers so it leaves at once instead of
// at their next poll (other instances find it at theirs).

const wakers = new WeakMap<object, Set<() => void>>();

export function onOutboxWake(deps: Pick<ApiDeps, 'db'>, wake: () => void): () => void {
  const set = wakers.get(deps.db) ?? new Set();
  wakers.set(deps.db, set);
  set.add(wake);
  return () => set.delete(wake);
}

export function wakeOutbox(deps: Pick<ApiDeps, 'db'>): void {
  for (const wake of wakers.get(deps.db) ?? []) wake();
}

/** Queues a new reply, due now; answers the row's id (its delivery id). */
export async function enqueueReply(deps: ApiDeps, ctx: OutboundContext): Promise<string> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(channelOutbox)
    .values({
      workspaceId: ctx.channel.workspaceId,
      channelId: ctx.channel.id,
      messageId: ctx.message.id,
      conversationId: ctx.conversationId,
      recipientExternalId: ctx.recipientExternalId,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: channelOutbox.id });
  return row!.id;
}

/**
 * An agent pressed Retry on a failed reply: its row is due again now, tries counted afresh and a new
 * 24-hour window (the window runs from createdAt), under the same delivery id, so a receiver that took an
 * earlier try can still drop the repeat. A reply that never got a row is queued anew.
 */
export async function requeueReply(deps: ApiDeps, ctx: OutboundContext): Promise<string> {
  const now = deps.now();
  const [row] = await deps.db
    .update(channelOutbox)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, lastError: null, sentAt: null })
    .where(eq(channelOutbox.messageId, ctx.message.id))
    .returning({ id: channelOutbox.id });
  return row ? row.id : enqueueReply(deps, ctx);
}
