import { all, call, fork, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { Invitation, MembersOverview } from '../../domain/invitationRules';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { BUSINESS_ERROR_STATUS, type HttpClient } from '../../services/http';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import { memberAdminApi } from './memberAdminApi';
import {
  changeRefused,
  invitationChangeRequested,
  invitationsReceived,
  invited,
  inviteRefused,
  inviteRequested,
  memberAdminLoaded,
  memberAdminLoadFailed,
  memberAdminOpened,
  memberChangeRequested,
  overviewReceived,
  roleChangeRequested,
  selectMemberAdmin,
  statusChangeRequested,
  type MemberAdminState,
} from './memberAdminSlice';

// A refusal the page shows beside what was asked (a bad field, the last Administrator, a member already
// invited); any other failure goes to the shell (the error dialog, or spec §8's full-page errors such as
// 'Failed inviting member').
const onPage = (status: number) => status === 400 || status === 409 || status === BUSINESS_ERROR_STATUS;

export function* memberAdminSaga() {
  yield takeLatest(memberAdminOpened.type, load);
  yield takeLeading(inviteRequested.type, invite);
  yield takeEvery(invitationChangeRequested.type, changeInvitation);
  yield takeEvery(roleChangeRequested.type, ({ payload }: ReturnType<typeof roleChangeRequested>) =>
    changeMember((http) => memberAdminApi.setRole(http, payload.userId, payload.role)),
  );
  yield takeEvery(statusChangeRequested.type, ({ payload }: ReturnType<typeof statusChangeRequested>) =>
    changeMember((http) => memberAdminApi.setStatus(http, payload.userId, payload.status)),
  );
  yield takeEvery(memberChangeRequested.type, ({ payload }: ReturnType<typeof memberChangeRequested>) =>
    changeMember((http) => memberAdminApi.change(http, payload.userId, payload.change)),
  );
  // Live: a member's status, role or membership changed elsewhere (their own switch, another Administrator).
  yield fork(registerRealtimeHandlers, {
    [REALTIME_EVENTS.agentStatus]: refresh,
    [REALTIME_EVENTS.memberUpdated]: refresh,
    [REALTIME_EVENTS.memberRemoved]: refresh,
  });
}

function* load() {
  const http: HttpClient = yield getContext('http');
  try {
    const [overview, invitations]: [DataResponse<MembersOverview>, DataResponse<Invitation[]>] = yield all([
      call(memberAdminApi.overview, http),
      call(memberAdminApi.invitations, http),
    ]);
    yield put(memberAdminLoaded({ overview: overview.data, invitations: invitations.data }));
  } catch {
    yield put(memberAdminLoadFailed());
  }
}

function* refresh() {
  const { status }: MemberAdminState = yield select(selectMemberAdmin);
  if (status !== 'ready') return;
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<MembersOverview> = yield call(formCall, () => memberAdminApi.overview(http));
  if (outcome.ok) yield put(overviewReceived(outcome.value));
}

function* invite(action: ReturnType<typeof inviteRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<Invitation[]> = yield call(formCall, () => memberAdminApi.invite(http, action.payload));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, onPage);
    yield put(inviteRefused(failure));
    return;
  }
  yield put(invited(outcome.value));
  yield put(successShown(`Invitation sent to ${action.payload.email}.`));
}

function* changeInvitation(action: ReturnType<typeof invitationChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const { id, change } = action.payload;
  const run = change === 'resend' ? memberAdminApi.resend : memberAdminApi.revoke;
  const outcome: FormOutcome<Invitation[]> = yield call(formCall, () => run(http, id));
  if (!outcome.ok) return yield* refused(outcome.error);
  yield put(invitationsReceived(outcome.value));
  yield put(successShown(change === 'resend' ? 'Invitation sent again with a new link.' : 'Invitation revoked: its link no longer works.'));
}

function* changeMember(run: (http: HttpClient) => Promise<DataResponse<MembersOverview>>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<MembersOverview> = yield call(formCall, () => run(http));
  if (!outcome.ok) return yield* refused(outcome.error);
  yield put(overviewReceived(outcome.value));
}

function* refused(error: unknown) {
  const failure: FormFailure | null = yield* formFailure(error, onPage);
  yield put(changeRefused(failure?.message ?? null));
}
