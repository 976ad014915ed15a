import { call, getContext, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { channelWebhookApi, type WebhookChannel } from './channelWebhookApi';
import { formFieldErrors } from './channelWebhookRules';
import {
  webhookChangeFailed,
  webhookChangeRequested,
  webhookChannelChanged,
  webhookChannelsLoaded,
  webhookChannelsLoadFailed,
  webhookCreated,
  webhookCreateFailed,
  webhookCreateRequested,
  webhookSecretRotationRequested,
  webhookSettingsOpened,
  type FormFailure,
} from './channelWebhookSlice';

export interface ChannelWebhookDeps {
  http: HttpClient;
}

export const CREATED_MESSAGE = 'The webhook channel is created.';
export const SAVED_MESSAGE = 'The webhook channel is saved.';
export const ROTATED_MESSAGE = 'A new secret is in use: update it in your system.';

export function* channelWebhookSaga() {
  yield takeLatest(webhookSettingsOpened.type, load);
  yield takeLeading(webhookCreateRequested.type, create);
  yield takeEvery(webhookChangeRequested.type, change);
  yield takeEvery(webhookSecretRotationRequested.type, rotate);
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WebhookChannel[]> | false = yield* callApi(channelWebhookApi.list, http);
  yield put(answer === false ? webhookChannelsLoadFailed() : webhookChannelsLoaded(answer.data));
}

/** A 400 is about the form and is shown beside its fields; anything else goes to the error dialog (spec §8). */
function* webhookFormFailure(error: unknown): Generator<unknown, FormFailure | null> {
  const failure: FormFailure | null = yield* formFailure(error, (status) => status === 400);
  return failure && { ...failure, fields: formFieldErrors(failure.fields) };
}

function* create(action: ReturnType<typeof webhookCreateRequested>) {
  const http: HttpClient = yield getContext('http');
  const body = { name: action.payload.name.trim(), url: action.payload.url.trim() };
  const outcome: FormOutcome<WebhookChannel> = yield call(formCall, () => channelWebhookApi.create(http, body));
  if (outcome.ok) {
    yield put(webhookCreated(outcome.value));
    yield put(successShown(CREATED_MESSAGE));
    return;
  }
  const failure: FormFailure | null = yield* webhookFormFailure(outcome.error);
  yield put(webhookCreateFailed(failure));
}

function* change(action: ReturnType<typeof webhookChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id, change: body } = action.payload;
  const outcome: FormOutcome<WebhookChannel> = yield call(formCall, () => channelWebhookApi.update(http, id, body));
  if (outcome.ok) {
    yield put(webhookChannelChanged(outcome.value));
    yield put(successShown(SAVED_MESSAGE));
    return;
  }
  const failure: FormFailure | null = yield* webhookFormFailure(outcome.error);
  yield put(webhookChangeFailed({ id, failure }));
}

function* rotate(action: ReturnType<typeof webhookSecretRotationRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WebhookChannel> | false = yield* callApi(channelWebhookApi.rotateSecret, http, action.payload.id);
  if (answer === false) {
    yield put(webhookChangeFailed({ id: action.payload.id, failure: null }));
    return;
  }
  yield put(webhookChannelChanged(answer.data));
  yield put(successShown(ROTATED_MESSAGE));
}
