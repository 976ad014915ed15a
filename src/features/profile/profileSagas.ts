import { call, fork, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { REALTIME_EVENTS, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import { fieldErrorsOf } from '../../components/form/fieldErrors';
import type { AuthResponse, AuthWorkspace } from '../../domain/api';
import type { Clock } from '../../services/clock';
import { ApiError, type HttpClient } from '../../services/http';
import { failureOf } from '../errors/apiErrorRules';
import { callApi } from '../errors/callApi';
import { apiFailed } from '../errors/errorsSlice';
import { successShown } from '../errors/noticeSlice';
import { attempt, type Outcome } from '../../services/outcome';
import { authApi } from '../auth/authApi';
import { selectUser, statusReceived } from '../auth/authSlice';
import { verificationRequested } from '../verification/verificationSlice';
import { resendAvailableAt } from '../verification/verificationRules';
import { profileApi, type ProfileUpdateAnswer } from './profileApi';
import { AVATAR_ACCEPT, afterProfileUpdate, answeredInForm, ownStatusChanged, type PasswordBody, type ProfileBody } from './profileRules';
import { routingSettingsOf } from '../../domain/routing';
import {
  authRefreshRequested,
  auxReasonsDismissed,
  auxReasonsReceived,
  auxReasonsRequested,
  avatarUploadFailed,
  avatarUploadRequested,
  avatarUploaded,
  menuClosed,
  passwordChangeRequested,
  profileSaveRequested,
  saveFailed,
  saveSucceeded,
  statusChangeFinished,
  statusChangeRequested,
} from './profileSlice';

export interface ProfileDeps {
  http: HttpClient;
  clock: Clock;
}

type State = { auth: { workspace: AuthWorkspace | null; user: { email: string } | null } };

export function* profileSaga() {
  yield fork(registerRealtimeHandlers, {
    [REALTIME_EVENTS.agentStatus]: function* (events: RealtimeEventOf<'agent status'>[]) {
      const me: ReturnType<typeof selectUser> = yield select(selectUser);
      if (ownStatusChanged(events.map((event) => event.payload), me)) yield call(refreshAuth);
    },
  });
  yield takeLeading([profileSaveRequested.type, passwordChangeRequested.type], save);
  yield takeLatest(avatarUploadRequested.type, uploadAvatar);
  yield takeLatest(statusChangeRequested.type, changeStatus);
  yield takeLatest(auxReasonsRequested.type, readAuxReasons);
  yield takeLatest(authRefreshRequested.type, refreshAuth);
}

/** Field errors the api gives with a 400, so the form can show them beside the fields. */
type UpdateOutcome = { ok: true; value: ProfileUpdateAnswer } | { ok: false; error: unknown; status: number; message: string; fields: Record<string, string> };

async function updateWithFields(http: HttpClient, body: ProfileBody | PasswordBody): Promise<UpdateOutcome> {
  try {
    return { ok: true, value: await profileApi.update(http, body) };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    return { ok: false, error, status: apiError?.status ?? 500, message: apiError?.message ?? String(error), fields: fieldErrorsOf(error) };
  }
}

function* save(action: ReturnType<typeof profileSaveRequested> | ReturnType<typeof passwordChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const clock: Clock = yield getContext('clock');
  const outcome: UpdateOutcome = yield call(updateWithFields, http, action.payload);
  if (!outcome.ok) {
    if (answeredInForm(outcome.status)) {
      yield put(saveFailed({ message: outcome.message, fields: outcome.fields }));
    } else {
      yield put(saveFailed({ message: '', fields: {} }));
      yield put(apiFailed(failureOf(outcome.error)));
    }
    return;
  }
  const { auth }: State = yield select();
  const fallbackTarget = 'email' in action.payload ? action.payload.email : (auth.user?.email ?? '');
  const step = afterProfileUpdate(outcome.value, fallbackTarget);
  yield put(saveSucceeded());
  if (step.kind === 'verify') {
    // The dialog is modal, so the menu gets out of its way.
    yield put(menuClosed());
    yield put(
      verificationRequested({
        action: step.action,
        target: step.target,
        form: { ...action.payload },
        resendAvailableAt: resendAvailableAt(clock.now()),
      }),
    );
    return;
  }
  if (step.message) yield put(successShown(step.message));
  yield call(refreshAuth);
}

function* uploadAvatar(action: ReturnType<typeof avatarUploadRequested>) {
  const http: HttpClient = yield getContext('http');
  const { auth }: State = yield select();
  const form = new FormData();
  form.append('file', action.meta.arg);
  form.append('accept', AVATAR_ACCEPT);
  if (auth.workspace) form.append('botid', auth.workspace.botid);
  const answer: { url?: unknown } | false = yield* callApi(profileApi.upload, http, form);
  if (answer && typeof answer.url === 'string') yield put(avatarUploaded(answer.url));
  else yield put(avatarUploadFailed(answer ? 'The upload gave no address.' : 'The photo could not be uploaded.'));
}

function* changeStatus(action: ReturnType<typeof statusChangeRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: unknown = yield* callApi(profileApi.changeStatus, http, action.payload);
  yield put(statusChangeFinished());
  if (answer !== false) yield call(refreshAuth);
}

/** The workspace's aux reasons to pick from; none (or a workspace that has none) goes aux at once. */
function* readAuxReasons() {
  const http: HttpClient = yield getContext('http');
  const answer: Awaited<ReturnType<typeof profileApi.routingSettings>> | false = yield* callApi(profileApi.routingSettings, http);
  if (answer === false) {
    yield put(auxReasonsDismissed());
    return;
  }
  const { auxReasons } = routingSettingsOf(answer.data);
  if (auxReasons.length === 0) yield put(statusChangeRequested('aux'));
  else yield put(auxReasonsReceived(auxReasons));
}

/** GET /auth again and store it, without the sign-in screen a full session check shows. */
function* refreshAuth() {
  const http: HttpClient = yield getContext('http');
  const clock: Clock = yield getContext('clock');
  const outcome: Outcome<AuthResponse> = yield call(attempt, () => authApi.fetchStatus(http));
  if (outcome.ok) yield put(statusReceived({ auth: outcome.value, receivedAt: clock.now() }));
}
