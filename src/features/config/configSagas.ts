import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { statusReceived } from '../auth/authSlice';
import { ApiError, type HttpClient } from '../../services/http';
import type { Logger } from '../../services/logger';
import { configApi } from './configApi';
import { isMaintenanceAnswer, parseConfig, type RuntimeConfig } from './configRules';
import { configFailed, configReceived, configRequested, maintenanceDetected } from './configSlice';

export interface ConfigDeps {
  http: HttpClient;
  logger: Logger;
}

/** Reads the configuration at start and again after each sign-in (the answer then names the user's lists). */
export function* configSaga() {
  yield takeLatest([configRequested.type, statusReceived.type], readConfig);
  yield put(configRequested());
}

function* readConfig() {
  const http: HttpClient = yield getContext('http');
  const logger: Logger = yield getContext('logger');
  let answer: unknown;
  try {
    answer = yield call(configApi.fetch, http);
  } catch (error) {
    if (error instanceof ApiError && isMaintenanceAnswer(error.status, error.code)) {
      yield put(maintenanceDetected());
    } else {
      logger.warn('runtime configuration unavailable, using defaults', error);
      yield put(configFailed());
    }
    return;
  }
  const config: RuntimeConfig | null = parseConfig(answer);
  if (!config) {
    logger.warn('runtime configuration unreadable, using defaults');
    yield put(configFailed());
    return;
  }
  logger.setVerbose(config.me?.developer === true);
  logger.debug('runtime configuration', config);
  yield put(configReceived(config));
}
