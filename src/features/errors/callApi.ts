import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import { reportsListFailure } from '../../domain/infiniteList';
import { failureOf, type ApiFailure } from './apiErrorRules';
import { apiFailed } from './errorsSlice';

// The two ways a saga reports a failed call: callApi when any failure is the app's to tell (the error
// dialog); readFailed when the page shows a failed read in place and only what ends the session goes further.

/**
 * Runs an API call from a saga. It returns the answer, or false after handing the failure to the
 * errors saga (dialog, sign-out, 402 message, full-page error): spec §8 "the call resolves to false".
 *
 *   const answer: Answer | false = yield* callApi(settingsApi.fetch, http, workspaceId);
 */
export function* callApi<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): Generator<CallEffect | PutEffect, R | false, unknown> {
  try {
    // redux-saga's call() cannot follow a generic rest tuple; fn and args match by this signature.
    const answer = (yield call(fn as (...a: unknown[]) => Promise<R>, ...args)) as R;
    return answer;
  } catch (error) {
    yield put(apiFailed(failureOf(error)));
    return false;
  }
}

/**
 * A read that failed, or whose answer the page could not take (a reducer threw on it): the failure for
 * the page to show in place; sign-out and an expired package also go to the errors saga.
 */
export function* readFailed(error: unknown): Generator<PutEffect, ApiFailure, unknown> {
  const failure = failureOf(error);
  if (reportsListFailure(failure.status)) yield put(apiFailed(failure));
  return failure;
}
