import { describe, expect, it } from 'vitest';
import type { BulkJob } from '../../domain/ticketBulk';
import {
  emptySelection,
  failureLines,
  isPicked,
  loadedState,
  pickedCount,
  pickedText,
  selectionRequest,
  summaryText,
  toggleLoaded,
  toggleRow,
} from './ticketBulkRules';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const job = (over: Partial<BulkJob>): BulkJob => ({ id: 'j', operation: 'status', state: 'finished', total: 0, done: 0, changed: 0, unchanged: 0, failed: 0, failures: [], error: null, ...over });

describe('the selection', () => {
  it('ticks and unticks one row, and a shift-click ticks the range from the last row ticked', () => {
    let s = toggleRow(emptySelection('k'), 'b', false, ORDER);
    s = toggleRow(s, 'd', true, ORDER);
    expect(s.ids).toEqual(['b', 'c', 'd']);
    // Upwards, and to the state the clicked row gets: unticking a range.
    s = toggleRow(s, 'c', false, ORDER);
    s = toggleRow(s, 'b', true, ORDER);
    expect(s.ids).toEqual(['d']);
    s = toggleRow(s, 'a', true, ORDER);
    expect(s.ids).toEqual(['d', 'a', 'b']);
    // Without an anchor (or one no longer in the list) a shift-click is one row.
    expect(toggleRow(emptySelection('k'), 'e', true, ORDER).ids).toEqual(['e']);
  });

  it('is every matching ticket but the unticked ones after "select all matching"', () => {
    const all = { ...emptySelection('status=new'), allMatching: true };
    const s = toggleRow(toggleRow(all, 'b', false, ORDER), 'd', true, ORDER);
    expect(s.except).toEqual(['b', 'c', 'd']);
    expect([isPicked(s, 'a'), isPicked(s, 'c')]).toEqual([true, false]);
    expect(pickedCount(s, 120)).toBe(117);
    expect(pickedText(s, 1200)).toBe('All 1,197 tickets matching selected');
    expect(selectionRequest(s)).toEqual({ query: 'status=new', except: ['b', 'c', 'd'] });
  });

  it('the header box ticks every loaded row or clears, and reads all, some or none', () => {
    const some = toggleRow(emptySelection('k'), 'a', false, ORDER);
    expect(loadedState(some, ORDER)).toBe('some');
    const all = toggleLoaded(some, ORDER, true);
    expect(loadedState(all, ORDER)).toBe('all');
    expect(selectionRequest(all)).toEqual({ ids: ['a', 'b', 'c', 'd', 'e'] });
    expect(loadedState(toggleLoaded(all, ORDER, false), ORDER)).toBe('none');
    expect(pickedText(toggleRow(emptySelection('k'), 'a', false, ORDER), 9)).toBe('1 ticket selected');
  });
});

describe('what the bar says', () => {
  it('sums up a job in one sentence, a stopped one with its reason', () => {
    expect(summaryText(job({ total: 3, changed: 3 }))).toBe('3 tickets changed.');
    expect(summaryText(job({ total: 5, changed: 1, unchanged: 2, failed: 2 }))).toBe('1 ticket changed, 2 already so, 2 could not be changed.');
    expect(summaryText(job({ total: 0 }))).toBe('No ticket matched: nothing was changed.');
    expect(summaryText(job({ total: 900, changed: 200, state: 'failed', error: 'It stopped.' }))).toBe('200 tickets changed. It stopped.');
  });

  it('lists each failure by number (or as a ticket not theirs to read) and how many more there were', () => {
    const failures = [
      { ticketId: 'x', number: 12, reason: 'This ticket was merged into another one.' },
      { ticketId: 'y', number: null, reason: 'This ticket is assigned to someone else.' },
    ];
    expect(failureLines(job({ failed: 150, failures }))).toEqual([
      '#12: This ticket was merged into another one.',
      'A ticket: This ticket is assigned to someone else.',
      'and 148 more',
    ]);
  });
});
