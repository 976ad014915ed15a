import { all, call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { channelSettingsApi, type ChannelTypeInfo, type ConnectionTest, type SettingsChannel } from './channelSettingsApi';
import {
  channelChanged,
  channelChangeFailed,
  channelChangeRequested,
  channelCreated,
  channelCreateFailed,
  channelCreateRequested,
  channelSecretRotated,
  channelSecretRotationRequested,
  channelTestAnswered,
  channelTestRequested,
  channelSettingsLoaded,
  channelSettingsLoadFailed,
  channelSettingsOpened,
  channelTypesLoaded,
  selectChannelSettings,
  type ChannelSettingsState,
} from './channelSettingsSlice';

export const CREATED_MESSAGE = 'The channel is created.';
export const SAVED_MESSAGE = 'The channel is saved.';
export const ROTATED_MESSAGE = 'A new secret is in use: copy the new values shown into the provider’s console or your system.';

export function* channelSettingsSaga() {
  yield takeLatest(channelSettingsOpened.type, load);
  yield takeLeading(channelCreateRequested.type, create);
  yield takeEvery(channelChangeRequested.type, change);
  yield takeEvery(channelSecretRotationRequested.type, rotate);
  yield takeEvery(channelTestRequested.type, testConnection);
}

function* loadTypes(http: HttpClient): Generator<unknown, boolean> {
  const { types }: ChannelSettingsState = (yield select(selectChannelSettings)) as ChannelSettingsState;
  if (types.status === 'ready') return true;
  const answer = (yield* callApi(channelSettingsApi.types, http)) as DataResponse<ChannelTypeInfo[]> | false;
  if (answer === false) return false;
  yield put(channelTypesLoaded(answer.data));
  return true;
}

function* loadChannels(http: HttpClient, type: string): Generator<unknown, SettingsChannel[] | false> {
  const answer = (yield* callApi(channelSettingsApi.list, http, type)) as DataResponse<SettingsChannel[]> | false;
  return answer === false ? false : answer.data;
}

function* load(action: ReturnType<typeof channelSettingsOpened>) {
  const http: HttpClient = yield getContext('http');
  const { type } = action.payload;
  const [typesOk, channels]: [boolean, SettingsChannel[] | false] = yield all([call(loadTypes, http), call(loadChannels, http, type)]);
  yield put(typesOk && channels !== false ? channelSettingsLoaded({ type, channels }) : channelSettingsLoadFailed());
}

/** A 400 is about the form and is shown beside its fields; anything else goes to the error dialog (spec §8). */
function* settingsFormFailure(error: unknown): Generator<unknown, FormFailure | null> {
  return yield* formFailure(error, (status) => status === 400);
}

function* create(action: ReturnType<typeof channelCreateRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<SettingsChannel> = yield call(formCall, () => channelSettingsApi.create(http, action.payload));
  if (outcome.ok) {
    yield put(channelCreated(outcome.value));
    yield put(successShown(CREATED_MESSAGE));
    return;
  }
  yield put(channelCreateFailed(yield* settingsFormFailure(outcome.error)));
}

function* change(action: ReturnType<typeof channelChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id, change: body } = action.payload;
  const outcome: FormOutcome<SettingsChannel> = yield call(formCall, () => channelSettingsApi.update(http, id, body));
  if (outcome.ok) {
    yield put(channelChanged(outcome.value));
    yield put(successShown(SAVED_MESSAGE));
    return;
  }
  yield put(channelChangeFailed({ id, failure: yield* settingsFormFailure(outcome.error) }));
}

function* rotate(action: ReturnType<typeof channelSecretRotationRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<SettingsChannel> | false = yield* callApi(channelSettingsApi.rotateSecret, http, action.payload.id);
  if (answer === false) {
    yield put(channelChangeFailed({ id: action.payload.id, failure: null }));
    return;
  }
  yield put(channelSecretRotated(answer.data));
  yield put(successShown(ROTATED_MESSAGE));
}

/** The answer is shown on the card in words; a failure to ask (network, 403) goes to the error dialog. */
function* testConnection(action: ReturnType<typeof channelTestRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id } = action.payload;
  const answer: DataResponse<ConnectionTest> | false = yield* callApi(channelSettingsApi.testConnection, http, id);
  yield put(channelTestAnswered({ id, answer: answer === false ? null : answer.data }));
}
