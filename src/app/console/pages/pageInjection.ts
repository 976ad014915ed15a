// A page's state arrives with its lazy module: its slices are injected into the root reducer (RTK 2's
// combineSlices(...).inject) and its sagas started, each once however many pages list it.

import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import type { PageModule, PageSlice } from '../../../features/shell/pageTypes';

/** Dispatched right after injection, so the new slices hold their initial state before the page renders. */
export const pageStateInjected = createAction<{ reducerPaths: string[] }>('pages/stateInjected');

export interface InjectableRoot {
  inject: (slice: { reducerPath: string; reducer: PageSlice['reducer'] }) => unknown;
}

export interface PageInjector {
  inject: (module: PageModule) => void;
  /** the reducer paths injected so far */
  injected: () => ReadonlySet<string>;
  /** the sagas started so far */
  started: () => ReadonlySet<Saga>;
}

export function createPageInjector(
  root: InjectableRoot,
  dispatch: (action: UnknownAction) => unknown,
  runSaga: (saga: Saga) => Task,
  /** slices the store holds from the start (the shell's) */
  initial: readonly string[],
): PageInjector {
  const injected = new Set<string>(initial);
  const started = new Set<Saga>();
  return {
    inject(module) {
      const fresh: string[] = [];
      for (const slice of module.slices ?? []) {
        if (injected.has(slice.name)) continue;
        root.inject({ reducerPath: slice.name, reducer: slice.reducer });
        injected.add(slice.name);
        fresh.push(slice.name);
      }
      if (fresh.length > 0) dispatch(pageStateInjected({ reducerPaths: fresh }));
      for (const saga of module.sagas ?? []) {
        if (started.has(saga)) continue;
        started.add(saga);
        runSaga(saga);
      }
    },
    injected: () => injected,
    started: () => started,
  };
}
