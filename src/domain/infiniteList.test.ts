import { describe, expect, it } from 'vitest';
import { NO_MORE_DATA, NO_RESULT, SOMETHING_WENT_WRONG, listFooter, reportsListFailure } from './infiniteList';

describe('listFooter (spec §8 texts)', () => {
  const base = { status: 'succeeded' as const, moreStatus: 'idle' as const, count: 3, nextCursor: null };

  it('says there is nothing at all, or nothing more', () => {
    expect(listFooter({ ...base, count: 0 })).toEqual({ kind: 'end', text: NO_RESULT });
    expect(listFooter(base)).toEqual({ kind: 'end', text: NO_MORE_DATA });
    expect(NO_RESULT).toBe('No result.');
    expect(NO_MORE_DATA).toBe('No more data.');
  });

  it('offers more while there is a next page, even when live changes emptied the loaded rows', () => {
    expect(listFooter({ ...base, nextCursor: 'x' })).toEqual({ kind: 'more' });
    expect(listFooter({ ...base, count: 0, nextCursor: 'x' })).toEqual({ kind: 'more' });
  });

  it('shows loading for the first page and for the next one', () => {
    expect(listFooter({ ...base, status: 'idle' })).toEqual({ kind: 'loading' });
    expect(listFooter({ ...base, status: 'loading' })).toEqual({ kind: 'loading' });
    expect(listFooter({ ...base, moreStatus: 'loading', nextCursor: 'x' })).toEqual({ kind: 'loading' });
  });

  it('says something went wrong when either page failed', () => {
    expect(listFooter({ ...base, status: 'failed' })).toEqual({ kind: 'error', text: SOMETHING_WENT_WRONG });
    expect(listFooter({ ...base, moreStatus: 'failed', nextCursor: 'x' })).toEqual({ kind: 'error', text: 'Opps, something went wrong.' });
  });
});

describe('list failures', () => {
  it.each([
    [401, true],
    [402, true],
    [0, false],
    [403, false],
    [500, false],
    [503, false],
  ])('%i goes beyond the list: %s', (status, reported) => expect(reportsListFailure(status)).toBe(reported));
});
