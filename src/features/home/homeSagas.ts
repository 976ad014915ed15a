import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { browserTimeZone } from '../../services/timeZone';
import type { HomeSummaryResponse } from '../../domain/api';
import { homeApi } from './homeApi';
import { workspaceDayNote } from './homeDayRules';
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
  if (outcome.ok) {
    const browserZone: string | undefined = yield call(browserTimeZone);
    const dayNote = workspaceDayNote(outcome.value.data ?? {}, browserZone);
    yield put(summaryReceived({ today: readCounts(outcome.value.data?.today), dayNote }));
  } else {
    yield put(summaryFailed(outcome.message || "Today's figures could not be loaded."));
  }
}
