import { call, fork, getContext, put, select } from 'redux-saga/effects';
import type { AuthUser } from '../../domain/api';
import { REALTIME_EVENTS, type RealtimeEventOf } from '../../domain/realtimeEvents';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import { accessChangedFor, afterAccessRefresh } from './accessChangeRules';
import { authApi } from './authApi';
import { selectUser, sessionCheckRequested, statusReceived } from './authSlice';

/**
 * An Administrator changed this member's access list: the console re-reads its status (GET /auth) without
 * leaving the page, so the drawer, the palette and the access guard (which sends a page no longer allowed
 * home) follow at once, without a reload.
 */
export function* accessChangeSaga() {
  yield fork(registerRealtimeHandlers, { [REALTIME_EVENTS.accessChanged]: onAccessChanged });
}

function* onAccessChanged(events: RealtimeEventOf<'access changed'>[]) {
  const user: AuthUser | null = yield select(selectUser);
  if (!accessChangedFor(events, user?.id ?? null)) return;
  const http: HttpClient = yield getContext('http');
  const clock: Clock = yield getContext('clock');
  const outcome: Outcome<Awaited<ReturnType<typeof authApi.fetchStatus>>> = yield call(attempt, () => authApi.fetchStatus(http));
  const next = afterAccessRefresh(outcome);
  if (next.kind === 'apply') yield put(statusReceived({ auth: next.auth, receivedAt: clock.now() }));
  else if (next.kind === 'sessionCheck') yield put(sessionCheckRequested());
}
