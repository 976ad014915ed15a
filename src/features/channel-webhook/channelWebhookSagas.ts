import { call, getContext, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import { ApiError, type HttpClient } from '../../services/http';
import { failureOf } from '../errors/apiErrorRules';
import { callApi } from '../errors/callApi';
import { apiFailed } from '../errors/errorsSlice';
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

type Outcome = { ok: true; channel: WebhookChannel } | { ok: false; error: unknown };

async function attempt(run: () => Promise<DataResponse<WebhookChannel>>): Promise<Outcome> {
  try {
    return { ok: true, channel: (await run()).data };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A 400 is about the form and is shown beside its fields; anything else goes to the error dialog (spec §8). */
function* formFailure(error: unknown): Generator<unknown, FormFailure | null> {
  if (error instanceof ApiError && error.status === 400) {
    const fields = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
    return { message: error.message, fields: formFieldErrors(fields) };
  }
  yield put(apiFailed(failureOf(error)));
  return null;
}

function* create(action: ReturnType<typeof webhookCreateRequested>) {
  const http: HttpClient = yield getContext('http');
  const body = { name: action.payload.name.trim(), url: action.payload.url.trim() };
  const outcome: Outcome = yield call(attempt, () => channelWebhookApi.create(http, body));
  if (outcome.ok) {
    yield put(webhookCreated(outcome.channel));
    yield put(successShown(CREATED_MESSAGE));
    return;
  }
  const failure: FormFailure | null = yield* formFailure(outcome.error);
  yield put(webhookCreateFailed(failure));
}

function* change(action: ReturnType<typeof webhookChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id, change: body } = action.payload;
  const outcome: Outcome = yield call(attempt, () => channelWebhookApi.update(http, id, body));
  if (outcome.ok) {
    yield put(webhookChannelChanged(outcome.channel));
    yield put(successShown(SAVED_MESSAGE));
    return;
  }
  const failure: FormFailure | null = yield* formFailure(outcome.error);
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
