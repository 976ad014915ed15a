// The loaded ticket list as ids (in the list's order) + a sharded id → ticket map, and how a batch of
// changed tickets updates it. Written without Immer on purpose: a draft of a 10,000-entity map costs
// several ms per frame, and even one shallow copy of it costs 1-2 ms; copying only the shards a batch
// touches plus binary-search splices stays well under a millisecond (socket bursts of 2,000 events a
// second must stay under 4 ms of reducer time per frame).

import type { TicketSort, TicketSummary } from '../../domain/inbox';
import { editShardedMap, emptyShardedMap, getFrom, type ShardedMap } from './shardedMap';
import { listEffect, ticketMatches, type TicketFilters, type Viewer } from './ticketsRules';

export interface TicketListData {
  /** the loaded tickets' ids, in the list's order */
  ids: string[];
  tickets: ShardedMap<TicketSummary>;
  filters: TicketFilters;
  viewer: Viewer | null;
  /** null once the last page is in */
  nextCursor: string | null;
  /** how many tickets match the filters, as the api counted them, kept current by events */
  total: number;
}

const PRIORITY_RANK: Record<string, number> = { urgent: 4, high: 3, medium: 2, low: 1 };

type Compare = (a: TicketSummary, b: TicketSummary) => number;

const byId = (a: TicketSummary, b: TicketSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const time = (iso: string) => Date.parse(iso) || 0;
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Instants in order. The api writes them all with toISOString(), whose text sorts like time, so the
 * binary searches (about 15 comparisons per change) skip Date.parse; any other form is parsed.
 */
function byTime(a: string, b: string): number {
  if (a.length === 24 && b.length === 24 && UTC_ISO.test(a) && UTC_ISO.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return time(a) - time(b);
}

// The api's orders (keyset on the same keys), the id last so that no two tickets tie.
const COMPARES: Record<TicketSort, Compare> = {
  newest: (a, b) => byTime(b.createdAt, a.createdAt) || byId(b, a),
  oldest: (a, b) => byTime(a.createdAt, b.createdAt) || byId(a, b),
  updated: (a, b) => byTime(b.updatedAt, a.updatedAt) || byId(b, a),
  priority: (a, b) =>
    (PRIORITY_RANK[b.priority] ?? 0) - (PRIORITY_RANK[a.priority] ?? 0) || byTime(b.createdAt, a.createdAt) || byId(b, a),
  // The nearest due time first (overdue ones lead), then the tickets without one, newest first.
  sla: (a, b) => {
    const [dueA, dueB] = [a.sla?.dueAt ?? null, b.sla?.dueAt ?? null];
    if (dueA !== null && dueB !== null) return byTime(dueA, dueB) || byId(a, b);
    if (dueA === null && dueB === null) return byTime(b.createdAt, a.createdAt) || byId(b, a);
    return dueA === null ? 1 : -1;
  },
};

export function compareTickets(sort: TicketSort | undefined): Compare {
  return COMPARES[sort ?? 'newest'];
}

export const emptyTickets = (): ShardedMap<TicketSummary> => emptyShardedMap<TicketSummary>();

/** The loaded ticket with this id. */
export function ticketIn(state: Pick<TicketListData, 'tickets'>, id: string): TicketSummary | undefined {
  return getFrom(state.tickets, id);
}

type Lookup = (id: string) => TicketSummary | undefined;

/** Where `ticket` goes in `ids` (sorted by `compare`): the first position whose ticket sorts after it. */
export function insertionIndex(ids: readonly string[], lookup: Lookup, ticket: TicketSummary, compare: Compare): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(lookup(ids[mid]!)!, ticket) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The position of a ticket that is in the list, found by its key as it is stored. */
function indexOf(ids: readonly string[], lookup: Lookup, ticket: TicketSummary, compare: Compare): number {
  const at = insertionIndex(ids, lookup, ticket, compare);
  // The stored key is unique (id breaks ties), so it is found where it would be inserted; the scan is a
  // safety net for an order the api broke.
  return ids[at] === ticket.id ? at : ids.indexOf(ticket.id);
}

/** A ticket changed (its new version) or deleted (its id). */
export type ListChange = { ticket: TicketSummary } | { deletedId: string };

/**
 * The list after these changes (in order; the last version of a ticket wins): each ticket is updated
 * in place, moved to its new position, inserted, or removed when it no longer matches the filters or
 * was deleted. Returns the same object when nothing changed, so nothing re-renders.
 */
export function applyTicketChanges<S extends TicketListData>(state: S, changes: readonly ListChange[]): S {
  if (changes.length === 0) return state;
  const compare = compareTickets(state.filters.sort);
  let ids: string[] | null = null;
  const tickets = editShardedMap(state.tickets);
  let total = state.total;

  for (const change of changes) {
    const currentIds: string[] = ids ?? state.ids;
    if ('deletedId' in change) {
      const gone = tickets.get(change.deletedId);
      if (!gone) continue;
      ids ??= state.ids.slice();
      ids.splice(indexOf(ids, tickets.get, gone, compare), 1);
      tickets.delete(change.deletedId);
      total--;
      continue;
    }
    const ticket = change.ticket;
    const old = tickets.get(ticket.id);
    // An answer or event older than what the list holds (they can cross on the way) changes nothing.
    if (old !== undefined && time(ticket.updatedAt) < time(old.updatedAt)) continue;
    const loaded = old !== undefined;
    const matches = ticketMatches(ticket, state.filters, state.viewer, loaded);
    const last = currentIds.length > 0 ? tickets.get(currentIds[currentIds.length - 1]!) : undefined;
    const beyondLoaded = state.nextCursor !== null && last !== undefined && last.id !== ticket.id && compare(ticket, last) > 0;
    const effect = listEffect(matches, loaded, beyondLoaded);
    // Whether a ticket new to the list adds to the count: certainly when the whole list is loaded
    // (it did not match before); with pages left, only a just-created one (it may have been unloaded).
    const adds = !loaded && matches && (state.nextCursor === null || ticket.createdAt === ticket.updatedAt);
    if (adds) total++;
    if (effect === 'ignore') continue;
    ids ??= state.ids.slice();
    if (loaded) ids.splice(indexOf(ids, tickets.get, old, compare), 1);
    if (effect === 'remove') {
      tickets.delete(ticket.id);
      if (!matches) total--;
      continue;
    }
    tickets.set(ticket.id, ticket);
    ids.splice(insertionIndex(ids, tickets.get, ticket, compare), 0, ticket.id);
  }
  if (ids === null) return total === state.total ? state : { ...state, total };
  return { ...state, ids, tickets: tickets.build(), total: Math.max(total, ids.length) };
}

/** A page from the api appended; a ticket an event already put in the list keeps the newer version. */
export function appendPage<S extends TicketListData>(state: S, items: readonly TicketSummary[]): S {
  const ids = state.ids.slice();
  const tickets = editShardedMap(state.tickets);
  for (const item of items) {
    const known = tickets.get(item.id);
    if (known) {
      if (time(item.updatedAt) > time(known.updatedAt)) tickets.set(item.id, item);
      continue;
    }
    ids.push(item.id);
    tickets.set(item.id, item);
  }
  return { ...state, ids, tickets: tickets.build() };
}
