// What every infinitely scrolling list shows under its rows (spec §8 texts), and which failed reads go
// further than the list's own error line.

export type ListStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export const NO_RESULT = 'No result.';
export const NO_MORE_DATA = 'No more data.';
export const SOMETHING_WENT_WRONG = 'Opps, something went wrong.';

export type ListFooter =
  | { kind: 'loading' }
  | { kind: 'more' }
  | { kind: 'end'; text: typeof NO_RESULT | typeof NO_MORE_DATA }
  | { kind: 'error'; text: typeof SOMETHING_WENT_WRONG };

/** The line under the list: loading, room for more, the end, nothing at all, or a failure to retry. */
export function listFooter(input: { status: ListStatus; moreStatus: ListStatus; count: number; nextCursor: string | null }): ListFooter {
  if (input.status === 'failed' || input.moreStatus === 'failed') return { kind: 'error', text: SOMETHING_WENT_WRONG };
  if (input.status !== 'succeeded' || input.moreStatus === 'loading') return { kind: 'loading' };
  if (input.nextCursor) return { kind: 'more' };
  return { kind: 'end', text: input.count === 0 ? NO_RESULT : NO_MORE_DATA };
}

/** Where an infinitely scrolling list is in its reads; the rows and how events change them are each list's. */
export interface ListPaging {
  /** the first page */
  status: ListStatus;
  /** the next page */
  moreStatus: ListStatus;
  nextCursor: string | null;
  total: number;
}

export const INITIAL_PAGING: ListPaging = { status: 'idle', moreStatus: 'idle', nextCursor: null, total: 0 };

/**
 * The three list slices (tickets, conversations, contacts) page the same way: these move the paging
 * fields of a slice's state (an Immer draft, or a copy) through its reads.
 */
export const listPaging = {
  /** The first page is asked for (again): what was loaded further is forgotten. */
  started(paging: ListPaging): void {
    paging.status = 'loading';
    paging.moreStatus = 'idle';
  },
  firstPageLoaded(paging: ListPaging, page: { nextCursor: string | null; total: number }): void {
    paging.nextCursor = page.nextCursor;
    paging.total = page.total;
    paging.status = 'succeeded';
  },
  firstPageFailed(paging: ListPaging): void {
    paging.status = 'failed';
  },
  /** The next page, when the first is shown, there is more, and none is on its way. */
  moreRequested(paging: ListPaging): void {
    if (paging.status === 'succeeded' && paging.nextCursor !== null && paging.moreStatus !== 'loading') paging.moreStatus = 'loading';
  },
  /** A further page; `rows` is how many the list now holds (live events may have brought some of them). */
  morePageLoaded(paging: ListPaging, page: { nextCursor: string | null; total: number }, rows: number): void {
    paging.nextCursor = page.nextCursor;
    paging.total = Math.max(page.total, rows);
    paging.moreStatus = 'succeeded';
  },
  morePageFailed(paging: ListPaging): void {
    paging.moreStatus = 'failed';
  },
};

/**
 * A list read that failed shows 'Opps, something went wrong.' with a retry in the list; only what the
 * session cannot go on without (sign-out, an expired package) also goes to the app's error handling.
 */
export function reportsListFailure(status: number): boolean {
  return status === 401 || status === 402;
}
