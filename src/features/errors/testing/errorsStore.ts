// Test support: a store with the real errors saga (dialog, sign-out, 402 message) beside one saga under test.
import type { Saga } from 'redux-saga';
import { vi } from 'vitest';
import { makeStore } from '../../../app/makeStore';
import { ApiError } from '../../../services/http';
import { silentLogger } from '../../../services/logger';
import { authSlice } from '../../auth/authSlice';
import { configSlice } from '../../config/configSlice';
import { errorsSaga } from '../errorsSagas';
import { errorsSlice } from '../errorsSlice';
import { noticeSlice } from '../noticeSlice';

export function storeWithErrorsSaga(saga: Saga) {
  return makeStore({
    reducer: { auth: authSlice.reducer, config: configSlice.reducer, errors: errorsSlice.reducer, notice: noticeSlice.reducer },
    deps: {
      logger: silentLogger,
      http: { get: vi.fn(), post: vi.fn(async () => ({})), put: vi.fn() },
      location: { assign: vi.fn(), origin: () => 'http://localhost' },
    },
    sagas: [errorsSaga, saga],
  });
}

/** An api call that fails with this error. */
export const failingWith = (error: ApiError) => async () => {
  throw error;
};
