import { combineReducers, configureStore, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';

export interface MakeStoreOptions<S, D extends object> {
  /**
   * Only the slices this entry needs, so a page never bundles another page's state code: a map, or a
   * root reducer made with combineSlices when pages inject their own slices later.
   */
  reducer: ReducersMapObject<S> | Reducer<S>;
  /** Transports the sagas read with getContext (http client, browser location, ...). */
  deps: D;
  /** Root sagas; each is spawned so one crash does not stop the others. */
  sagas: readonly Saga[];
  preloadedState?: Partial<S>;
}

export function makeStore<S, D extends object>({ reducer, deps, sagas, preloadedState }: MakeStoreOptions<S, D>) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...deps } });
  const store = configureStore({
    // combineReducers loses the map's state type through its generics; S is that state by construction.
    reducer: typeof reducer === 'function' ? reducer : (combineReducers(reducer) as unknown as Reducer<S>),
    preloadedState: preloadedState as S | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga, sagas);
  // Sagas a page brings start later, each as a root of its own (a crash stops only that one).
  const runSaga = (saga: Saga) => sagaMiddleware.run(saga);
  return Object.assign(store, { sagaTask: task, runSaga });
}

function* rootSaga(sagas: readonly Saga[]) {
  for (const saga of sagas) {
    yield spawn(saga);
  }
}

export type AppStore<S> = ReturnType<typeof makeStore<S, object>>;
