import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { ApiError, type HttpClient } from '../../services/http';
import { homeSaga } from './homeSagas';
import { homeSlice, summaryRequested } from './homeSlice';

function setup(get: HttpClient['get']) {
  const http: HttpClient = { get, post: vi.fn(), put: vi.fn() };
  return makeStore({ reducer: { home: homeSlice.reducer }, deps: { http }, sagas: [homeSaga] });
}

describe('home summary', () => {
  it("reads today's counts from GET /home/summary", async () => {
    const get = vi.fn(async () => ({ result: 'success', data: { today: { unassigned: 0, new: 1, unsolved: 2, hold: 0, solved: 3 } } }));
    const store = setup(get as unknown as HttpClient['get']);

    store.dispatch(summaryRequested());

    expect(store.getState().home.status).toBe('loading');
    await vi.waitFor(() => expect(store.getState().home.status).toBe('succeeded'));
    expect(get).toHaveBeenCalledWith('/v2/api/home/summary');
    expect(store.getState().home.today).toEqual({ unassigned: 0, new: 1, unsolved: 2, hold: 0, solved: 3 });
  });

  it('notes whose day the counts are when the workspace’s time zone is not the browser’s', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValueOnce({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
    const today = { unassigned: 0, new: 1, unsolved: 0, hold: 0, solved: 0 };
    const get = vi.fn(async () => ({ result: 'success', data: { today, day: '2026-11-24', timeZone: 'Europe/Berlin' } }));
    const store = setup(get as unknown as HttpClient['get']);

    store.dispatch(summaryRequested());

    await vi.waitFor(() => expect(store.getState().home.status).toBe('succeeded'));
    expect(store.getState().home.today).toEqual(today);
    expect(store.getState().home.dayNote).toMatch(/^Today in Europe\/Berlin, the workspace's time zone: /);
    vi.restoreAllMocks();
  });

  it('records a failure with its message', async () => {
    const store = setup((async () => {
      throw new ApiError(500, 'Database down', null);
    }) as HttpClient['get']);

    store.dispatch(summaryRequested());

    await vi.waitFor(() => expect(store.getState().home).toMatchObject({ status: 'failed', message: 'Database down' }));
  });
});
