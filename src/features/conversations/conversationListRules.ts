// The chat list's decisions: which views a role has, the query of each, which conversations belong in
// the view after a live change, and the order.

import type { Role } from '../../domain/api';
import type { ConversationStatus, ConversationSummary } from '../../domain/inbox';
import { eventsOfType, REALTIME_EVENTS, type RealtimeEvent } from '../../domain/realtimeEvents';
import { onEachEvent } from '../realtime/eventReducers';

export type ChatScope = 'mine' | 'unassigned' | 'all';

export interface ListView {
  status: ConversationStatus;
  scope: ChatScope;
  /** a search (contact or message text), done by the api; absent or '' for none */
  q?: string;
}

export const PAGE_SIZE = 30;

/**
 * An Administrator chooses among their own, the unassigned and everything; an Agent works on the
 * unassigned conversations and their own (the api shows an Agent nothing else).
 */
export function scopesFor(role: Role | undefined): ChatScope[] {
  return role === 'Administrator' ? ['mine', 'unassigned', 'all'] : ['mine', 'unassigned'];
}

export const SCOPE_LABELS: Record<ChatScope, string> = { mine: 'Mine', unassigned: 'Unassigned', all: 'All' };

/** New conversations arrive unassigned, so that is where an Agent starts; an Administrator sees all. */
export function defaultView(role: Role | undefined): ListView {
  return { status: 'open', scope: role === 'Administrator' ? 'all' : 'unassigned' };
}

/** The api's word for "nobody" in the assigneeId filter. */
export const UNASSIGNED = 'none';

export function listQuery(view: ListView, meId: string, cursor: string | null, limit = PAGE_SIZE): string {
  const params = new URLSearchParams({ status: view.status });
  if (view.scope === 'mine') params.set('assigneeId', meId);
  if (view.scope === 'unassigned') params.set('assigneeId', UNASSIGNED);
  const q = view.q?.trim();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return params.toString();
}

export function belongsInView(conversation: ConversationSummary, view: ListView, meId: string): boolean {
  if (conversation.status !== view.status) return false;
  if (view.scope === 'mine') return conversation.assigneeId === meId;
  if (view.scope === 'unassigned') return conversation.assigneeId === null;
  return true;
}

/**
 * 'Resolve and next': the conversation after this one in the list as it is shown, or the one before it
 * when this is the last; the first when this one is not in the list; null when nothing else is there.
 */
export function nextInView(ids: readonly string[], currentId: string): string | null {
  const at = ids.indexOf(currentId);
  if (at === -1) return ids[0] ?? null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}

/** Newest activity first; the id breaks ties so the order never flickers. */
export function compareConversations(a: ConversationSummary, b: ConversationSummary): number {
  return b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id.localeCompare(a.id);
}

export interface ListChanges {
  upserts: ConversationSummary[];
  removals: string[];
}

/**
 * The newest state of each conversation, by id: the held ones, then what the batch's 'conversation
 * updated' events carry (checked at the socket boundary), later over earlier.
 */
export function latestConversations(events: readonly RealtimeEvent[], held: readonly ConversationSummary[] = []): Map<string, ConversationSummary> {
  return onEachEvent(new Map(held.map((conversation) => [conversation.id, conversation])), events, {
    [REALTIME_EVENTS.conversationUpdated]: (latest, { payload: { conversation } }) => latest.set(conversation.id, conversation),
  });
}

/**
 * Whether a conversation that is not in the list may join it live. A search is answered by the api
 * (contact and every message's text), which a console cannot judge: the rows it found stay current,
 * others wait for the next search.
 */
export function mayJoin(view: ListView): boolean {
  return !view.q?.trim();
}

/**
 * What a batch of events does to the list, in one pass: the newest state of each conversation wins;
 * one that now belongs in the view is added or replaced, one that no longer does is removed.
 */
export function listChanges(events: readonly RealtimeEvent[], view: ListView, meId: string, present: ReadonlySet<string> = new Set()): ListChanges {
  const latest = latestConversations(events);
  // A contact erased on request takes their conversations along: they leave the list whatever came before.
  const erased = new Set(eventsOfType(events, REALTIME_EVENTS.contactErased).flatMap((event) => event.payload.conversationIds));
  const changes: ListChanges = { upserts: [], removals: [...erased] };
  for (const conversation of latest.values()) {
    if (erased.has(conversation.id)) continue;
    if (!belongsInView(conversation, view, meId)) changes.removals.push(conversation.id);
    else if (present.has(conversation.id) || mayJoin(view)) changes.upserts.push(conversation);
  }
  return changes;
}
