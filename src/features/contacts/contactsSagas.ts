import type { PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Contact, ContactDetail, DataResponse, ListResponse } from '../../domain/inbox';
import { fieldErrorsOf } from '../../components/form/fieldErrors';
import type { HttpClient } from '../../services/http';
import { failureOf } from '../errors/apiErrorRules';
import { readFailed } from '../errors/callApi';
import { apiFailed } from '../errors/errorsSlice';
import { contactsApi } from './contactsApi';
import { answeredInForm, type ContactBody } from './contactFormRules';
import { CANDIDATE_LIMIT, EMPTY_QUERY, SEARCH_DEBOUNCE_MS, listSearch } from './contactsRules';
import {
  contactDetailFailed,
  contactDetailLoaded,
  contactMergeFailed,
  contactMergeRequested,
  contactSaveFailed,
  contactSaveRequested,
  contactSaved,
  contactSelected,
  contactsFailed,
  contactsListRequested,
  contactsLoaded,
  contactsMerged,
  contactsPageOpened,
  contactsQueryChanged,
  mergeCandidatesFailed,
  mergeCandidatesLoaded,
  mergeSearchChanged,
  moreContactsFailed,
  moreContactsLoaded,
  moreContactsRequested,
  selectContactsState,
} from './contactsSlice';

export interface ContactsDeps {
  http: HttpClient;
}

export function* contactsSaga() {
  yield debounce(SEARCH_DEBOUNCE_MS, contactsQueryChanged.type, requestList);
  yield takeLatest([contactsPageOpened.type, contactsListRequested.type], loadFirstPage);
  yield takeLeading(moreContactsRequested.type, loadMore);
  yield takeLatest(contactSelected.type, loadDetail);
  yield takeLeading(contactSaveRequested.type, save);
  yield debounce(SEARCH_DEBOUNCE_MS, mergeSearchChanged.type, loadCandidates);
  yield takeLeading(contactMergeRequested.type, merge);
}

function* requestList() {
  yield put(contactsListRequested());
}

/** Saves and merges refused for their input are told in their dialog; anything else in the app's way. */
function* reportWrite(error: unknown, inDialog: (message: string, fields: Record<string, string>) => PayloadAction<unknown>) {
  const failure = failureOf(error);
  if (answeredInForm(failure.status)) {
    yield put(inDialog(failure.message, fieldErrorsOf(error)));
  } else {
    yield put(inDialog('', {}));
    yield put(apiFailed(failure));
  }
}

function* loadFirstPage() {
  const http: HttpClient = yield getContext('http');
  const { query, generation }: ReturnType<typeof selectContactsState> = yield select(selectContactsState);
  try {
    const answer: ListResponse<Contact> = yield call(contactsApi.list, http, listSearch(query, null));
    yield put(contactsLoaded({ generation, page: answer.data }));
  } catch (error) {
    yield put(contactsFailed({ generation }));
    yield* readFailed(error);
  }
}

function* loadMore() {
  const { query, generation, nextCursor, moreStatus }: ReturnType<typeof selectContactsState> = yield select(selectContactsState);
  if (moreStatus !== 'loading' || nextCursor === null) return;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: ListResponse<Contact> = yield call(contactsApi.list, http, listSearch(query, nextCursor));
    yield put(moreContactsLoaded({ generation, page: answer.data }));
  } catch (error) {
    yield put(moreContactsFailed({ generation }));
    yield* readFailed(error);
  }
}

function* loadDetail(action: PayloadAction<string | null>) {
  const id = action.payload;
  if (!id) return;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<ContactDetail> = yield call(contactsApi.get, http, id);
    yield put(contactDetailLoaded(answer.data));
  } catch (error) {
    const { status } = yield* readFailed(error);
    const message = status === 404 ? 'This contact does not exist any more, or was merged into another contact.' : 'Opps, something went wrong.';
    yield put(contactDetailFailed({ id, message }));
  }
}

function* save(action: PayloadAction<{ id: string; body: ContactBody }>) {
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<Contact> = yield call(contactsApi.update, http, action.payload.id, action.payload.body);
    yield put(contactSaved(answer.data));
  } catch (error) {
    yield* reportWrite(error, (message, fields) => contactSaveFailed({ message, fields }));
  }
}

function* loadCandidates(action: PayloadAction<string>) {
  const q = action.payload;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: ListResponse<Contact> = yield call(contactsApi.list, http, listSearch({ ...EMPTY_QUERY, q }, null, CANDIDATE_LIMIT + 1));
    yield put(mergeCandidatesLoaded({ q, items: answer.data.items }));
  } catch (error) {
    yield put(mergeCandidatesFailed({ q }));
    yield* readFailed(error);
  }
}

function* merge(action: PayloadAction<{ sourceId: string; intoId: string }>) {
  const { sourceId, intoId } = action.payload;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<ContactDetail> = yield call(contactsApi.merge, http, sourceId, intoId);
    yield put(contactsMerged({ kept: answer.data, mergedId: sourceId }));
  } catch (error) {
    yield* reportWrite(error, (message) => contactMergeFailed(message || 'The contacts could not be merged.'));
  }
}
