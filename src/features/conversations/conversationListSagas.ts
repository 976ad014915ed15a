import { getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ConversationSummary, ListResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { cursorReset } from '../realtime/realtimeSlice';
import { listQuery } from './conversationListRules';
import {
  conversationListFailed,
  conversationListLoaded,
  conversationListRequested,
  moreConversationsFailed,
  moreConversationsLoaded,
  moreConversationsRequested,
  selectConversationList,
  type ConversationListState,
} from './conversationListSlice';
import { conversationsApi } from './conversationsApi';

function* loadFirstPage() {
  const http: HttpClient = yield getContext('http');
  const { view, meId }: ConversationListState = yield select(selectConversationList);
  if (!view || !meId) return;
  const answer: ListResponse<ConversationSummary> | false = yield* callApi(conversationsApi.list, http, listQuery(view, meId, null));
  yield put(answer ? conversationListLoaded(answer.data) : conversationListFailed());
}

function* loadMore() {
  const http: HttpClient = yield getContext('http');
  const { view, meId, nextCursor, moreStatus }: ConversationListState = yield select(selectConversationList);
  // The reducer only moves to 'loading' when there is a next page and nothing else is loading.
  if (!view || !meId || !nextCursor || moreStatus !== 'loading') return;
  const answer: ListResponse<ConversationSummary> | false = yield* callApi(conversationsApi.list, http, listQuery(view, meId, nextCursor));
  const now: ConversationListState = yield select(selectConversationList);
  // The view changed meanwhile: this page belongs to the old one.
  if (now.view !== view) return;
  yield put(answer ? moreConversationsLoaded(answer.data) : moreConversationsFailed());
}

/** The server could not replay what we missed: the list is read again from its first page. */
function* reloadAfterReset() {
  const { view, meId }: ConversationListState = yield select(selectConversationList);
  if (view && meId) yield put(conversationListRequested({ view, meId }));
}

export function* conversationListSaga() {
  yield takeLatest(conversationListRequested, loadFirstPage);
  yield takeLeading(moreConversationsRequested, loadMore);
  yield takeLatest(cursorReset, reloadAfterReset);
}
