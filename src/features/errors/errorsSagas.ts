import { delay, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Logger } from '../../services/logger';
import { logoutRequested } from '../auth/authSlice';
import { maintenanceDetected } from '../config/configSlice';
import { authRefreshRequested } from '../profile/profileSlice';
import { reactToApiError, type ApiFailure } from './apiErrorRules';
import { apiFailed, errorDialogShown, fullPageErrorShown } from './errorsSlice';
import { SUCCESS_SNACKBAR_MS, successHidden, successShown } from './noticeSlice';

export interface ErrorsDeps {
  logger: Logger;
}

export function* errorsSaga() {
  yield takeEvery(apiFailed.type, handleFailure);
  // A newer message restarts the timer, so it is never hidden early.
  yield takeLatest(successShown.type, hideSuccessLater);
}

function* handleFailure(action: PayloadAction<ApiFailure>) {
  const logger: Logger = yield getContext('logger');
  const reaction = reactToApiError(action.payload);
  logger.debug('api call failed', action.payload, reaction);
  switch (reaction.kind) {
    case 'signOut':
      yield put(logoutRequested());
      return;
    case 'maintenance':
      yield put(maintenanceDetected());
      return;
    case 'twoFactorSetup':
      yield put(authRefreshRequested());
      return;
    case 'fullPage':
      yield put(fullPageErrorShown({ message: reaction.message }));
      return;
    case 'dialog': {
      const { statusCode, errMsg, message, forceLogout } = reaction;
      yield put(errorDialogShown({ statusCode, errMsg, message, forceLogout }));
      return;
    }
  }
}

function* hideSuccessLater() {
  yield delay(SUCCESS_SNACKBAR_MS);
  yield put(successHidden());
}
