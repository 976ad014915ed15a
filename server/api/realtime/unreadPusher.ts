import type { UnreadCounts } from '../../../src/domain/alerts';
import type { Db } from '../db/client';
import { unreadFor } from '../modules/alerts/service';
import { REALTIME_EVENTS, type RealtimeEvent, type RealtimeEventType } from '../../../src/domain/realtimeEvents';

/** Events after which someone's unread counts may differ. */
const COUNTED = new Set<RealtimeEventType>([
  REALTIME_EVENTS.conversationUpdated,
  REALTIME_EVENTS.conversationCreated,
  REALTIME_EVENTS.ticketUpdated,
  REALTIME_EVENTS.ticketEvent,
]);

/** Whose counts an event may change: its recipients, or everyone (null) when it has none. */
export function countsTouchedBy(event: RealtimeEvent): string[] | null | undefined {
  const inbound = event.type === REALTIME_EVENTS.messageCreated && event.payload.message.direction === 'inbound';
  if (!inbound && !COUNTED.has(event.type)) return undefined;
  return event.sendTo ?? null;
}

export type EmitCounts = (workspaceId: string, userId: string, counts: UnreadCounts) => void;

/**
 * Recounts and pushes members' unread counts after the events that change them. One change publishes
 * several events within a few ms (a new conversation: its ticket, history, message, conversation), so a
 * workspace's touches are gathered for WINDOW_MS and counted in one pair of queries for everyone touched;
 * touches during a count wait for the next one. The counts are absolute, so a lost push is mended by the
 * next one or by GET /alerts after a reconnect.
 */
export function createUnreadPusher(db: Db, emit: EmitCounts, onError: (error: unknown) => void, windowMs = 15) {
  const pending = new Map<string, Set<string> | 'everyone'>();
  const busy = new Set<string>();

  const run = async (workspaceId: string) => {
    const who = pending.get(workspaceId);
    pending.delete(workspaceId);
    if (!who) return;
    busy.add(workspaceId);
    try {
      const counts = await unreadFor(db, workspaceId, who === 'everyone' ? undefined : [...who]);
      for (const [userId, unread] of counts) emit(workspaceId, userId, unread);
    } catch (error) {
      onError(error);
    } finally {
      busy.delete(workspaceId);
      if (pending.has(workspaceId)) schedule(workspaceId);
    }
  };
  const timers = new Map<string, NodeJS.Timeout>();
  const schedule = (workspaceId: string) => {
    if (timers.has(workspaceId) || busy.has(workspaceId)) return;
    const timer = setTimeout(() => {
      timers.delete(workspaceId);
      void run(workspaceId);
    }, windowMs);
    timer.unref?.();
    timers.set(workspaceId, timer);
  };

  return {
    /** These members' counts (null: every member's) may have changed. */
    touch(workspaceId: string, userIds: readonly string[] | null) {
      const current = pending.get(workspaceId);
      if (userIds === null || current === 'everyone') pending.set(workspaceId, 'everyone');
      else pending.set(workspaceId, new Set([...(current ?? []), ...userIds]));
      schedule(workspaceId);
    },
  };
}
