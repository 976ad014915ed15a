import { call } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../services/http';
import { PACKAGE_EXPIRED_MESSAGE } from './apiErrorRules';
import { readFailed } from './callApi';
import { failingWith as failing, storeWithErrorsSaga } from './testing/errorsStore';

/** A store whose only saga reads once as the list sagas do and keeps what it got, beside the real errors saga. */
function storeReading(fn: () => Promise<unknown>) {
  const result: { value?: unknown } = {};
  function* reader() {
    try {
      const value: unknown = yield call(fn);
      result.value = { ok: true, value };
    } catch (error) {
      result.value = { ok: false, failure: yield* readFailed(error) };
    }
  }
  return { store: storeWithErrorsSaga(reader), result };
}

describe('readFailed', () => {
  it('gives the answer of a successful read', async () => {
    const { store, result } = storeReading(async () => ({ result: 'success', data: [1] }));
    await vi.waitFor(() => expect(result.value).toEqual({ ok: true, value: { result: 'success', data: [1] } }));
    expect(store.getState().errors.dialog.value).toBe(false);
  });

  it('gives a failed read to the page and opens no dialog (500, 404, no network)', async () => {
    for (const error of [new ApiError(500, 'Internal Server Error', null), new ApiError(404, 'Not found', null), new ApiError(0, 'offline', null)]) {
      const { store, result } = storeReading(failing(error));
      await vi.waitFor(() => expect(result.value).toMatchObject({ ok: false, failure: { status: error.status } }));
      expect(store.getState().errors.dialog.value).toBe(false);
    }
  });

  it('also tells the app what ends the session: an expired package (402) and a sign-out (401)', async () => {
    const expired = storeReading(failing(new ApiError(402, 'Payment Required', { result: 'error', message: 'Payment Required' })));
    await vi.waitFor(() => expect(expired.store.getState().errors.dialog.message).toBe(PACKAGE_EXPIRED_MESSAGE));
    expect(expired.result.value).toMatchObject({ ok: false, failure: { status: 402 } });

    const signedOut = storeReading(failing(new ApiError(401, 'Unauthorized', null)));
    await vi.waitFor(() => expect(signedOut.store.getState().auth.status).toBe('loggingOut'));
  });
});
