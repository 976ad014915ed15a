import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { fieldErrorsOf } from '../../../components/form/fieldErrors';
import type { Channel, DataResponse } from '../../../domain/inbox';
import { ApiError, type HttpClient } from '../../../services/http';
import { failureOf } from '../../errors/apiErrorRules';
import { callApi } from '../../errors/callApi';
import { apiFailed } from '../../errors/errorsSlice';
import { successShown } from '../../errors/noticeSlice';
import { channelWebchatApi } from './channelWebchatApi';
import { channelBody, formFieldErrors, pickWebchatChannel } from './channelWebchatRules';
import {
  selectChannelWebchat,
  webchatChannelLoadFailed,
  webchatChannelLoaded,
  webchatSaveFailed,
  webchatSaveRequested,
  webchatSaveSucceeded,
  webchatSettingsOpened,
  type ChannelWebchatState,
} from './channelWebchatSlice';

export interface ChannelWebchatDeps {
  http: HttpClient;
}

export const SAVED_MESSAGE = 'The web chat is saved.';

export function* channelWebchatSaga() {
  yield takeLatest(webchatSettingsOpened.type, load);
  yield takeLeading(webchatSaveRequested.type, save);
}

function* load(action: ReturnType<typeof webchatSettingsOpened>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<Channel[]> | false = yield* callApi(channelWebchatApi.list, http, action.payload.type);
  if (answer === false) {
    yield put(webchatChannelLoadFailed());
    return;
  }
  yield put(webchatChannelLoaded(pickWebchatChannel(answer.data, action.payload.type)));
}

type SaveOutcome = { ok: true; channel: Channel } | { ok: false; error: unknown };

async function store(http: HttpClient, type: string, channel: Channel | null, values: ReturnType<typeof webchatSaveRequested>['payload']): Promise<SaveOutcome> {
  try {
    const body = channelBody(values);
    const answer = channel ? await channelWebchatApi.update(http, channel.id, body) : await channelWebchatApi.create(http, type, body);
    return { ok: true, channel: answer.data };
  } catch (error) {
    return { ok: false, error };
  }
}

function* save(action: ReturnType<typeof webchatSaveRequested>) {
  const http: HttpClient = yield getContext('http');
  const { type, channel }: ChannelWebchatState = yield select(selectChannelWebchat);
  if (!type) return;
  const outcome: SaveOutcome = yield call(store, http, type, channel, action.payload);
  if (outcome.ok) {
    yield put(webchatSaveSucceeded(outcome.channel));
    yield put(successShown(SAVED_MESSAGE));
    return;
  }
  // A 400 is about the form: shown beside its fields. Anything else goes to the error dialog (spec §8).
  if (outcome.error instanceof ApiError && outcome.error.status === 400) {
    yield put(webchatSaveFailed({ message: outcome.error.message, fields: formFieldErrors(fieldErrorsOf(outcome.error)) }));
    return;
  }
  yield put(webchatSaveFailed({ message: '', fields: {} }));
  yield put(apiFailed(failureOf(outcome.error)));
}
