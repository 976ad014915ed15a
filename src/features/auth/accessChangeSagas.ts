import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { AuthUser } from '../../domain/api';
import { REALTIME_EVENTS, type RealtimeEventOf } from '../../domain/realtimeEvents';
import type { BrowserLocation } from '../../services/browserLocation';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import { socketDisconnected } from '../realtime/realtimeSlice';
import { accessChangedFor, afterAccessRefresh, closedByServer } from './accessChangeRules';
import { authApi } from './authApi';
import { selectUser, selectWorkspace, sessionCheckRequested, statusReceived, type AuthState } from './authSlice';

/**
 * An Administrator changed this member's access list: the console re-reads its status (GET /auth) without
 * leaving the page, so the drawer, the palette and the access guard (which sends a page no longer allowed
 * home) follow at once, without a reload.
 */
export function* accessChangeSaga() {
  yield fork(registerRealtimeHandlers, { [REALTIME_EVENTS.accessChanged]: onAccessChanged });
  // E.g. the workspace was deleted: the status read without it sends the console to create or join one.
  yield takeLeading(socketDisconnected.type, function* (action: PayloadAction<{ reason: string }>) {
    const status: AuthState['status'] = yield select((state: { auth: AuthState }) => state.auth.status);
    if (status === 'authenticated' && closedByServer(action.payload.reason)) yield call(rereadStatus);
  });
}

function* onAccessChanged(events: RealtimeEventOf<'access changed'>[]) {
  const user: AuthUser | null = yield select(selectUser);
  if (!accessChangedFor(events, user?.id ?? null)) return;
  yield call(rereadStatus);
}

function* rereadStatus() {
  const http: HttpClient = yield getContext('http');
  const clock: Clock = yield getContext('clock');
  const outcome: Outcome<Awaited<ReturnType<typeof authApi.fetchStatus>>> = yield call(attempt, () => authApi.fetchStatus(http));
  const current: AuthState['workspace'] = yield select(selectWorkspace);
  const next = afterAccessRefresh(outcome, current?.id ?? null);
  if (next.kind === 'apply') yield put(statusReceived({ auth: next.auth, receivedAt: clock.now() }));
  else if (next.kind === 'reload') {
    const location: BrowserLocation = yield getContext('location');
    yield call([location, location.assign], next.url);
  }
  else if (next.kind === 'sessionCheck') yield put(sessionCheckRequested());
}
