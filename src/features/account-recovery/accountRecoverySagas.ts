import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { fieldErrorsOf } from '../../components/form/fieldErrors';
import type { MessageResponse } from '../../domain/api';
import { trimmed } from '../../domain/validation';
import { ApiError, type HttpClient } from '../../services/http';
import { accountRecoveryApi } from './accountRecoveryApi';
import {
  codeRequested,
  codeSent,
  passwordReset,
  passwordResetRequested,
  recoveryFailed,
  selectAccountRecovery,
  type AccountRecoveryState,
} from './accountRecoverySlice';

export interface AccountRecoveryDeps {
  http: HttpClient;
}

export function* accountRecoverySaga() {
  yield takeLeading(codeRequested.type, requestCode);
  yield takeLeading(passwordResetRequested.type, resetPassword);
}

/** No session here, so failures stay on the page (there is no error dialog in the plain layout). */
function failure(error: unknown): { message: string; fields?: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'Something went wrong. Please try again in a moment.' };
  if (error.status === 0) return { message: 'The server could not be reached. Please check your connection.' };
  return { message: error.message, fields: fieldErrorsOf(error) };
}

function* requestCode(action: PayloadAction<{ email: string }>) {
  const http: HttpClient = yield getContext('http');
  try {
    const answer: MessageResponse = yield call(accountRecoveryApi.requestCode, http, trimmed(action.payload.email));
    yield put(codeSent(answer.message));
  } catch (error) {
    yield put(recoveryFailed(failure(error)));
  }
}

function* resetPassword(action: PayloadAction<{ code: string; password: string }>) {
  const http: HttpClient = yield getContext('http');
  const { email }: AccountRecoveryState = yield select(selectAccountRecovery);
  try {
    const answer: MessageResponse = yield call(accountRecoveryApi.reset, http, {
      email: trimmed(email),
      code: trimmed(action.payload.code),
      password: action.payload.password,
    });
    yield put(passwordReset(answer.message));
  } catch (error) {
    yield put(recoveryFailed(failure(error)));
  }
}
