import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import { failureOf } from './apiErrorRules';
import { apiFailed } from './errorsSlice';

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
