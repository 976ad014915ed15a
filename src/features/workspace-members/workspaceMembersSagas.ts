import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { WorkspaceTwoFactor } from '../../domain/twoFactor';
import { BUSINESS_ERROR_STATUS, type HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { workspaceMembersApi } from './workspaceMembersApi';
import { requirementDone, resetDone } from './workspaceMembersRules';
import {
  memberTwoFactorResetRequested,
  selectWorkspaceMembers,
  twoFactorRequirementChangeRequested,
  workspaceMembersChangeFailed,
  workspaceMembersLoaded,
  workspaceMembersLoadFailed,
  workspaceMembersOpened,
  type WorkspaceMembersState,
} from './workspaceMembersSlice';

export interface WorkspaceMembersDeps {
  http: HttpClient;
}

export function* workspaceMembersSaga() {
  yield takeLatest(workspaceMembersOpened.type, load);
  yield takeLeading(twoFactorRequirementChangeRequested.type, changeRequirement);
  yield takeLeading(memberTwoFactorResetRequested.type, reset);
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WorkspaceTwoFactor> | false = yield* callApi(workspaceMembersApi.load, http);
  yield put(answer === false ? workspaceMembersLoadFailed() : workspaceMembersLoaded(answer.data));
}

/** A business refusal (turn on your own first, nobody to reset) is shown on the page; the rest in the error dialog. */
function* failed(error: unknown) {
  const failure: FormFailure | null = yield* formFailure(error, (status) => status === BUSINESS_ERROR_STATUS);
  yield put(workspaceMembersChangeFailed(failure?.message ?? null));
}

function* changeRequirement(action: ReturnType<typeof twoFactorRequirementChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<WorkspaceTwoFactor> = yield call(formCall, () => workspaceMembersApi.setRequired(http, action.payload));
  if (!outcome.ok) return yield* failed(outcome.error);
  yield put(workspaceMembersLoaded(outcome.value));
  yield put(successShown(requirementDone(outcome.value.required)));
}

function* reset(action: ReturnType<typeof memberTwoFactorResetRequested>) {
  const http: HttpClient = yield getContext('http');
  const { data }: WorkspaceMembersState = yield select(selectWorkspaceMembers);
  const member = data?.members.find((m) => m.id === action.payload);
  const outcome: FormOutcome<WorkspaceTwoFactor> = yield call(formCall, () => workspaceMembersApi.resetTwoFactor(http, action.payload));
  if (!outcome.ok) return yield* failed(outcome.error);
  yield put(workspaceMembersLoaded(outcome.value));
  if (member) yield put(successShown(resetDone(member)));
}
