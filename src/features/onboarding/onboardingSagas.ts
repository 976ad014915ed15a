import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, take, takeLeading } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { browserTimeZone } from '../../services/timeZone';
import { sessionCheckFailed, sessionCheckRequested, statusReceived } from '../auth/authSlice';
import { apiFailed } from '../errors/errorsSlice';
import { onboardingApi } from './onboardingApi';
import { onboardingSessionRefreshed, workspaceCreated, workspaceCreateFailed, workspaceCreateRequested } from './onboardingSlice';
import { trimmed } from '../../domain/validation';

export interface OnboardingDeps {
  http: HttpClient;
}

export function* onboardingSaga() {
  yield takeLeading(workspaceCreateRequested.type, createWorkspace);
}

/**
 * POST /workspace/create with the browser's time zone (the workspace counts its days there), then the auth
 * status again, so the new workspace and its access are known.
 */
function* createWorkspace(action: PayloadAction<{ name: string }>) {
  const http: HttpClient = yield getContext('http');
  const name = trimmed(action.payload.name);
  const timeZone: string | undefined = yield call(browserTimeZone);
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
