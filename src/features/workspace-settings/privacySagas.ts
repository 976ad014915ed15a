import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { ErasedCounts, PrivacyContact } from '../../domain/privacyRules';
import type { HttpClient } from '../../services/http';
import { readFailed } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { auditReloadRequested } from './workspaceSettingsSlice';
import { privacyApi } from './privacyApi';
import { privacyErased, privacyEraseFailed, privacyEraseRequested, privacySearchChanged, privacySearchFailed, privacySearchLoaded } from './privacySlice';

export const ERASED_NOTICE = 'The contact and their data were erased';

export function* privacySaga() {
  yield takeLatest(privacySearchChanged.type, search);
  yield takeLeading(privacyEraseRequested.type, erase);
}

function* search(action: ReturnType<typeof privacySearchChanged>) {
  if (action.payload === '') return;
  const http: HttpClient = yield getContext('http');
  try {
    const answer: DataResponse<{ items: PrivacyContact[]; total: number }> = yield call(privacyApi.search, http, action.payload);
    yield put(privacySearchLoaded(answer.data));
  } catch (error) {
    yield* readFailed(error);
    yield put(privacySearchFailed());
  }
}

/** A wrong typed name is shown beside the input; the log shows the erasure (counts only) at once. */
function* erase(action: ReturnType<typeof privacyEraseRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id, confirmation } = action.payload;
  const outcome: FormOutcome<ErasedCounts> = yield call(formCall, () => privacyApi.erase(http, id, confirmation));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400 || status === 404);
    yield put(privacyEraseFailed(failure));
    return;
  }
  yield put(privacyErased(outcome.value));
  yield put(successShown(ERASED_NOTICE));
  yield put(auditReloadRequested());
}
