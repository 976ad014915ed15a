import { actionChannel, call, delay, fork, getContext, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { ConversationDetail, ConversationSummary, DataResponse, Message, Note, TicketSummary, TransferResult } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { cursorReset, eventsReceived } from '../realtime/realtimeSlice';
import { conversationsApi, type UploadAnswer } from './conversationsApi';
import { olderCursor, openChanges } from './openConversationRules';
import {
  assignRequested,
  conversationActionFailed,
  conversationChanged,
  conversationLoaded,
  conversationLoadFailed,
  conversationOpened,
  noteAdded,
  noteSubmitted,
  olderMessagesFailed,
  olderMessagesLoaded,
  olderMessagesRequested,
  reopenRequested,
  conversationTransferred,
  replyFailed,
  replyRetried,
  replyRetryFailed,
  replyRetryRequested,
  replySent,
  replySubmitted,
  replyUploaded,
  resolveRequested,
  selectOpenConversation,
  ticketMade,
  ticketRequested,
  transferRequested,
  type OpenConversationState,
} from './openConversationSlice';
import { releaseFile, stagedFile } from './outbox';

/** A customer's burst of messages is read (and marked read) once, this long after it began. */
export const MARK_READ_DELAY_MS = 1_000;

type WithBotId = { auth: { workspace: { botid: string } | null } };

function* loadConversation(action: ReturnType<typeof conversationOpened>) {
  const state: OpenConversationState = yield select(selectOpenConversation);
  if (state.id !== action.payload.id || state.status !== 'loading') return;
  yield call(readNewest, action.payload.id);
}

function* readNewest(id: string) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<ConversationDetail> | false = yield* callApi(conversationsApi.detail, http, id, null);
  yield put(answer ? conversationLoaded(answer.data) : conversationLoadFailed({ id }));
}

function* loadOlder() {
  const http: HttpClient = yield getContext('http');
  const state: OpenConversationState = yield select(selectOpenConversation);
  const before = olderCursor(state.messages);
  if (!state.id || state.olderStatus !== 'loading' || !before) return;
  const answer: DataResponse<ConversationDetail> | false = yield* callApi(conversationsApi.detail, http, state.id, before);
  yield put(answer ? olderMessagesLoaded(answer.data) : olderMessagesFailed());
}

/** While a conversation is open, what customers write there is read at once (the server marks it read). */
function* markReadWhileOpen() {
  for (;;) {
    const action: ReturnType<typeof eventsReceived> = yield take(eventsReceived);
    const state: OpenConversationState = yield select(selectOpenConversation);
    if (!state.id || state.status !== 'succeeded' || !openChanges(action.payload.events, state.id).inbound) continue;
    yield delay(MARK_READ_DELAY_MS);
    const now: OpenConversationState = yield select(selectOpenConversation);
    if (now.id === state.id && now.status === 'succeeded') yield call(readNewest, state.id);
  }
}

function* reloadAfterReset() {
  const state: OpenConversationState = yield select(selectOpenConversation);
  if (state.id && state.status === 'succeeded') yield call(readNewest, state.id);
}

/** Replies go out one at a time, in the order they were written. */
function* sendReplies() {
  const channel: Channel<ReturnType<typeof replySubmitted>> = yield actionChannel(replySubmitted);
  for (;;) {
    const action: ReturnType<typeof replySubmitted> = yield take(channel);
    yield call(sendReply, action.payload);
  }
}

function* sendReply({ conversationId, text, files, accept, template }: ReturnType<typeof replySubmitted>['payload']) {
  const http: HttpClient = yield getContext('http');
  const botid: string | undefined = yield select((state: WithBotId) => state.auth.workspace?.botid);
  const attachmentIds: string[] = [];
  for (const info of files) {
    if (info.uploadedId) {
      attachmentIds.push(info.uploadedId);
      continue;
    }
    const file = stagedFile(info.key);
    if (!file) continue;
    const form = new FormData();
    form.append('accept', accept);
    if (botid) form.append('botid', botid);
    form.append('file', file, file.name);
    const uploaded: UploadAnswer | false = yield* callApi(conversationsApi.upload, http, form);
    if (!uploaded) {
      yield put(replyFailed());
      return;
    }
    attachmentIds.push(uploaded.data.id);
  }
  for (const info of files) releaseFile(info.key);
  yield put(replyUploaded());
  const body = { text, ...(attachmentIds.length > 0 ? { attachmentIds } : {}), ...(template ? { meta: { template } } : {}) };
  const sent: DataResponse<Message> | false = yield* callApi(conversationsApi.send, http, conversationId, body);
  yield put(sent ? replySent(sent.data) : replyFailed());
}

function* addNote(action: ReturnType<typeof noteSubmitted>) {
  const http: HttpClient = yield getContext('http');
  const { conversationId, text } = action.payload;
  const answer: DataResponse<Note> | false = yield* callApi(conversationsApi.note, http, conversationId, text);
  yield put(answer ? noteAdded({ conversationId, note: answer.data }) : conversationActionFailed());
}

function* changeConversation(action: ReturnType<typeof assignRequested | typeof resolveRequested | typeof reopenRequested>) {
  const http: HttpClient = yield getContext('http');
  const { conversationId } = action.payload;
  const answer: DataResponse<ConversationSummary> | false = assignRequested.match(action)
    ? yield* callApi(conversationsApi.assign, http, conversationId, action.payload.assigneeId)
    : resolveRequested.match(action)
      ? yield* callApi(conversationsApi.resolve, http, conversationId)
      : yield* callApi(conversationsApi.reopen, http, conversationId);
  yield put(answer ? conversationChanged(answer.data) : conversationActionFailed());
}

function* transfer(action: ReturnType<typeof transferRequested>) {
  const http: HttpClient = yield getContext('http');
  const { conversationId, to, note } = action.payload;
  const body = to.kind === 'member' ? { memberId: to.id, note } : { departmentId: to.id, note };
  const answer: DataResponse<TransferResult> | false = yield* callApi(conversationsApi.transfer, http, conversationId, body);
  yield put(answer ? conversationTransferred(answer.data) : conversationActionFailed());
}

function* retryReply(action: ReturnType<typeof replyRetryRequested>) {
  const http: HttpClient = yield getContext('http');
  const { conversationId, messageId } = action.payload;
  const answer: DataResponse<Message> | false = yield* callApi(conversationsApi.retry, http, conversationId, messageId);
  yield put(answer ? replyRetried(answer.data) : replyRetryFailed({ messageId }));
}

function* makeTicket(action: ReturnType<typeof ticketRequested>) {
  const http: HttpClient = yield getContext('http');
  const { conversationId } = action.payload;
  const answer: DataResponse<TicketSummary> | false = yield* callApi(conversationsApi.makeTicket, http, conversationId);
  yield put(answer ? ticketMade({ conversationId, ticket: answer.data }) : conversationActionFailed());
}

export function* openConversationSaga() {
  yield takeLatest(conversationOpened, loadConversation);
  yield takeLeading(olderMessagesRequested, loadOlder);
  yield takeLatest(cursorReset, reloadAfterReset);
  yield takeEvery(noteSubmitted, addNote);
  yield takeLeading([assignRequested, resolveRequested, reopenRequested], changeConversation);
  yield takeLeading(ticketRequested, makeTicket);
  yield takeLeading(transferRequested, transfer);
  yield takeEvery(replyRetryRequested, retryReply);
  yield fork(sendReplies);
  yield fork(markReadWhileOpen);
}
