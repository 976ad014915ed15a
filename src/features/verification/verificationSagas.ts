import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { Clock } from '../../services/clock';
import { ApiError, type HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { API_BASE } from '../../domain/api';
import { failureOf } from '../errors/apiErrorRules';
import { apiFailed } from '../errors/errorsSlice';
import { successShown } from '../errors/noticeSlice';
import { profileApi, type ProfileUpdateAnswer } from '../profile/profileApi';
import { afterProfileUpdate, answeredInForm } from '../profile/profileRules';
import { authRefreshRequested } from '../profile/profileSlice';
import { resendAvailableAt } from './verificationRules';
import {
  codeSubmitted,
  resendRequested,
  resent,
  selectVerification,
  verificationFailed,
  verified,
  type VerificationState,
} from './verificationSlice';

export interface VerificationDeps {
  http: HttpClient;
  clock: Clock;
}

export function* verificationSaga() {
  yield takeLeading(codeSubmitted.type, submitCode);
  yield takeLeading(resendRequested.type, resend);
}

/** POST /profile/verify; on success the dialog closes and the auth status is read again. */
function* submitCode(action: ReturnType<typeof codeSubmitted>) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<{ message?: unknown }> = yield call(attempt, () => http.post(`${API_BASE}/profile/verify`, { code: action.payload.trim() }));
  if (!outcome.ok) {
    yield call(reportFailure, outcome);
    return;
  }
  yield put(verified());
  if (typeof outcome.value.message === 'string') yield put(successShown(outcome.value.message));
  yield put(authRefreshRequested());
}

/** Resend: PUT /profile/update with the stored form data, which mails a new code. */
function* resend() {
  const http: HttpClient = yield getContext('http');
  const clock: Clock = yield getContext('clock');
  const { form, target }: VerificationState = yield select(selectVerification);
  if (!form) {
    yield put(verificationFailed('There is nothing to send again. Please close this dialog and save again.'));
    return;
  }
  const outcome: Outcome<ProfileUpdateAnswer> = yield call(attempt, () => profileApi.update(http, form));
  if (!outcome.ok) {
    yield call(reportFailure, outcome);
    return;
  }
  const step = afterProfileUpdate(outcome.value, target);
  if (step.kind === 'verify') {
    yield put(resent({ resendAvailableAt: resendAvailableAt(clock.now()), target: step.target }));
  } else {
    // The change went through without a code (e.g. the same address again): nothing left to verify.
    yield put(verified());
    yield put(authRefreshRequested());
  }
}

/** A refused code or resend is said in the dialog; a session or server failure goes to spec §8's handling. */
function* reportFailure(outcome: { status: number; message: string }) {
  if (answeredInForm(outcome.status)) {
    yield put(verificationFailed(outcome.message));
    return;
  }
  yield put(verificationFailed(''));
  yield put(apiFailed(failureOf(new ApiError(outcome.status, outcome.message, null))));
}
