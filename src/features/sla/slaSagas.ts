import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { SlaPolicy, SlaSettings } from '../../domain/sla';
import { isRecord } from '../../domain/validation';
import type { HttpClient } from '../../services/http';
import { readFailed } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { slaApi } from './slaApi';
import {
  slaChangeFailed,
  slaChangeSucceeded,
  slaLoaded,
  slaLoadFailed,
  slaPageOpened,
  slaPolicyCreateRequested,
  slaPolicyRemoved,
  slaPolicyRemoveRequested,
  slaPolicySaved,
  slaPolicyUpdateRequested,
  slaSettingsSaved,
  slaSettingsSaveRequested,
  type SlaChangeKey,
} from './slaSlice';

export const SETTINGS_SAVED = 'SLA settings saved. Open tickets get their new states in a moment.';
export const POLICY_SAVED = 'Policy saved. Open tickets get their new due times in a moment.';

export function* slaPageSaga() {
  yield takeLatest(slaPageOpened.type, load);
  yield takeLeading(slaPolicyCreateRequested.type, function* ({ payload }: ReturnType<typeof slaPolicyCreateRequested>) {
    yield* change('create', (http) => slaApi.create(http, payload), savedPolicy);
  });
  yield takeLeading(slaPolicyUpdateRequested.type, function* ({ payload }: ReturnType<typeof slaPolicyUpdateRequested>) {
    yield* change(`policy:${payload.id}`, (http) => slaApi.update(http, payload.id, payload.input), savedPolicy);
  });
  yield takeLeading(slaPolicyRemoveRequested.type, function* ({ payload }: ReturnType<typeof slaPolicyRemoveRequested>) {
    yield* change(`remove:${payload}`, (http) => slaApi.remove(http, payload), function* () {
      yield put(slaPolicyRemoved(payload));
      yield put(successShown('Policy deleted.'));
    });
  });
  yield takeLeading(slaSettingsSaveRequested.type, function* ({ payload }: ReturnType<typeof slaSettingsSaveRequested>) {
    yield* change('settings', (http) => slaApi.saveSettings(http, payload), function* (settings: SlaSettings) {
      yield put(slaSettingsSaved(settings));
      yield put(successShown(SETTINGS_SAVED));
    });
  });
}

function* load() {
  const http: HttpClient = yield getContext('http');
  try {
    const [policies, settings]: [DataResponse<SlaPolicy[]>, DataResponse<SlaSettings>] = yield all([call(slaApi.policies, http), call(slaApi.settings, http)]);
    yield put(slaLoaded({ policies: policies.data, settings: settings.data }));
  } catch (error) {
    yield put(slaLoadFailed());
    yield* readFailed(error);
  }
}

function* savedPolicy(answer: SlaPolicy) {
  // The contract answers the policy; anything else means the list is best read again.
  if (isRecord(answer) && typeof answer.id === 'string') yield put(slaPolicySaved(answer));
  else yield call(load);
  yield put(successShown(POLICY_SAVED));
}

/** One change: a 400 or a business refusal goes beside its inputs, anything else to the error dialog. */
function* change<T>(key: SlaChangeKey, run: (http: HttpClient) => Promise<DataResponse<T>>, then: (value: T) => Generator) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<T> = yield call(formCall, () => run(http));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400 || status === 409);
    yield put(slaChangeFailed({ key, failure }));
    return;
  }
  yield* then(outcome.value);
  yield put(slaChangeSucceeded(key));
}
