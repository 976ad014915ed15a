import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import type { HomeSummaryResponse } from '../../domain/api';
import { homeApi } from './homeApi';
import { readCounts } from './homeRules';
import { summaryFailed, summaryReceived, summaryRequested } from './homeSlice';

export interface HomeDeps {
  http: HttpClient;
}

export function* homeSaga() {
  yield takeLatest(summaryRequested.type, fetchSummary);
}

function* fetchSummary() {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<HomeSummaryResponse> = yield call(attempt, () => homeApi.fetchSummary(http));
  if (outcome.ok) yield put(summaryReceived(readCounts(outcome.value.data?.today)));
  else yield put(summaryFailed(outcome.message || "Today's figures could not be loaded."));
}
