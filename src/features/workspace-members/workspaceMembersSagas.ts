import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { WorkspaceTwoFactor } from '../../domain/twoFactor';
import { ApiError, BUSINESS_ERROR_STATUS, type HttpClient } from '../../services/http';
import { failureOf } from '../errors/apiErrorRules';
import { callApi } from '../errors/callApi';
import { apiFailed } from '../errors/errorsSlice';
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

type Outcome = { ok: true; data: WorkspaceTwoFactor } | { ok: false; error: unknown };

async function attempt(run: () => Promise<DataResponse<WorkspaceTwoFactor>>): Promise<Outcome> {
  try {
    return { ok: true, data: (await run()).data };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A business refusal (turn on your own first, nobody to reset) is shown on the page; the rest in the error dialog. */
function* failed(error: unknown) {
  if (error instanceof ApiError && error.status === BUSINESS_ERROR_STATUS) {
    yield put(workspaceMembersChangeFailed(error.message));
    return;
  }
  yield put(workspaceMembersChangeFailed(null));
  yield put(apiFailed(failureOf(error)));
}

function* changeRequirement(action: ReturnType<typeof twoFactorRequirementChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: Outcome = yield call(attempt, () => workspaceMembersApi.setRequired(http, action.payload));
  if (!outcome.ok) return yield* failed(outcome.error);
  yield put(workspaceMembersLoaded(outcome.data));
  yield put(successShown(requirementDone(outcome.data.required)));
}

function* reset(action: ReturnType<typeof memberTwoFactorResetRequested>) {
  const http: HttpClient = yield getContext('http');
  const { data }: WorkspaceMembersState = yield select(selectWorkspaceMembers);
  const member = data?.members.find((m) => m.id === action.payload);
  const outcome: Outcome = yield call(attempt, () => workspaceMembersApi.resetTwoFactor(http, action.payload));
  if (!outcome.ok) return yield* failed(outcome.error);
  yield put(workspaceMembersLoaded(outcome.data));
  if (member) yield put(successShown(resetDone(member)));
}
