// Pure decisions of the realtime connection: which events reach this user, in what order, which are
// duplicates, when a catch-up is needed and how the replay pages continue.

import { REALTIME_EVENTS, type PassedNumber, type RealtimeEvent, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { isRecord } from '../../domain/validation';

/** What a burst or a replay page holds once read: events, and the numbers of events that are not ours. */
export type Incoming = RealtimeEvent | PassedNumber;

const isEvent = (item: Incoming): item is RealtimeEvent => !('passed' in item);

/** spec §7: an event with sendTo reaches the app only when the user is one of its recipients. */
export function isForUser(event: RealtimeEvent, userId: string): boolean {
  return event.sendTo === null || event.sendTo === undefined || event.sendTo.includes(userId);
}

export interface Batch {
  /** New events meant for this user, oldest first. */
  events: RealtimeEvent[];
  /** The newest sequence number seen, whoever the events were for. */
  lastSeq: number | null;
}

/**
 * Orders a burst, drops what was already seen (seq ≤ lastSeq, or twice in the burst) and keeps the
 * events for this user. The cursor moves past events for other users too: the server numbers every
 * workspace event, and the replay call continues from the same numbers.
 */
export function takeBatch(lastSeq: number | null, incoming: readonly Incoming[], userId: string): Batch {
  const sorted = [...incoming].sort((a, b) => a.seq - b.seq);
  const events: RealtimeEvent[] = [];
  let cursor = lastSeq;
  for (const item of sorted) {
    if (cursor !== null && item.seq <= cursor) continue;
    cursor = item.seq;
    if (isEvent(item) && isForUser(item, userId)) events.push(item);
  }
  return { events, lastSeq: cursor };
}

/**
 * A live burst that does not start right after the cursor means events were missed (the server's
 * numbers have no gaps), e.g. after a failed catch-up: the client must fetch them.
 */
export function hasGap(lastSeq: number | null, incoming: readonly { seq: number }[]): boolean {
  if (lastSeq === null) return false;
  const newer = incoming.filter((event) => event.seq > lastSeq);
  if (newer.length === 0) return false;
  return Math.min(...newer.map((event) => event.seq)) > lastSeq + 1;
}

/**
 * Without a cursor the client asks from a number past any workspace's: the server then answers `reset`
 * with its newest number, which is exactly "reload the state and continue from latest".
 */
export const UNKNOWN_CURSOR = 999_999_999_999_999;

export const replayUrl = (cursor: number | null) => `/v2/api/realtime/events?since=${cursor ?? UNKNOWN_CURSOR}`;

export interface ReplayPage {
  /** as sent: each is read (readNumbered) before it is delivered */
  events: unknown[];
  reset: boolean;
  latest: number;
  until: number;
  more: boolean;
}

export function isReplayPage(value: unknown): value is ReplayPage {
  if (!isRecord(value)) return false;
  const page = value;
  return Array.isArray(page.events) && typeof page.reset === 'boolean' && typeof page.latest === 'number' && typeof page.until === 'number';
}

export type ReplayStep =
  | { kind: 'reset'; cursor: number }
  | { kind: 'events'; events: unknown[]; cursor: number; more: boolean };

/** What one page of GET /realtime/events means for the catch-up. */
export function afterReplayPage(page: ReplayPage): ReplayStep {
  if (page.reset) return { kind: 'reset', cursor: page.latest };
  return { kind: 'events', events: page.events, cursor: page.until, more: page.more };
}

/** Reasons socket.io gives when the client itself closed the connection: nothing to tell the user. */
const CLIENT_REASONS = new Set(['io client disconnect']);

export const isUnexpectedDisconnect = (reason: string) => !CLIENT_REASONS.has(reason);

/**
 * spec §7: workspace events with contentType 'ticket history' are forwarded to the features that show
 * history; in the event map only 'ticket history' events carry it (its check requires it).
 */
export function isTicketHistory(event: RealtimeEvent): event is RealtimeEventOf<'ticket history'> {
  return event.type === REALTIME_EVENTS.ticketHistory;
}

/**
 * spec §7: a 'conversation' event refreshes the available features when any are available. The api's
 * conversation events are 'conversation updated' (every change, to whoever may see it) and 'conversation
 * created'; the spec's bare 'conversation' was never published, so the count went stale.
 */
export function shouldRefreshFeatures(events: readonly RealtimeEvent[], available: number): boolean {
  return available > 0 && events.some((event) => event.type === REALTIME_EVENTS.conversationUpdated || event.type === REALTIME_EVENTS.conversationCreated);
}
