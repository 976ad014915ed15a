// The contacts page's decisions: the list's query and order, which live changes belong where, the edit
// form's rules and body. Pure, so each is tested without a store or a page.

import type { Role } from '../../domain/api';
import type { Contact, ConversationSummary, TicketSummary } from '../../domain/inbox';
import { eventsOfType, REALTIME_EVENTS, type RealtimeEvent } from '../../domain/realtimeEvents';
import { onEachEvent } from '../realtime/eventReducers';

export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZE = 30;
export const CANDIDATE_LIMIT = 8;
/** The api's limits (PUT /contacts/:id). */
export const CONTACT_LIMITS = { name: 100, phone: 30, notes: 5000, tags: 20, tag: 40, detailItems: 50 } as const;

export interface ContactQuery {
  q: string;
  tag: string;
}

export const EMPTY_QUERY: ContactQuery = { q: '', tag: '' };

/** The list call's query string: only what is set, so the first page of no filter is just the limit. */
export function listSearch(query: ContactQuery, cursor: string | null, limit: number = PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.tag.trim() !== '') params.set('tag', query.tag.trim());
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return params.toString();
}

/** The api's order: the most recently changed first, the id breaking ties. */
export function compareContacts(a: Contact, b: Contact): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const OPERATORS = /[&|!():*<>'"\\]/g;

function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(OPERATORS, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

function contactWords(contact: Contact): string[] {
  const text = [contact.name, contact.email ?? '', contact.phone ?? ''].join(' ').toLowerCase();
  const pieces = text.split(/\s+/).filter(Boolean);
  return [...pieces, ...pieces.flatMap((piece) => piece.split(/[-@.()]+/)).filter(Boolean)];
}

/**
 * Whether a contact changed live belongs in the list as filtered. It follows the api's search (each word
 * begins a word of the name, e-mail or phone; or the exact e-mail or phone) closely enough for live
 * updates; the next reload of the list is the api's own answer.
 */
export function contactMatches(contact: Contact, query: ContactQuery): boolean {
  const tag = query.tag.trim();
  if (tag !== '' && !contact.tags.includes(tag)) return false;
  const q = query.q.trim();
  if (q === '' || contact.email === q || contact.phone === q) return true;
  const words = searchWords(q);
  if (words.length === 0) return false;
  const own = contactWords(contact);
  return words.every((word) => own.some((piece) => piece.startsWith(word)));
}

export interface ContactChanges {
  /** The newest state of each changed contact. */
  updated: Contact[];
  /** Contacts merged into another: they leave every list. */
  mergedIds: string[];
  /** merged id → the contact it now lives on in */
  mergedInto: Record<string, Contact>;
  /** Contacts erased on request: they leave every list and an open detail closes. */
  erasedIds: string[];
}

/** The 'contact updated' events of a batch, the later change of a contact winning. */
export function contactChanges(events: readonly RealtimeEvent[]): ContactChanges {
  const updated = new Map<string, Contact>();
  const mergedInto: Record<string, Contact> = {};
  onEachEvent(updated, events, {
    [REALTIME_EVENTS.contactUpdated]: (latest, { payload: { contact, mergedIds = [] } }) => {
      latest.set(contact.id, contact);
      for (const id of mergedIds) mergedInto[id] = contact;
    },
  });
  const erasedIds = eventsOfType(events, REALTIME_EVENTS.contactErased).flatMap((event) => event.payload.contactIds);
  for (const id of [...Object.keys(mergedInto), ...erasedIds]) updated.delete(id);
  return { updated: [...updated.values()], mergedIds: Object.keys(mergedInto), mergedInto, erasedIds };
}

export interface Viewer {
  id: string;
  role: Role;
}

/** An Agent does not see work assigned to another agent (the api leaves it out too). */
export function visibleTo(viewer: Viewer | null, assigneeId: string | null): boolean {
  return !viewer || viewer.role === 'Administrator' || assigneeId === null || assigneeId === viewer.id;
}

export interface WorkChanges {
  conversations: ConversationSummary[];
  tickets: TicketSummary[];
}

/** The conversations and tickets a batch of events changed (the contact detail lists them). */
export function workChanges(events: readonly RealtimeEvent[]): WorkChanges {
  const conversations = new Map<string, ConversationSummary>();
  const tickets = new Map<string, TicketSummary>();
  onEachEvent(null, events, {
    [REALTIME_EVENTS.conversationUpdated]: (_, { payload: { conversation } }) => conversations.set(conversation.id, conversation),
    [REALTIME_EVENTS.ticketUpdated]: (_, { payload: { ticket } }) => tickets.set(ticket.id, ticket),
  });
  return { conversations: [...conversations.values()], tickets: [...tickets.values()] };
}

/**
 * A list of the detail after changes: items of this contact (and visible to the viewer) are replaced or
 * added, the others leave; newest first, at most as many as the api answers.
 */
export function mergeItems<T extends { id: string }>(
  items: readonly T[],
  changed: readonly T[],
  belongs: (item: T) => boolean,
  newer: (a: T, b: T) => number,
): T[] {
  if (changed.length === 0) return items as T[];
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of changed) {
    if (belongs(item)) byId.set(item.id, item);
    else byId.delete(item.id);
  }
  return [...byId.values()].sort(newer).slice(0, CONTACT_LIMITS.detailItems);
}

export const newerConversation = (a: ConversationSummary, b: ConversationSummary) =>
  a.lastMessageAt === b.lastMessageAt ? (a.id < b.id ? 1 : -1) : a.lastMessageAt < b.lastMessageAt ? 1 : -1;
export const newerTicket = (a: TicketSummary, b: TicketSummary) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;
