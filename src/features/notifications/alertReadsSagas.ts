// Reading what is on screen: the chat and tickets pages start this saga with their state (their page
// modules), so the console's first load carries neither their slices nor this.

import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import type { ConfigState } from '../config/configSlice';
import { conversationLoaded } from '../conversations/openConversationSlice';
import { selectIsSpectating } from '../profile/profileSelectors';
import { eventsReceived } from '../realtime/realtimeSlice';
import { ticketReceived } from '../tickets/ticketDetailSlice';
import { alertsApi, type ReadTarget } from './alertsApi';
import { touchesTicket, isUnreadCounts } from './alertsRules';
import { unreadReceived } from './alertsSlice';
import { whenVisible } from './visibilityChannel';

// The chat and tickets pages inject these slices on their first visit (the console's page registry):
// until then they are absent, and nothing is open.
type State = {
  config: ConfigState;
  openConversation?: { id: string | null };
  ticketDetail?: { id: string | null; detail: { ticket: { id: string; conversationId: string | null } } | null };
};

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
export function* alertReadsSaga() {
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

