import { describe, expect, it } from 'vitest';
import { INITIAL_PAGING, NO_MORE_DATA, NO_RESULT, SOMETHING_WENT_WRONG, listFooter, listPaging, reportsListFailure, type ListPaging } from './infiniteList';

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

describe('listPaging', () => {
  const fresh = (): ListPaging => ({ ...INITIAL_PAGING });

  it('goes from the first page to the next ones, and forgets them when the first is asked for again', () => {
    const paging = fresh();
    listPaging.started(paging);
    expect(paging).toEqual({ status: 'loading', moreStatus: 'idle', nextCursor: null, total: 0 });
    listPaging.firstPageLoaded(paging, { nextCursor: 'c1', total: 120 });
    expect(paging).toEqual({ status: 'succeeded', moreStatus: 'idle', nextCursor: 'c1', total: 120 });
    listPaging.moreRequested(paging);
    expect(paging.moreStatus).toBe('loading');
    listPaging.morePageLoaded(paging, { nextCursor: null, total: 118 }, 119);
    expect(paging).toEqual({ status: 'succeeded', moreStatus: 'succeeded', nextCursor: null, total: 119 });
    listPaging.started(paging);
    expect(paging.moreStatus).toBe('idle');
    expect(paging.status).toBe('loading');
  });

  it('asks for more only when the first page is shown and there is more', () => {
    for (const before of [
      { ...INITIAL_PAGING, status: 'loading' as const, nextCursor: 'c' },
      { ...INITIAL_PAGING, status: 'failed' as const, nextCursor: 'c' },
      { ...INITIAL_PAGING, status: 'succeeded' as const, nextCursor: null },
    ]) {
      const paging = { ...before };
      listPaging.moreRequested(paging);
      expect(paging).toEqual(before);
    }
  });

  it('keeps each failure on its own page', () => {
    const paging: ListPaging = { status: 'succeeded', moreStatus: 'loading', nextCursor: 'c', total: 3 };
    listPaging.morePageFailed(paging);
    expect(paging).toEqual({ status: 'succeeded', moreStatus: 'failed', nextCursor: 'c', total: 3 });
    listPaging.firstPageFailed(paging);
    expect(paging.status).toBe('failed');
  });
});
