import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { AccessOverview, MemberAccess } from '../../domain/accessPresets';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { grantAccessApi } from './grantAccessApi';
import { rowOf, savedMessage } from './grantAccessRules';
import {
  accessSaveFailed,
  accessSaved,
  accessSaveRequested,
  grantAccessLoaded,
  grantAccessLoadFailed,
  grantAccessOpened,
  selectGrantAccess,
  type GrantAccessState,
} from './grantAccessSlice';

export interface GrantAccessDeps {
  http: HttpClient;
}

/** When the api refuses a save the dialog has nothing to add: the row says why (a bad list, a member gone). */
const NOT_SAVED = 'The access list was not saved.';
const shownInRow = (status: number) => status === 400 || status === 404;

export function* grantAccessSaga() {
  yield takeLatest(grantAccessOpened.type, load);
  // Rows save independently: one member's save never waits for another's.
  yield takeEvery(accessSaveRequested.type, save);
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<AccessOverview> | false = yield* callApi(grantAccessApi.load, http);
  yield put(answer === false ? grantAccessLoadFailed() : grantAccessLoaded(answer.data));
}

function* save(action: ReturnType<typeof accessSaveRequested>) {
  const userId = action.payload;
  const { data, drafts }: GrantAccessState = yield select(selectGrantAccess);
  const member = data?.members.find((m) => m.id === userId);
  if (!member) return;
  const { list } = rowOf(member, drafts[userId]);
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<MemberAccess> = yield call(formCall, () => grantAccessApi.save(http, userId, [...list]));
  if (outcome.ok) {
    yield put(accessSaved({ member: outcome.value, message: savedMessage(outcome.value) }));
    return;
  }
  const failure: FormFailure | null = yield* formFailure(outcome.error, shownInRow);
  yield put(accessSaveFailed({ userId, message: failure ? (failure.fields.access ?? failure.message) : NOT_SAVED }));
}
