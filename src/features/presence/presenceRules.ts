// Who else is looking at a conversation, from the ephemeral 'presence' socket messages. Nothing is
// stored on the server: each console repeats its signal, and a signal not repeated in time expires.

import type { PresencePayload } from '../../domain/inbox';

/** A viewer or typist who sends nothing for this long has gone (closed the tab, lost the network). */
export const PRESENCE_TTL_MS = 6_000;
/** At most one 'typing' signal per this interval while the agent types. */
export const TYPING_THROTTLE_MS = 2_000;
/** How often an open conversation says 'viewing' again: well inside the TTL, so one lost signal is harmless. */
export const VIEWING_REFRESH_MS = 2_500;

export type PresenceKind = PresencePayload['kind'];

export interface PresenceEntry {
  userId: string;
  userName: string;
  kind: 'viewing' | 'typing';
  /** what a web chat visitor has typed so far, when their channel shows it */
  preview?: string;
  /** when this console received the signal (its own clock, so clocks of other machines do not matter) */
  at: number;
}

/** conversationId → userId → entry */
export type PresenceMap = Record<string, Record<string, PresenceEntry>>;

/** The map after one signal: 'left' removes the person, anything else records them as of `now`. */
export function applyPresence(map: PresenceMap, signal: PresencePayload, now: number): PresenceMap {
  const current = map[signal.conversationId] ?? {};
  if (signal.kind === 'left') {
    if (!current[signal.userId]) return map;
    const { [signal.userId]: _gone, ...rest } = current;
    return withConversation(map, signal.conversationId, rest);
  }
  const entry: PresenceEntry = { userId: signal.userId, userName: signal.userName, kind: signal.kind, at: now };
  if (signal.kind === 'typing' && typeof signal.preview === 'string' && signal.preview) entry.preview = signal.preview;
  return withConversation(map, signal.conversationId, { ...current, [signal.userId]: entry });
}

function withConversation(map: PresenceMap, conversationId: string, entries: Record<string, PresenceEntry>): PresenceMap {
  if (Object.keys(entries).length > 0) return { ...map, [conversationId]: entries };
  const { [conversationId]: _empty, ...rest } = map;
  return rest;
}

export const isLive = (entry: PresenceEntry, now: number) => now - entry.at < PRESENCE_TTL_MS;

/** The map without the entries that expired by `now` (the same object when nothing expired). */
export function pruneExpired(map: PresenceMap, now: number): PresenceMap {
  let next = map;
  for (const [conversationId, entries] of Object.entries(map)) {
    const live = Object.fromEntries(Object.entries(entries).filter(([, entry]) => isLive(entry, now)));
    if (Object.keys(live).length !== Object.keys(entries).length) next = withConversation(next, conversationId, live);
  }
  return next;
}

/** When the next entry expires, or null when nobody is present. */
export function nextExpiry(map: PresenceMap): number | null {
  let earliest: number | null = null;
  for (const entries of Object.values(map)) {
    for (const entry of Object.values(entries)) {
      const expires = entry.at + PRESENCE_TTL_MS;
      if (earliest === null || expires < earliest) earliest = expires;
    }
  }
  return earliest;
}

/**
 * The other people on a conversation as sentences, typists first, then by name. Expired entries are
 * pruned from the map when they expire, so the map alone says who is there.
 */
export function presenceLines(map: PresenceMap, conversationId: string, meId: string | null): string[] {
  const entries = Object.values(map[conversationId] ?? {}).filter((entry) => entry.userId !== meId);
  entries.sort((a, b) => (a.kind === b.kind ? a.userName.localeCompare(b.userName) : a.kind === 'typing' ? -1 : 1));
  return entries.map((entry) => (entry.kind === 'typing' ? `${entry.userName} is typing…` : `${entry.userName} is viewing`));
}

/** Whether a keystroke now should send 'typing' (the first one, then once per TYPING_THROTTLE_MS). */
export function shouldSendTyping(lastTypingAt: number | null, now: number): boolean {
  return lastTypingAt === null || now - lastTypingAt >= TYPING_THROTTLE_MS;
}

/**
 * Whether the periodic 'viewing' refresh should go out: not while the agent is typing (the 'typing'
 * signals keep them present), or the others would see "typing" and "viewing" alternate.
 */
export function shouldRefreshViewing(lastKeystrokeAt: number | null, now: number): boolean {
  return lastKeystrokeAt === null || now - lastKeystrokeAt >= TYPING_THROTTLE_MS;
}
