import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RecoveryCodesAnswer, TwoFactorEnrolment, TwoFactorStatus } from '../../domain/twoFactor';
import type { HttpClient } from '../../services/http';
import { formCall, formFailure, type FormOutcome } from '../errors/formCall';
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

function* load() {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<TwoFactorStatus> = yield call(formCall, () => twoFactorApi.status(http));
  yield put(outcome.ok ? twoFactorStatusLoaded(outcome.value) : twoFactorStatusLoadFailed());
}

function* enrol() {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<TwoFactorEnrolment> = yield call(formCall, () => twoFactorApi.enrol(http));
  if (outcome.ok) yield put(twoFactorEnrolStarted(outcome.value));
  else yield put(twoFactorEnrolFailed(yield* formFailure(outcome.error, answeredInForm)));
}

function* confirm(action: ReturnType<typeof twoFactorConfirmRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<RecoveryCodesAnswer> = yield call(formCall, () => twoFactorApi.confirm(http, action.payload));
  if (outcome.ok) yield put(twoFactorConfirmed(outcome.value.recoveryCodes));
  else yield put(twoFactorFormFailed(yield* formFailure(outcome.error, answeredInForm)));
}

function* turnOff(action: ReturnType<typeof twoFactorTurnOffRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<TwoFactorStatus> = yield call(formCall, () => twoFactorApi.turnOff(http, action.payload));
  if (!outcome.ok) {
    yield put(twoFactorFormFailed(yield* formFailure(outcome.error, answeredInForm)));
    return;
  }
  yield put(twoFactorTurnedOff(outcome.value));
  yield put(successShown(OFF_MESSAGE));
  // In a workspace that requires it, the console now holds the user at the set-up page.
  if (outcome.value.required) yield put(authRefreshRequested());
}

function* newCodes(action: ReturnType<typeof twoFactorNewCodesRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<RecoveryCodesAnswer> = yield call(formCall, () => twoFactorApi.newCodes(http, action.payload));
  if (outcome.ok) yield put(twoFactorNewCodesMade(outcome.value.recoveryCodes));
  else yield put(twoFactorFormFailed(yield* formFailure(outcome.error, answeredInForm)));
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
