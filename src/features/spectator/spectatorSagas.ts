import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BrowserLocation } from '../../services/browserLocation';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { selectUser } from '../auth/authSlice';
import type { AuthUser } from '../../domain/api';
import { spectatorApi } from './spectatorApi';
import { SPECTATING_START, normaliseUserId, readTarget } from './spectatorRules';
import { targetFound, targetLookupFailed, targetLookupRequested, viewAsFailed, viewAsRequested } from './spectatorSlice';

export interface SpectatorDeps {
  http: HttpClient;
  location: BrowserLocation;
  /** an http client that sends `Authorization: Bearer <token>` (the spectator lookup's credential) */
  bearerHttp?: (token: string) => HttpClient;
}

export function* spectatorSaga() {
  yield takeLatest(targetLookupRequested.type, lookUp);
  yield takeLeading(viewAsRequested.type, viewAs);
}

function* lookUp(action: PayloadAction<{ id: string }>) {
  const user: AuthUser | null = yield select(selectUser);
  if (!user) return;
  const bearerHttp: ((token: string) => HttpClient) | undefined = yield getContext('bearerHttp');
  const id = normaliseUserId(action.payload.id);
  if (!bearerHttp) {
    yield put(targetLookupFailed('The lookup is not available in this console.'));
    return;
  }
  const outcome: Outcome<{ data: unknown }> = yield call(attempt, () => spectatorApi.lookUp(bearerHttp(user.token), id));
  if (outcome.ok) yield put(targetFound(readTarget(outcome.value.data, id)));
  else yield put(targetLookupFailed(outcome.message || 'The user could not be looked up.'));
}

/** The server turns this session into a read-only view of the target; a full reload starts the console as them. */
function* viewAs(action: PayloadAction<{ userId: string }>) {
  const http: HttpClient = yield getContext('http');
  const location: BrowserLocation = yield getContext('location');
  const outcome: Outcome<unknown> = yield call(attempt, () => spectatorApi.view(http, action.payload.userId));
  if (!outcome.ok) {
    yield put(viewAsFailed(outcome.message || 'Viewing as this user could not start.'));
    return;
  }
  yield call([location, location.assign], SPECTATING_START);
}
