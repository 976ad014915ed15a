import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { AuthResponse } from '../../domain/api';
import type { Clock } from '../../services/clock';
import type { HttpClient } from '../../services/http';
import { authApi } from '../auth/authApi';
import { statusReceived } from '../auth/authSlice';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { deleteWorkspaceApi } from './deleteWorkspaceApi';
import { deleteWorkspaceFailed, deleteWorkspaceRequested, workspaceDeleted } from './deleteWorkspaceSlice';

export const WORKSPACE_DELETED_NOTICE = 'The workspace was deleted';

export function* deleteWorkspaceSaga() {
  yield takeLeading(deleteWorkspaceRequested.type, remove);
}

/**
 * Deleted: the session's status is read again, now without a workspace, and the console's workspace guard
 * sends the Administrator to the page where a workspace is created or joined.
 */
function* remove(action: ReturnType<typeof deleteWorkspaceRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<{ sessionsMoved: number }> = yield call(formCall, () => deleteWorkspaceApi.remove(http, action.payload.name));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400);
    yield put(deleteWorkspaceFailed(failure));
    return;
  }
  yield put(workspaceDeleted());
  yield put(successShown(WORKSPACE_DELETED_NOTICE));
  const clock: Clock = yield getContext('clock');
  const auth: AuthResponse | false = yield* callApi(authApi.fetchStatus, http);
  if (auth !== false) yield put(statusReceived({ auth, receivedAt: clock.now() }));
}
