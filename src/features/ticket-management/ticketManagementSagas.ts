import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { TicketSettings } from '../../domain/api';
import type { HttpClient } from '../../services/http';
import { selectWorkspace } from '../auth/authSlice';
import { formCall, formFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { ticketManagementApi } from './ticketManagementApi';
import { ticketSettingsSaved, ticketSettingsSaveFailed, ticketSettingsSaveRequested } from './ticketManagementSlice';

export const SAVED_MESSAGE = 'Ticket settings are saved.';

export function* ticketManagementSaga() {
  yield takeLatest(ticketSettingsSaveRequested.type, save);
}

function* save(action: ReturnType<typeof ticketSettingsSaveRequested>) {
  const http: HttpClient = yield getContext('http');
  const workspace: ReturnType<typeof selectWorkspace> = yield select(selectWorkspace);
  if (!workspace) return;
  const outcome: FormOutcome<TicketSettings> = yield call(formCall, () => ticketManagementApi.save(http, workspace.id, action.payload));
  if (outcome.ok) {
    yield put(ticketSettingsSaved(outcome.value));
    yield put(successShown(SAVED_MESSAGE));
    return;
  }
  // A 400 names the field beside its input; anything else goes to the error dialog (spec §8).
  yield put(ticketSettingsSaveFailed(yield* formFailure(outcome.error, (status) => status === 400)));
}
