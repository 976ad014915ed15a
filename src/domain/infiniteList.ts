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

/**
 * A list read that failed shows 'Opps, something went wrong.' with a retry in the list; only what the
 * session cannot go on without (sign-out, an expired package) also goes to the app's error handling.
 */
export function reportsListFailure(status: number): boolean {
  return status === 401 || status === 402;
}
