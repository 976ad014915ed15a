import { call, fork, getContext, put, takeLeading } from 'redux-saga/effects';
import type { BrowserLocation } from '../../services/browserLocation';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { accessChangeSaga } from './accessChangeSagas';
import { authApi } from './authApi';
import { FIRST_STEP, afterAttach, afterLogout, afterStatus, afterVerify, afterVerifyValue, type AuthStep } from './authRules';
import {
  loggedOut,
  loginRedirectStarted,
  logoutRequested,
  sessionCheckFailed,
  sessionCheckRequested,
  statusReceived,
} from './authSlice';

/** The transports these sagas read from the saga context. */
export interface AuthDeps {
  http: HttpClient;
  location: BrowserLocation;
  clock: Clock;
}

export function* authSaga() {
  yield takeLeading(sessionCheckRequested.type, checkSession);
  yield takeLeading(logoutRequested.type, logout);
  yield fork(accessChangeSaga);
}

/** GET /auth, and on 401 the SSO attach chain (attach → verify value → verify → GET /auth again). */
function* checkSession() {
  const http: HttpClient = yield getContext('http');
  const location: BrowserLocation = yield getContext('location');
  const clock: Clock = yield getContext('clock');

  let step: AuthStep = FIRST_STEP;
  for (;;) {
    switch (step.kind) {
      case 'checkStatus': {
        const attached = step.attached;
        const outcome: Outcome<Awaited<ReturnType<typeof authApi.fetchStatus>>> = yield call(attempt, () => authApi.fetchStatus(http));
        step = afterStatus(outcome, attached);
        break;
      }
      case 'fetchAttachUrl': {
        const outcome: Outcome<{ data: unknown }> = yield call(attempt, () => authApi.fetchAttachUrl(http));
        step = afterAttach(outcome, location.origin());
        break;
      }
      case 'fetchVerifyValue': {
        const url = step.url;
        const outcome: Outcome<{ data: unknown }> = yield call(attempt, () => authApi.fetchVerifyValue(http, url));
        step = afterVerifyValue(outcome);
        break;
      }
      case 'postVerify': {
        const verify = step.verify;
        const outcome: Outcome<unknown> = yield call(attempt, () => authApi.postVerify(http, verify));
        step = afterVerify(outcome);
        break;
      }
      case 'signedIn':
        yield put(statusReceived({ auth: step.auth, receivedAt: clock.now() }));
        return;
      case 'goToLogin':
        yield put(loginRedirectStarted());
        yield call([location, location.assign], step.url);
        return;
      case 'fail':
        yield put(sessionCheckFailed({ status: step.status, message: step.message }));
        return;
    }
  }
}

/** POST /auth/logout, forget the session locally whatever the answer, then go to the provider's login. */
function* logout() {
  const http: HttpClient = yield getContext('http');
  const location: BrowserLocation = yield getContext('location');
  const outcome: Outcome<{ data?: { login?: unknown } }> = yield call(attempt, () => authApi.logout(http));
  yield put(loggedOut());
  yield call([location, location.assign], afterLogout(outcome, location.origin()));
}
