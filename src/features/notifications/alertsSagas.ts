import { call, getContext, put, race, take, takeLatest } from 'redux-saga/effects';
import { isMessageSound, type AlertsState as AlertsAnswer, type MessageSound } from '../../domain/alerts';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import type { VisibilityEvents } from '../../services/visibility';
import { callApi } from '../errors/callApi';
import { realtimeSessionStarted, socketConnected } from '../realtime/realtimeSlice';
import { alertsApi } from './alertsApi';
import { isUnreadCounts } from './alertsRules';
import { alertsLoaded, messageSoundChangeFailed, messageSoundChangeRequested, messageSoundSaved, unreadReceived } from './alertsSlice';

export interface AlertsDeps {
  http: HttpClient;
  visibility: VisibilityEvents;
}

/**
 * The drawer's counts: read at the start of a session and after every (re)connect (pushes missed while
 * away are not replayed), then kept by the socket's pushes and the answers to reads. A push that lands
 * while GET /alerts is under way is newer than its answer, which is then dropped.
 */
function* load() {
  const http: HttpClient = yield getContext('http');
  const { answer }: { answer?: Outcome<{ data: AlertsAnswer }> } = yield race({ answer: call(attempt, () => alertsApi.load(http)), pushed: take(unreadReceived) });
  if (!answer?.ok) return;
  const { unread, sound } = answer.value.data;
  if (isUnreadCounts(unread) && isMessageSound(sound)) yield put(alertsLoaded({ unread, sound }));
}

function* saveSound(action: ReturnType<typeof messageSoundChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: { data: { sound: MessageSound } } | false = yield* callApi(alertsApi.saveSound, http, action.payload);
  yield put(answer ? messageSoundSaved(answer.data.sound) : messageSoundChangeFailed());
}

export function* alertsSaga() {
  yield takeLatest([realtimeSessionStarted.type, socketConnected.type], load);
  yield takeLatest(messageSoundChangeRequested.type, saveSound);
}
