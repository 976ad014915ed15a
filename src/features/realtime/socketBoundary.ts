// Where the socket's messages become typed: an event is read against the event map, presence against
// its shape. What fails is dropped and logged here, so no saga or reducer ever sees it.

import type { PresencePayload } from '../../domain/inbox';
import { readRealtimeEvent, type RealtimeEvent } from '../../domain/realtimeEvents';
import { isOneOf, isOptional, isString } from '../../domain/realtimeEventGuards';
import { isRecord } from '../../domain/validation';
import type { Logger } from '../../services/logger';

/** An event for this console, or only the number of one (somebody else's, or dropped): the cursor moves past it. */
export type Numbered = { kind: 'event'; event: RealtimeEvent } | { kind: 'passed'; seq: number };

/**
 * The event, its number alone, or nothing. A malformed event is logged; its number, when it has one, is
 * kept so the cursor moves past it (fetching it again would bring the same payload).
 */
export function readNumbered(raw: unknown, logger: Pick<Logger, 'warn'>): Numbered | null {
  const read = readRealtimeEvent(raw);
  if (read.kind !== 'malformed') return read;
  logger.warn(`realtime event dropped: ${read.reason}`, raw);
  return read.seq === null ? null : { kind: 'passed', seq: read.seq };
}

const isPresence = (value: unknown): value is PresencePayload =>
  isRecord(value) &&
  isString(value.conversationId) &&
  isString(value.userId) &&
  isString(value.userName) &&
  isOneOf('viewing', 'typing', 'left')(value.kind) &&
  isOptional(isString)(value.preview);

export function readPresence(raw: unknown, logger: Pick<Logger, 'warn'>): PresencePayload | null {
  if (isPresence(raw)) return raw;
  logger.warn('realtime presence dropped: another shape', raw);
  return null;
}
