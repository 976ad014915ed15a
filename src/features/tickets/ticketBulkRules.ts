// The list's selection for bulk actions and what the bulk bar says. Pure: the slice keeps the state,
// these answer what it means.

import type { BulkJob, BulkSelection } from '../../domain/ticketBulk';

export interface BulkSelectionState {
  /** The list (its filters' key) the selection was made in: another list starts a new selection. */
  key: string;
  /** Tickets picked one by one. */
  ids: string[];
  /** Every ticket matching the list's filters, loaded or not, but `except`. */
  allMatching: boolean;
  except: string[];
  /** The last ticket ticked or unticked: a shift-click selects the range from it. */
  anchor: string | null;
}

export const emptySelection = (key: string): BulkSelectionState => ({ key, ids: [], allMatching: false, except: [], anchor: null });

export function isPicked(selection: BulkSelectionState, id: string): boolean {
  return selection.allMatching ? !selection.except.includes(id) : selection.ids.includes(id);
}

/** How many tickets the selection holds, with the list's total for 'all matching'. */
export function pickedCount(selection: BulkSelectionState, total: number): number {
  return selection.allMatching ? Math.max(0, total - selection.except.length) : selection.ids.length;
}

function setPicked(selection: BulkSelectionState, ids: readonly string[], picked: boolean): BulkSelectionState {
  if (selection.allMatching) {
    const except = picked ? selection.except.filter((id) => !ids.includes(id)) : [...new Set([...selection.except, ...ids])];
    return { ...selection, except };
  }
  const chosen = picked ? [...new Set([...selection.ids, ...ids])] : selection.ids.filter((id) => !ids.includes(id));
  return { ...selection, ids: chosen };
}

/**
 * A tick on one row; with shift, every row from the anchor to it takes the state the clicked row gets
 * (the way a file manager or Gmail extends a selection). `order` is the list's loaded rows, in order.
 */
export function toggleRow(selection: BulkSelectionState, id: string, range: boolean, order: readonly string[]): BulkSelectionState {
  const picked = !isPicked(selection, id);
  const from = range && selection.anchor ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  const rows = from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  return { ...setPicked(selection, rows, picked), anchor: id };
}

/** The header's box: every loaded row ticked, or none. */
export function toggleLoaded(selection: BulkSelectionState, loaded: readonly string[], picked: boolean): BulkSelectionState {
  if (!picked) return emptySelection(selection.key);
  return { ...setPicked(selection, loaded, true), anchor: null };
}

/** The header box reads ticked when every loaded row is, mixed when some are. */
export function loadedState(selection: BulkSelectionState, loaded: readonly string[]): 'all' | 'some' | 'none' {
  const n = loaded.filter((id) => isPicked(selection, id)).length;
  return n === 0 ? 'none' : n === loaded.length ? 'all' : 'some';
}

/** What the api is asked to act on: the list's own query for 'all matching' (the api resolves it). */
export function selectionRequest(selection: BulkSelectionState): BulkSelection {
  return selection.allMatching ? { query: selection.key, except: selection.except } : { ids: selection.ids };
}

const tickets = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'ticket' : 'tickets'}`;

export function pickedText(selection: BulkSelectionState, total: number): string {
  const n = pickedCount(selection, total);
  return selection.allMatching ? `All ${tickets(n)} matching selected` : `${tickets(n)} selected`;
}

export function progressText(job: BulkJob): string {
  return `Working… ${job.done.toLocaleString('en-US')} of ${tickets(job.total)} done`;
}

/** The outcome in one sentence: what changed, what already was so, what could not be changed. */
export function summaryText(job: BulkJob): string {
  if (job.total === 0) return 'No ticket matched: nothing was changed.';
  const parts = [`${tickets(job.changed)} changed`];
  if (job.unchanged) parts.push(`${job.unchanged.toLocaleString('en-US')} already so`);
  if (job.failed) parts.push(`${job.failed.toLocaleString('en-US')} could not be changed`);
  const stopped = job.state === 'failed' ? ` ${job.error ?? 'The action stopped before its end.'}` : '';
  return `${parts.join(', ')}.${stopped}`;
}

/** One line per listed failure, and how many more there were. */
export function failureLines(job: BulkJob): string[] {
  const lines = job.failures.map((f) => `${f.number === null ? 'A ticket' : `#${f.number}`}: ${f.reason}`);
  const unlisted = job.failed - job.failures.length;
  return unlisted > 0 ? [...lines, `and ${unlisted.toLocaleString('en-US')} more`] : lines;
}
