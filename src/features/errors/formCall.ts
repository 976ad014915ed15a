import { put, type PutEffect } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import { formFailureOf, type FormFailure } from '../../components/form/fieldErrors';
import { ApiError } from '../../services/http';
import { failureOf } from './apiErrorRules';
import { apiFailed } from './errorsSlice';

// A form's call from a saga: the answer's data, or the failure kept whole, so the saga can show a mistake
// beside the form and send anything else to the error dialog (spec §8).

export type { FormFailure };

export type FormOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function formCall<T>(run: () => Promise<DataResponse<T>>): Promise<FormOutcome<T>> {
  try {
    return { ok: true, value: (await run()).data };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The failure as the form shows it when `inForm` says its status belongs there; otherwise the error
 * dialog gets it and the form gets null.
 */
export function* formFailure(error: unknown, inForm: (status: number) => boolean): Generator<PutEffect, FormFailure | null> {
  if (error instanceof ApiError && inForm(error.status)) {
    return formFailureOf(error);
  }
  yield put(apiFailed(failureOf(error)));
  return null;
}
