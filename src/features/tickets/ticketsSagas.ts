import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ContactDetail, DataResponse, ListResponse, Note, TicketDetail, TicketSummary } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi, readFailed } from '../errors/callApi';
import { cursorReset } from '../realtime/realtimeSlice';
import type { BulkJob, BulkOperation } from '../../domain/ticketBulk';
import { bulkAnswered, bulkRefused, bulkRequested, selectBulkSelection } from './ticketBulkSlice';
import { selectionRequest } from './ticketBulkRules';
import { pageSearch } from './ticketQuery';
import {
  mergeCandidatesFailed,
  mergeCandidatesReceived,
  mergeCandidatesRequested,
  noteAdded,
  selectTicketDetail,
  ticketActionFinished,
  ticketActionRequested,
  ticketFailed,
  ticketMerged,
  ticketOpened,
  ticketReceived,
  type TicketAction,
} from './ticketDetailSlice';
import {
  firstPageFailed,
  firstPageReceived,
  listRequested,
  moreFailed,
  moreReceived,
  moreRequested,
  selectTicketList,
  ticketChanged,
} from './ticketListSlice';
import { mergeCandidates } from './ticketsRules';
import { ticketsApi } from './ticketsApi';

export interface TicketsDeps {
  http: HttpClient;
}

export function* ticketsSaga() {
  yield takeLatest(listRequested.type, loadFirstPage);
  yield takeLeading(moreRequested.type, loadMore);
  yield takeLatest(ticketOpened.type, loadDetail);
  yield takeEvery(ticketActionRequested.type, runAction);
  yield takeLatest(mergeCandidatesRequested.type, loadCandidates);
  yield takeLatest(cursorReset.type, reloadAfterReset);
  yield takeLeading(bulkRequested.type, runBulk);
}

/**
 * The realtime server could not replay what this console missed: the list and the open ticket are read
 * again, since events alone can no longer bring them up to date.
 */
function* reloadAfterReset() {
  const list: ReturnType<typeof selectTicketList> = yield select(selectTicketList);
  if (list.status !== 'idle') yield put(listRequested({ key: list.key, filters: list.filters, viewer: list.viewer }));
  const detail: ReturnType<typeof selectTicketDetail> = yield select(selectTicketDetail);
  if (detail.id) yield put(ticketOpened(detail.id));
}

function* loadFirstPage(action: PayloadAction<{ key: string }>) {
  const { key } = action.payload;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: ListResponse<TicketSummary> = yield call(ticketsApi.list, http, pageSearch(key, null));
    yield put(firstPageReceived({ key, page: answer.data }));
  } catch (error) {
    yield put(firstPageFailed({ key }));
    yield* readFailed(error);
  }
}

function* loadMore() {
  const list: ReturnType<typeof selectTicketList> = yield select(selectTicketList);
  if (list.moreStatus !== 'loading' || list.nextCursor === null) return;
  const { key } = list;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: ListResponse<TicketSummary> = yield call(ticketsApi.list, http, pageSearch(key, list.nextCursor));
    yield put(moreReceived({ key, page: answer.data }));
  } catch (error) {
    yield put(moreFailed({ key }));
    yield* readFailed(error);
  }
}

function* loadDetail(action: PayloadAction<string>) {
  const id = action.payload;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<TicketDetail> = yield call(ticketsApi.get, http, id);
    yield put(ticketReceived({ id, detail: answer.data }));
  } catch (error) {
    const failure = yield* readFailed(error);
    yield put(ticketFailed({ id, message: failure.status === 404 ? 'This ticket does not exist or is not yours to see.' : 'Opps, something went wrong.' }));
  }
}

function callFor(http: HttpClient, action: TicketAction): Promise<DataResponse<TicketSummary> | DataResponse<Note>> {
  switch (action.kind) {
    case 'assign':
      return ticketsApi.assign(http, action.ticketId, action.assigneeId);
    case 'take':
      return ticketsApi.take(http, action.ticketId);
    case 'status':
      return ticketsApi.setStatus(http, action.ticketId, action.status);
    case 'priority':
      return ticketsApi.setPriority(http, action.ticketId, action.priority);
    case 'department':
      return ticketsApi.setDepartment(http, action.ticketId, action.departmentId);
    case 'tags':
      return ticketsApi.setTags(http, action.ticketId, action.tags);
    case 'note':
      return ticketsApi.addNote(http, action.ticketId, action.text);
    case 'merge':
      return ticketsApi.merge(http, action.ticketId, action.intoId);
  }
}

/** One change of the detail pane; a failure goes to the error dialog (spec §8) and changes nothing. */
function* runAction({ payload }: PayloadAction<TicketAction>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<TicketSummary> | DataResponse<Note> | false = yield* callApi(callFor, http, payload);
  if (answer !== false) {
    if (payload.kind === 'note') {
      yield put(noteAdded({ ticketId: payload.ticketId, note: answer.data as Note }));
    } else {
      yield put(ticketChanged(answer.data as TicketSummary));
      if (payload.kind === 'merge') yield put(ticketMerged({ ticketId: payload.ticketId, intoId: payload.intoId }));
    }
  }
  yield put(ticketActionFinished({ ticketId: payload.ticketId }));
}

/** One request for the whole selection; the answer is the summary, or the job whose progress follows. */
function* runBulk({ payload }: PayloadAction<BulkOperation>) {
  const http: HttpClient = yield getContext('http');
  const selection: ReturnType<typeof selectBulkSelection> = yield select(selectBulkSelection);
  const answer: DataResponse<BulkJob> | false = yield* callApi(ticketsApi.bulk, http, { selection: selectionRequest(selection), operation: payload });
  yield put(answer === false ? bulkRefused() : bulkAnswered(answer.data));
}

function* loadCandidates(action: PayloadAction<{ ticketId: string; contactId: string }>) {
  const { ticketId, contactId } = action.payload;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<ContactDetail> = yield call(ticketsApi.contact, http, contactId);
    yield put(mergeCandidatesReceived({ ticketId, tickets: mergeCandidates(answer.data.tickets, ticketId) }));
  } catch (error) {
    yield put(mergeCandidatesFailed({ ticketId }));
    yield* readFailed(error);
  }
}
