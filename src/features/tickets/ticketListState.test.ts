import { describe, expect, it } from 'vitest';
import type { TicketSort, TicketSummary } from '../../domain/inbox';
import { eventsReceived } from '../realtime/realtimeSlice';
import { historyEvent, ticket, ticketEvent, ticketUpdated } from './testing/ticketFixtures';
import { valuesOf } from './shardedMap';
import { appendPage, applyTicketChanges, compareTickets, insertionIndex, ticketIn } from './ticketListState';
import { initialTicketListState, listRequested, ticketListReducer, type TicketListState } from './ticketListSlice';
import { ticketMatches, type TicketFilters } from './ticketsRules';

function loaded(tickets: TicketSummary[], filters: TicketFilters = {}, nextCursor: string | null = null, total = tickets.length): TicketListState {
  const sorted = [...tickets].sort(compareTickets(filters.sort));
  const state = { ...initialTicketListState, filters, status: 'succeeded' as const, nextCursor, total };
  return appendPage(state, sorted);
}

const apply = (state: TicketListState, tickets: TicketSummary[]) => applyTicketChanges(state, tickets.map((ticket) => ({ ticket })));
const numbers = (state: TicketListState) => state.ids.map((id) => ticketIn(state, id)!.number);
const minutes = (n: number) => new Date(Date.parse('2025-03-01T00:00:00.000Z') + n * 60_000).toISOString();

describe('sort orders', () => {
  const due = (at: string) => ({ state: 'on track' as const, dueAt: at, target: 'resolution' as const, policyName: 'P' });
  const a = ticket(1, { priority: 'low', updatedAt: minutes(50), sla: due(minutes(20)) });
  const b = ticket(2, { priority: 'urgent', updatedAt: minutes(10) });
  const c = ticket(3, { priority: 'urgent', updatedAt: minutes(30), sla: due(minutes(5)) });
  const order = (sort: TicketSort | undefined) => [a, b, c].sort(compareTickets(sort)).map((t) => t.number);

  it.each([
    [undefined, [3, 2, 1]],
    ['newest', [3, 2, 1]],
    ['oldest', [1, 2, 3]],
    ['updated', [1, 3, 2]],
    ['priority', [3, 2, 1]],
    // nearest due first; no due time last
    ['sla', [3, 1, 2]],
  ] as const)('%s: %j', (sort, expected) => expect(order(sort)).toEqual(expected));

  it("nearest due: the api's two bands, due times ascending by id, then the tickets without one newest first", () => {
    const sameDue = ticket(6, { sla: due(minutes(5)) });
    const older = ticket(4);
    expect([older, b, sameDue, c].sort(compareTickets('sla')).map((t) => t.number)).toEqual([3, 6, 4, 2]);
  });

  it('breaks ties by id, so no two tickets compare equal', () => {
    const same = ticket(4, { id: 'b', createdAt: minutes(1) });
    const twin = ticket(5, { id: 'a', createdAt: minutes(1) });
    expect(compareTickets('newest')(same, twin)).toBeLessThan(0);
    expect(compareTickets('oldest')(same, twin)).toBeGreaterThan(0);
  });

  it('finds where a ticket goes by binary search', () => {
    const state = loaded([ticket(1), ticket(3), ticket(5)]);
    const compare = compareTickets('newest');
    expect(insertionIndex(state.ids, (id) => ticketIn(state, id), ticket(6), compare)).toBe(0);
    expect(insertionIndex(state.ids, (id) => ticketIn(state, id), ticket(4), compare)).toBe(1);
    expect(insertionIndex(state.ids, (id) => ticketIn(state, id), ticket(0), compare)).toBe(3);
  });
});

describe('a changed ticket in a loaded list', () => {
  it('is updated in place when its position does not change', () => {
    const state = loaded([ticket(1), ticket(2), ticket(3)]);
    const next = apply(state, [ticket(2, { subject: 'Renamed' })]);
    expect(numbers(next)).toEqual([3, 2, 1]);
    expect(ticketIn(next, ticket(2).id)!.subject).toBe('Renamed');
    expect(ticketIn(next, ticket(1).id)).toBe(ticketIn(state, ticket(1).id));
    expect(next.total).toBe(3);
  });

  it('moves to its new position under the sort', () => {
    const state = loaded([ticket(1), ticket(2), ticket(3)], { sort: 'updated' });
    const next = apply(state, [ticket(1, { updatedAt: minutes(100) })]);
    expect(numbers(next)).toEqual([1, 3, 2]);
  });

  it('leaves the list when it no longer matches the filters, and the count drops', () => {
    const state = loaded([ticket(1), ticket(2), ticket(3)], { status: ['new'] });
    const next = apply(state, [ticket(2, { status: 'solved' })]);
    expect(numbers(next)).toEqual([3, 1]);
    expect(ticketIn(next, ticket(2).id)).toBeUndefined();
    expect(next.total).toBe(2);
  });

  it('a new matching ticket is inserted in order and counted', () => {
    const state = loaded([ticket(1), ticket(3)], { status: ['new'] });
    const next = apply(state, [ticket(2)]);
    expect(numbers(next)).toEqual([3, 2, 1]);
    expect(next.total).toBe(3);
  });

  it('a ticket that does not match and was not in the list changes nothing (same object)', () => {
    const state = loaded([ticket(1)], { status: ['new'] });
    expect(apply(state, [ticket(2, { status: 'hold' })])).toBe(state);
    expect(applyTicketChanges(state, [])).toBe(state);
  });

  it('with pages left, a ticket sorting after the last loaded row waits for its page; a just-created one is counted', () => {
    const state = loaded([ticket(5), ticket(6)], {}, 'cursor', 40);
    const updatedOld = ticket(2, { updatedAt: minutes(99) });
    const createdOld = ticket(3);
    const next = apply(state, [updatedOld, createdOld]);
    expect(numbers(next)).toEqual([6, 5]);
    expect(next.total).toBe(41);
    const moved = apply(state, [ticket(7)]);
    expect(numbers(moved)).toEqual([7, 6, 5]);
    expect(moved.total).toBe(41);
  });

  it('with pages left, a loaded ticket that now sorts after the loaded rows leaves them but stays counted', () => {
    const state = loaded([ticket(5), ticket(6), ticket(7)], { sort: 'priority' }, 'cursor', 40);
    const next = apply(state, [ticket(6, { priority: 'low', updatedAt: minutes(100) })]);
    expect(numbers(next)).toEqual([7, 5]);
    expect(next.total).toBe(40);
  });

  it('a version older than the one in the list changes nothing (an answer and an event crossed)', () => {
    const state = loaded([ticket(1, { subject: 'new', updatedAt: minutes(50) })]);
    expect(apply(state, [ticket(1, { subject: 'old', updatedAt: minutes(40) })])).toBe(state);
  });

  it('a deleted ticket leaves the list and the count; an unknown id changes nothing', () => {
    const state = loaded([ticket(1), ticket(2), ticket(3)], {}, 'cursor', 10);
    const next = applyTicketChanges(state, [{ deletedId: ticket(2).id }]);
    expect(numbers(next)).toEqual([3, 1]);
    expect(ticketIn(next, ticket(2).id)).toBeUndefined();
    expect(next.total).toBe(9);
    expect(applyTicketChanges(state, [{ deletedId: 'nope' }])).toBe(state);
  });

  it('the last version of a ticket in a batch wins', () => {
    const state = loaded([ticket(1), ticket(2)]);
    const next = apply(state, [ticket(1, { subject: 'first' }), ticket(1, { subject: 'second' })]);
    expect(ticketIn(next, ticket(1).id)!.subject).toBe('second');
    expect(next.ids).toHaveLength(2);
  });
});

describe('pages', () => {
  it('are appended; a ticket an event already inserted keeps its newer version', () => {
    // Sorted by update: the live change moves 7 to the top while its old page is on its way.
    const state = loaded([ticket(9), ticket(8)], { sort: 'updated' }, 'c1', 5);
    const live = ticket(7, { subject: 'live', updatedAt: minutes(500) });
    const withEvent = apply(state, [live]);
    const next = appendPage(withEvent, [ticket(7), ticket(6)]);
    expect(numbers(next)).toEqual([7, 9, 8, 6]);
    expect(ticketIn(next, live.id)!.subject).toBe('live');
    const newer = appendPage(next, [ticket(6, { subject: 'newer', updatedAt: minutes(600) })]);
    expect(ticketIn(newer, ticket(6).id)!.subject).toBe('newer');
    expect(newer.ids).toHaveLength(4);
  });
});

describe('a socket burst into a large list', () => {
  // The figures of issue 3's bench: 2,000 events into 10,000 loaded tickets, in one reducer pass.
  const filters: TicketFilters = { status: ['new', 'unsolved', 'hold'], sort: 'updated' };
  const statuses = ['new', 'unsolved', 'hold', 'solved'] as const;
  const priorities = ['low', 'medium', 'high', 'urgent'] as const;

  function burst() {
    const all = new Map<string, TicketSummary>();
    for (let n = 1; n <= 10_000; n++) {
      const t = ticket(n, { status: statuses[n % 3]!, updatedAt: minutes(n * 7 % 10_000) });
      all.set(t.id, t);
    }
    const before = loaded([...all.values()], filters);
    const events = [];
    for (let i = 0; i < 2_000; i++) {
      // Existing tickets changed (status, priority, moved by their update time), new ones created.
      const n = i % 5 === 0 ? 10_001 + i : (i * 7919) % 10_000 + 1;
      const base = all.get(ticket(n).id) ?? ticket(n);
      const changed = { ...base, status: statuses[(i * 31) % 4]!, priority: priorities[i % 4]!, updatedAt: minutes(20_000 + ((i * 13) % 3_000)) };
      all.set(changed.id, changed);
      events.push(ticketUpdated(i + 1, changed));
    }
    events.splice(1_000, 0, historyEvent(5_000, { ticketNumber: 1, field: 'status', old: 'new', new: 'hold' }));
    // Deleted by an Administrator in the middle of the burst.
    for (const n of [2, 4, 6, 8, 10, 7919 % 10_000 + 1]) {
      events.splice(1_500, 0, ticketEvent(9_000 + n, { action: 'delete', ticketId: ticket(n).id, ticketNumber: n }));
    }
    return { all, before, events };
  }

  it('gives exactly the list the filters and the sort describe', () => {
    const { all, before, events } = burst();
    const after = ticketListReducer(before, eventsReceived({ events, lastSeq: 2_000 }));
    // What the events say, replayed one by one the slow and obvious way.
    for (const event of events.slice(1_500)) {
      if (event.type === 'ticket event') all.delete(String(event.payload.ticketId));
      else if (event.type === 'ticket updated') all.set((event.payload.ticket as TicketSummary).id, event.payload.ticket as TicketSummary);
    }

    const expected = [...all.values()].filter((t) => ticketMatches(t, filters, null, false)).sort(compareTickets('updated'));
    expect(after.ids).toEqual(expected.map((t) => t.id));
    for (const t of expected) expect(ticketIn(after, t.id)).toBe(all.get(t.id));
    expect(after.tickets.size).toBe(expected.length);
    expect(valuesOf(after.tickets)).toHaveLength(expected.length);
    expect(after.total).toBe(expected.length);
    // The state it started from is untouched (no mutation through a shared reference).
    expect(before.ids).toHaveLength(before.total);
  });

  it('a batch without ticket changes returns the same state', () => {
    const { before } = burst();
    const same = ticketListReducer(before, eventsReceived({ events: [historyEvent(1, { ticketNumber: 1, field: 'x', old: null, new: null })], lastSeq: 1 }));
    expect(same).toBe(before);
  });

  it('a list not yet requested ignores events', () => {
    const state = ticketListReducer(undefined, eventsReceived({ events: [ticketUpdated(1, ticket(1))], lastSeq: 1 }));
    expect(state).toBe(initialTicketListState);
    const requested = ticketListReducer(state, listRequested({ key: '', filters: {}, viewer: null }));
    expect(requested.status).toBe('loading');
  });
});
