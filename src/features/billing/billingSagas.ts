import { call, delay, fork, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { AuthWorkspace } from '../../domain/api';
import { BILLING_DIALOG_CHECK_MS, BILLING_STATUS_POLL_MS } from '../../domain/constants';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { loggedOut, statusReceived } from '../auth/authSlice';
import { selectOneTabBlocked, tabBlocked } from '../one-tab/oneTabSlice';
import { billingApi, type BillingStatusAnswer } from './billingApi';
import { BILLING_SIGNATURE_HEADER, afterBillingStatus, billingWarnings, signatureHeaderValue, visibleFeatures } from './billingRules';
import {
  availableFeaturesReceived,
  availableFeaturesRequested,
  billingStatusFailed,
  billingStatusReceived,
  billingStopped,
  billingWarningShown,
  type BillingState,
} from './billingSlice';

export interface BillingDeps {
  http: HttpClient;
  clock: Clock;
}

type State = { auth: { workspace: AuthWorkspace | null }; billing: BillingState; oneTab: { role: 'pending' | 'owner' | 'blocked' } };
const selectWorkspace = (state: State) => state.auth.workspace;

/**
 * Billing runs from the first signed-in status with a workspace until logout (or billing/stopped). A tab
 * that another tab blocks (one-tab rule) neither polls nor warns: it shows only the one-tab dialog.
 */
export function* billingSaga() {
  yield takeLatest(availableFeaturesRequested.type, readAvailableFeatures);
  for (;;) {
    const action: ReturnType<typeof statusReceived> = yield take(statusReceived.type);
    // A member held for two-factor set-up gets 403 on every workspace call: billing waits until they are done.
    if (!action.payload.auth.workspace || action.payload.auth.twoFactorSetupRequired) continue;
    const blocked: boolean = yield select(selectOneTabBlocked);
    if (blocked) continue;
    const { stop } = yield race({ run: call(runBilling), stop: take([billingStopped.type, loggedOut.type, tabBlocked.type]) });
    const http: HttpClient = yield getContext('http');
    http.setDefaultHeader?.(BILLING_SIGNATURE_HEADER, null);
    if (stop && (stop as { type: string }).type !== billingStopped.type) yield put(billingStopped());
  }
}

function* runBilling() {
  yield call(readStatus);
  yield fork(checkWarnings);
  for (;;) {
    yield delay(BILLING_STATUS_POLL_MS);
    yield call(readStatus);
  }
}

function* fetchStatus(workspaceId: string) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<BillingStatusAnswer> = yield call(attempt, () => billingApi.fetchStatus(http, workspaceId));
  return outcome;
}

/** POST /billing/status; with no package and no feature, POST /billing/default and read it again (once). */
function* readStatus() {
  const http: HttpClient = yield getContext('http');
  const workspace: AuthWorkspace | null = yield select(selectWorkspace);
  if (!workspace) return;
  let outcome: Outcome<BillingStatusAnswer> = yield call(fetchStatus, workspace.id);
  if (outcome.ok && afterBillingStatus(outcome.value.package, visibleFeatures(outcome.value.features)).kind === 'setDefault') {
    yield call(attempt, () => billingApi.setDefault(http, workspace.id));
    outcome = yield call(fetchStatus, workspace.id);
  }
  if (!outcome.ok) {
    yield put(billingStatusFailed(outcome.message));
    return;
  }
  const answer = outcome.value;
  http.setDefaultHeader?.(BILLING_SIGNATURE_HEADER, signatureHeaderValue(answer.package, answer.signature));
  yield put(
    billingStatusReceived({
      package: answer.package,
      features: visibleFeatures(answer.features),
      signature: answer.signature,
      quota: answer.quota ?? null,
    }),
  );
  yield call(readAvailableFeatures);
}

function* readAvailableFeatures() {
  const http: HttpClient = yield getContext('http');
  const workspace: AuthWorkspace | null = yield select(selectWorkspace);
  if (!workspace) return;
  const outcome: Outcome<{ available: number }> = yield call(attempt, () => billingApi.fetchAvailableFeatures(http, workspace.botid));
  if (outcome.ok && typeof outcome.value.available === 'number') yield put(availableFeaturesReceived(outcome.value.available));
}

/** Spec §9: the warning is decided now and then every 3 hours. */
function* checkWarnings() {
  const clock: Clock = yield getContext('clock');
  for (;;) {
    const { billing }: State = yield select();
    const messages = billingWarnings({
      package: billing.package,
      mauAvailable: billing.quota?.mauAvailable ?? null,
      conversationsAvailable: billing.availableFeatures.loaded
        ? billing.availableFeatures.available
        : (billing.quota?.conversationsAvailable ?? null),
      now: clock.now(),
    });
    if (messages.length > 0) yield put(billingWarningShown(messages));
    yield delay(BILLING_DIALOG_CHECK_MS);
  }
}
