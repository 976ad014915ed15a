import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { isMessageSound, type AlertsState as AlertsAnswer, type MessageSound } from '../../domain/alerts';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import type { VisibilityEvents } from '../../services/visibility';
import type { ConfigState } from '../config/configSlice';
import { conversationLoaded } from '../conversations/openConversationSlice';
import { callApi } from '../errors/callApi';
import { selectIsSpectating } from '../profile/profileSelectors';
import { realtimeSessionStarted, socketConnected, eventsReceived } from '../realtime/realtimeSlice';
import { ticketReceived } from '../tickets/ticketDetailSlice';
import { alertsApi, type ReadTarget } from './alertsApi';
import { isUnreadCounts, touchesTicket } from './alertsRules';
import { alertsLoaded, messageSoundChangeFailed, messageSoundChangeRequested, messageSoundSaved, unreadReceived } from './alertsSlice';
import { whenVisible } from './visibilityChannel';

export interface AlertsDeps {
  http: HttpClient;
  visibility: VisibilityEvents;
}

// The chat and tickets pages inject these slices on their first visit (the console's page registry):
// until then they are absent, and nothing is open.
type State = {
  config: ConfigState;
  openConversation?: { id: string | null };
  ticketDetail?: { id: string | null; detail: { ticket: { id: string; conversationId: string | null } } | null };
};

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

/** Marks what the member has on screen as read once the page is visible, and takes the new counts. */
function* markRead(target: ReadTarget, stillOpen: (state: State) => boolean) {
  yield call(whenVisible);
  const state: State = yield select((s: State) => s);
  if (!stillOpen(state) || selectIsSpectating(state)) return;
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome<{ data: { unread: unknown } }> = yield call(attempt, () => alertsApi.read(http, target));
  if (outcome.ok && isUnreadCounts(outcome.value.data.unread)) yield put(unreadReceived(outcome.value.data.unread));
}

/**
 * An opened (or re-read) conversation, an opened ticket, and changes to the ticket on screen are read;
 * one read at a time per kind, the newest wins.
 */
function* followReads() {
  const running: { conversation?: Task; ticket?: Task } = {};
  for (;;) {
    const action: { type: string; payload: unknown } = yield take([conversationLoaded.type, ticketReceived.type, eventsReceived.type]);
    const state: State = yield select((s: State) => s);
    let kind: 'conversation' | 'ticket';
    let task: Task;
    if (conversationLoaded.match(action)) {
      const id = action.payload.conversation.id;
      kind = 'conversation';
      if (running.conversation) yield cancel(running.conversation);
      task = yield fork(markRead, { conversationId: id }, (s: State) => s.openConversation?.id === id);
    } else {
      const open = state.ticketDetail;
      const ticket = open?.detail?.ticket;
      const changed = eventsReceived.match(action) ? ticket && touchesTicket(action.payload.events, ticket) : ticketReceived.match(action) && action.payload.id === open?.id;
      if (!changed || !open?.id) continue;
      const id = open.id;
      kind = 'ticket';
      if (running.ticket) yield cancel(running.ticket);
      task = yield fork(markRead, { ticketId: id }, (s: State) => s.ticketDetail?.id === id);
    }
    running[kind] = task;
  }
}

function* saveSound(action: ReturnType<typeof messageSoundChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: { data: { sound: MessageSound } } | false = yield* callApi(alertsApi.saveSound, http, action.payload);
  yield put(answer ? messageSoundSaved(answer.data.sound) : messageSoundChangeFailed());
}

export function* alertsSaga() {
  yield takeLatest([realtimeSessionStarted.type, socketConnected.type], load);
  yield takeLatest(messageSoundChangeRequested.type, saveSound);
  yield fork(followReads);
}
