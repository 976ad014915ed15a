import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { selectAuth, type AuthState } from '../auth/authSlice';
import { guideApi, type ProductTourResponse } from './guideApi';
import { parseSeenCache, seenCacheKey, seenListSource, shouldShowGuide, slideCount } from './guideRules';
import { entryNoted, guideFinished, guideOpened, routeEntered, seenLoaded, type GuideState } from './guideSlice';
import type { KeyValueStorage } from './seenCache';

export interface GuideDeps {
  http: HttpClient;
  /** where the seen list is cached; without it nothing is cached and the server is asked each time */
  guideStorage?: KeyValueStorage;
}

type State = { auth: AuthState; guide: GuideState };

export function* guideSaga() {
  yield takeLatest(routeEntered.type, onRouteEntered);
  yield takeEvery(guideFinished.type, onFinished);
}

function* currentCacheKey() {
  const auth: AuthState = yield select(selectAuth);
  return auth.user && auth.workspace ? seenCacheKey(auth.user.id, auth.workspace.id) : null;
}

function* onRouteEntered(action: PayloadAction<{ path: string; guide: string | null }>) {
  const key = action.payload.guide;
  const cacheKey: string | null = yield call(currentCacheKey);
  const entry = key === null || cacheKey === null ? null : `${cacheKey} ${key}`;
  const before: State = yield select();
  // the same page again for the same person: the layout mounted again, nobody entered anything
  if (entry !== null && before.guide.entered === entry) return;
  yield put(entryNoted(entry));
  if (key === null || slideCount(key) === 0) return;
  // The record is per workspace: no workspace, no guide.
  if (cacheKey === null) return;

  const seen: readonly string[] | null = yield call(readSeen, cacheKey);
  if (seen === null) return;
  const state: State = yield select();
  if (state.guide.active === null && shouldShowGuide(key, seen)) yield put(guideOpened({ route: key }));
}

/** The seen list from memory, else the local cache, else the server (then cached). Null when unknown. */
function* readSeen(cacheKey: string) {
  const state: State = yield select();
  const storage: KeyValueStorage | undefined = yield getContext('guideStorage');
  const inMemory = state.guide.seenFor === cacheKey ? state.guide.seen : null;
  const source = seenListSource(inMemory, parseSeenCache(storage?.read(cacheKey) ?? null));
  if (source.kind === 'known') {
    if (inMemory === null) yield put(seenLoaded({ seen: [...source.seen], cacheKey }));
    return source.seen;
  }

  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<ProductTourResponse> = yield call(attempt, () => guideApi.fetchSeen(http));
  // Without the list we cannot tell whether the guide was seen; staying quiet beats nagging.
  if (!outcome.ok) return null;
  const data: unknown = outcome.value?.data;
  if (!Array.isArray(data)) return null;
  const seen = data.filter((u): u is string => typeof u === 'string');
  yield put(seenLoaded({ seen, cacheKey }));
  storage?.write(cacheKey, JSON.stringify(seen));
  return seen;
}

function* onFinished(action: PayloadAction<{ route: string }>) {
  const cacheKey: string | null = yield call(currentCacheKey);
  if (cacheKey === null) return;
  const state: State = yield select();
  const storage: KeyValueStorage | undefined = yield getContext('guideStorage');
  storage?.write(cacheKey, JSON.stringify(state.guide.seen ?? [action.payload.route]));
  const http: HttpClient = yield getContext('http');
  // A failed record only means the guide may show again in another browser; the spec shows no message.
  yield call(attempt, () => guideApi.recordSeen(http, action.payload.route));
}
