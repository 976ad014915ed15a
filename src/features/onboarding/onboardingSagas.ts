import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { OnboardingProgress } from '../../domain/onboardingProgress';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { sessionCheckFailed, sessionCheckRequested, statusReceived } from '../auth/authSlice';
import { apiFailed } from '../errors/errorsSlice';
import { onboardingApi } from './onboardingApi';
import {
  onboardingProgressFailed,
  onboardingProgressReceived,
  onboardingReset,
  onboardingSessionRefreshed,
  workspaceCreated,
  workspaceCreateFailed,
  workspaceCreateRequested,
} from './onboardingSlice';
import { trimmed } from '../../domain/validation';

export interface OnboardingDeps {
  http: HttpClient;
}

export function* onboardingSaga() {
  yield takeLeading(workspaceCreateRequested.type, createWorkspace);
  yield takeLatest(onboardingReset.type, readProgress);
}

/**
 * POST /workspace/create with the name and the time zone the form asked (the browser's by default; the
 * workspace counts its days there), then the auth status again, so the new workspace and its access are known.
 */
function* createWorkspace(action: PayloadAction<{ name: string; timeZone: string }>) {
  const http: HttpClient = yield getContext('http');
  const name = trimmed(action.payload.name);
  const timeZone = trimmed(action.payload.timeZone);
  const outcome: Outcome<unknown> = yield call(attempt, () => onboardingApi.createWorkspace(http, name, timeZone));
  if (!outcome.ok) {
    // The errors saga owns spec §8: the full-page error for 'Failed to creating workspace', else the dialog.
    yield put(apiFailed({ status: outcome.status, message: outcome.message, code: null }));
    yield put(workspaceCreateFailed(outcome.message || 'The workspace could not be created.'));
    return;
  }
  yield put(workspaceCreated());
  yield put(sessionCheckRequested());
  yield take([statusReceived.type, sessionCheckFailed.type]);
  yield put(onboardingSessionRefreshed());
}

/** GET /onboarding/progress: which steps the workspace has done, whoever did them. */
function* readProgress() {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<{ data: OnboardingProgress }> = yield call(attempt, () => onboardingApi.progress(http));
  if (outcome.ok) yield put(onboardingProgressReceived(outcome.value.data));
  else yield put(onboardingProgressFailed(outcome.message || 'The steps could not be read.'));
}
