import { call } from 'redux-saga/effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../services/http';
import { PACKAGE_EXPIRED_MESSAGE } from './apiErrorRules';
import { callApi } from './callApi';
import { errorDialogDismissed, errorsSlice } from './errorsSlice';
import { SUCCESS_SNACKBAR_MS, successShown } from './noticeSlice';
import { failingWith as reject, storeWithErrorsSaga } from './testing/errorsStore';

/** A tiny store whose only saga calls callApi once and keeps its result. */
function storeCalling(fn: () => Promise<unknown>) {
  const result: { value?: unknown } = {};
  function* caller() {
    result.value = yield call(callApi, fn);
  }
  return { store: storeWithErrorsSaga(caller), result };
}

describe('callApi and the errors saga', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the answer of a successful call and shows nothing', async () => {
    const { store, result } = storeCalling(async () => ({ result: 'success', data: 7 }));
    await vi.waitFor(() => expect(result.value).toEqual({ result: 'success', data: 7 }));
    expect(store.getState().errors.dialog.value).toBe(false);
  });

  it('resolves to false and opens the error dialog on a business error (406)', async () => {
    const { store, result } = storeCalling(reject(new ApiError(406, 'x', { result: 'error', message: 'Wrong old password' })));
    await vi.waitFor(() => expect(result.value).toBe(false));
    expect(store.getState().errors.dialog).toEqual({
      value: true,
      errMsg: 'Wrong old password',
      statusCode: 406,
      message: 'Wrong old password',
      forceLogout: false,
    });

    store.dispatch(errorDialogDismissed());
    expect(store.getState().errors.dialog.value).toBe(false);
  });

  it('shows the package-expired message on 402', async () => {
    const { store } = storeCalling(reject(new ApiError(402, 'Payment Required', { result: 'error', message: 'Payment Required' })));
    await vi.waitFor(() => expect(store.getState().errors.dialog.message).toBe(PACKAGE_EXPIRED_MESSAGE));
  });

  it('signs out on 401', async () => {
    const { store } = storeCalling(reject(new ApiError(401, 'Unauthorized', null)));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('loggingOut'));
    expect(store.getState().errors.dialog.value).toBe(false);
  });

  it('forces Logout for Invalid Session, and a later ordinary error does not replace it', async () => {
    const { store } = storeCalling(reject(new ApiError(406, 'x', { result: 'error', message: 'Invalid Session' })));
    await vi.waitFor(() => expect(store.getState().errors.dialog.forceLogout).toBe(true));
    store.dispatch(errorsSlice.actions.errorDialogShown({ statusCode: 500, errMsg: 'y', message: 'y', forceLogout: false }));
    expect(store.getState().errors.dialog).toMatchObject({ message: 'Invalid Session', forceLogout: true });
  });

  it('shows the full-page error for a failed workspace creation', async () => {
    const message = 'Failed to creating workspace: the name is taken';
    const { store } = storeCalling(reject(new ApiError(406, message, { result: 'error', message })));
    await vi.waitFor(() => expect(store.getState().errors.fullPage).toEqual({ message }));
  });

  it('marks maintenance on a 503 maintenance answer', async () => {
    const { store } = storeCalling(reject(new ApiError(503, 'm', { error: 'm', code: 'maintenance' })));
    await vi.waitFor(() => expect(store.getState().config.value.maintenance).toBe(true));
  });

  it('hides the success snackbar after a few seconds, restarting for a newer message', async () => {
    vi.useFakeTimers();
    const { store } = storeCalling(async () => null);

    store.dispatch(successShown('Profile saved'));
    expect(store.getState().notice.success?.message).toBe('Profile saved');
    await vi.advanceTimersByTimeAsync(SUCCESS_SNACKBAR_MS - 1_000);
    store.dispatch(successShown({ message: 'Password changed' }));
    await vi.advanceTimersByTimeAsync(SUCCESS_SNACKBAR_MS - 1);
    expect(store.getState().notice.success?.message).toBe('Password changed');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().notice.success).toBeNull();
  });
});

