import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { inertRealtimeDeps } from '../../../features/realtime/testing/inertRealtimeDeps';
import type { PageModule } from '../../../features/shell/pageTypes';
import type { HttpClient } from '../../../services/http';
import { silentLogger } from '../../../services/logger';
import { createMemoryStorage } from '../../../services/storage';
import { makeConsoleStore } from '../consoleStore';

function consoleStore() {
  const http: HttpClient = { get: vi.fn(), post: vi.fn(), put: vi.fn() };
  const location = { assign: vi.fn(), origin: () => 'http://localhost' };
  return makeConsoleStore({ http, location, clock: { now: () => 1 }, logger: silentLogger, storage: createMemoryStorage(), ...inertRealtimeDeps() });
}

const sample = createSlice({
  name: 'sample',
  initialState: { pings: 0 },
  reducers: {
    pinged: (state) => {
      state.pings += 1;
    },
    ponged: () => {},
  },
});

/** A page's saga: answers every ping with a pong, and counts how often it was started. */
function pageModule(starts: { count: number }, Page: PageModule['Page'] = () => null): PageModule {
  function* sampleSaga() {
    starts.count += 1;
    for (;;) {
      yield take(sample.actions.pinged);
      yield put(sample.actions.ponged());
    }
  }
  return { Page, slices: [sample], sagas: [sampleSaga] };
}

type WithSample = { sample?: { pings: number } };

describe('page state injection', () => {
  it("holds only the shell's slices until a page brings its own, then has them with their initial state", () => {
    const store = consoleStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(String((store.getState() as WithSample).sample?.pings)));
    expect((store.getState() as WithSample).sample).toBeUndefined();
    expect(Object.keys(store.getState())).not.toContain('ticketList');

    store.pages.inject(pageModule({ count: 0 }));

    expect((store.getState() as WithSample).sample).toEqual({ pings: 0 });
    expect(seen).toEqual(['0']);
    store.dispatch(sample.actions.pinged());
    expect((store.getState() as WithSample).sample).toEqual({ pings: 1 });
  });

  it("starts a page's sagas once, however often it is visited and whichever page lists them", () => {
    const store = consoleStore();
    const starts = { count: 0 };
    const first = pageModule(starts);
    const second: PageModule = { ...first, Page: () => null };
    const dispatched: string[] = [];
    const unsubscribe = store.subscribe(() => dispatched.push('state'));

    store.pages.inject(first);
    store.pages.inject(first);
    store.pages.inject(second);

    expect(starts.count).toBe(1);
    expect([...store.pages.started()]).toHaveLength(1);
    // the slice was new only the first time: one injection notice
    expect(dispatched).toHaveLength(1);
    unsubscribe();
    const pongs: unknown[] = [];
    store.subscribe(() => pongs.push(store.getState()));
    store.dispatch(sample.actions.pinged());
    // pinged, then the single saga's ponged: a second copy would answer twice
    expect(pongs).toHaveLength(2);
  });

  it('never injects over a slice the shell already holds', () => {
    const store = consoleStore();
    const before = store.getState().auth;
    const fake = createSlice({ name: 'auth', initialState: { fake: true }, reducers: {} });
    store.pages.inject({ Page: () => null, slices: [fake] });
    expect(store.getState().auth).toBe(before);
  });
});
