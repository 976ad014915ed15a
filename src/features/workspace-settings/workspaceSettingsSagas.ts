import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AuthResponse } from '../../domain/api';
import type { DataResponse, Page } from '../../domain/inbox';
import type { AuditLine, WorkspaceSettings } from '../../domain/workspaceSettingsRules';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { authApi } from '../auth/authApi';
import { statusReceived } from '../auth/authSlice';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { workspaceSettingsApi } from './workspaceSettingsApi';
import {
  auditFiltersChanged,
  auditLoaded,
  auditLoadFailed,
  auditMoreRequested,
  auditReloadRequested,
  selectAudit,
  workspaceSettingsLoaded,
  workspaceSettingsLoadFailed,
  workspaceSettingsOpened,
  workspaceSettingsSaved,
  workspaceSettingsSaveFailed,
  workspaceSettingsSaveRequested,
  type WorkspaceSettingsState,
} from './workspaceSettingsSlice';

export const SAVED_NOTICE = 'Workspace settings saved';

export function* workspaceSettingsSaga() {
  yield takeLatest(workspaceSettingsOpened.type, open);
  yield takeLeading(workspaceSettingsSaveRequested.type, save);
  yield takeLatest([auditFiltersChanged.type, auditReloadRequested.type], () => loadAudit(false));
  yield takeLeading(auditMoreRequested.type, () => loadAudit(true));
}

function* open() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WorkspaceSettings> | false = yield* callApi(workspaceSettingsApi.load, http);
  yield put(answer === false ? workspaceSettingsLoadFailed() : workspaceSettingsLoaded(answer.data));
  yield put(auditReloadRequested());
}

function* loadAudit(append: boolean) {
  const http: HttpClient = yield getContext('http');
  const audit: WorkspaceSettingsState['audit'] = yield select(selectAudit);
  const cursor = append ? (audit.nextCursor ?? undefined) : undefined;
  const answer: DataResponse<Page<AuditLine>> | false = yield* callApi(workspaceSettingsApi.audit, http, { ...audit.filters, cursor });
  yield put(answer === false ? auditLoadFailed() : auditLoaded({ page: answer.data, append }));
}

/** Saved: the shell's name and clock follow at once (the session's status read again), and the log shows the change. */
function* save(action: ReturnType<typeof workspaceSettingsSaveRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<WorkspaceSettings> = yield call(formCall, () => workspaceSettingsApi.save(http, action.payload));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400);
    yield put(workspaceSettingsSaveFailed(failure));
    return;
  }
  yield put(workspaceSettingsSaved(outcome.value));
  yield put(successShown(SAVED_NOTICE));
  const clock: Clock = yield getContext('clock');
  const auth: AuthResponse | false = yield* callApi(authApi.fetchStatus, http);
  if (auth !== false) yield put(statusReceived({ auth, receivedAt: clock.now() }));
  yield put(auditReloadRequested());
}
