import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { RecoveryCodesAnswer, TwoFactorEnrolment, TwoFactorStatus } from '../../domain/twoFactor';
import { ApiError, type HttpClient } from '../../services/http';
import { failureOf } from '../errors/apiErrorRules';
import { apiFailed } from '../errors/errorsSlice';
import { successShown } from '../errors/noticeSlice';
import { authRefreshRequested } from '../profile/profileSlice';
import { twoFactorApi } from './twoFactorApi';
import { answeredInForm } from './twoFactorRules';
import {
  twoFactorCodesSaved,
  twoFactorConfirmRequested,
  twoFactorConfirmed,
  twoFactorEnrolFailed,
  twoFactorEnrolRequested,
  twoFactorEnrolStarted,
  twoFactorFormFailed,
  twoFactorNewCodesMade,
  twoFactorNewCodesRequested,
  twoFactorOpened,
  twoFactorStatusLoadFailed,
  twoFactorStatusLoaded,
  twoFactorTurnOffRequested,
  twoFactorTurnedOff,
  selectTwoFactor,
  type FormFailure,
  type TwoFactorState,
} from './twoFactorSlice';

export interface TwoFactorDeps {
  http: HttpClient;
}

export const ON_MESSAGE = 'Two-factor login is on.';
export const OFF_MESSAGE = 'Two-factor login is off.';

export function* twoFactorSaga() {
  yield takeLatest(twoFactorOpened.type, load);
  yield takeLeading(twoFactorEnrolRequested.type, enrol);
  yield takeLeading(twoFactorConfirmRequested.type, confirm);
  yield takeLeading(twoFactorTurnOffRequested.type, turnOff);
  yield takeLeading(twoFactorNewCodesRequested.type, newCodes);
  yield takeLatest(twoFactorCodesSaved.type, afterCodesSaved);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(run: () => Promise<DataResponse<T>>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: (await run()).data };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A mistake in the form stays beside it; anything else goes to the error dialog (spec §8). */
function* formFailure(error: unknown): Generator<unknown, FormFailure | null> {
  if (error instanceof ApiError && answeredInForm(error.status)) {
    return { message: error.message, fields: (error.body as { fields?: Record<string, string> } | null)?.fields ?? {} };
  }
  yield put(apiFailed(failureOf(error)));
  return null;
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<TwoFactorStatus> = yield call(attempt, () => twoFactorApi.status(http));
  yield put(outcome.ok ? twoFactorStatusLoaded(outcome.value) : twoFactorStatusLoadFailed());
}

function* enrol() {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<TwoFactorEnrolment> = yield call(attempt, () => twoFactorApi.enrol(http));
  if (outcome.ok) yield put(twoFactorEnrolStarted(outcome.value));
  else yield put(twoFactorEnrolFailed(yield* formFailure(outcome.error)));
}

function* confirm(action: ReturnType<typeof twoFactorConfirmRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<RecoveryCodesAnswer> = yield call(attempt, () => twoFactorApi.confirm(http, action.payload));
  if (outcome.ok) yield put(twoFactorConfirmed(outcome.value.recoveryCodes));
  else yield put(twoFactorFormFailed(yield* formFailure(outcome.error)));
}

function* turnOff(action: ReturnType<typeof twoFactorTurnOffRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<TwoFactorStatus> = yield call(attempt, () => twoFactorApi.turnOff(http, action.payload));
  if (!outcome.ok) {
    yield put(twoFactorFormFailed(yield* formFailure(outcome.error)));
    return;
  }
  yield put(twoFactorTurnedOff(outcome.value));
  yield put(successShown(OFF_MESSAGE));
  // In a workspace that requires it, the console now holds the user at the set-up page.
  if (outcome.value.required) yield put(authRefreshRequested());
}

function* newCodes(action: ReturnType<typeof twoFactorNewCodesRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<RecoveryCodesAnswer> = yield call(attempt, () => twoFactorApi.newCodes(http, action.payload));
  if (outcome.ok) yield put(twoFactorNewCodesMade(outcome.value.recoveryCodes));
  else yield put(twoFactorFormFailed(yield* formFailure(outcome.error)));
}

/** Once the codes are saved: the panel shows the new state, and a held member's console opens. */
function* afterCodesSaved() {
  const { current }: TwoFactorState = yield select(selectTwoFactor);
  if (!current?.enabled) {
    yield put(successShown(ON_MESSAGE));
    yield put(authRefreshRequested());
  }
  yield call(load);
}
