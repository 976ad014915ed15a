import { getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ChatSettings, DataResponse, TransferTargets } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import {
  chatSettingsChangeRequested,
  chatSettingsLoaded,
  chatSettingsNeeded,
  chatSettingsSaved,
  transferTargetsLoaded,
  transferTargetsRequested,
} from './chatDeskSlice';
import { conversationsApi } from './conversationsApi';

function* loadSettings() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<ChatSettings> | false = yield* callApi(conversationsApi.chatSettings, http);
  if (answer) yield put(chatSettingsLoaded(answer.data));
}

function* saveSettings(action: ReturnType<typeof chatSettingsChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<ChatSettings> | false = yield* callApi(conversationsApi.saveChatSettings, http, action.payload);
  yield put(chatSettingsSaved(answer ? answer.data : null));
}

function* loadTargets() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<TransferTargets> | false = yield* callApi(conversationsApi.transferTargets, http);
  yield put(transferTargetsLoaded(answer ? answer.data : null));
}

export function* chatDeskSaga() {
  yield takeLatest(chatSettingsNeeded, loadSettings);
  yield takeLeading(chatSettingsChangeRequested, saveSettings);
  yield takeLatest(transferTargetsRequested, loadTargets);
}
