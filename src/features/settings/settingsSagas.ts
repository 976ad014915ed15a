import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { selectWorkspace } from '../auth/authSlice';
import { settingsApi, type SettingsAnswer } from './settingsApi';
import { customMessagesFrom, ticketSettingsFrom } from './settingsRules';
import { settingsLoaded, settingsLoadRequested } from './settingsSlice';

export interface SettingsDeps {
  http: HttpClient;
}

export function* settingsSaga() {
  yield takeLatest(settingsLoadRequested.type, loadSettings);
}

/** Both reads together; a failed one leaves its part empty (spec §8), the other is still stored. */
function* loadSettings() {
  const http: HttpClient = yield getContext('http');
  const workspace: ReturnType<typeof selectWorkspace> = yield select(selectWorkspace);
  if (!workspace) return;
  const [ticket, messages]: Outcome<SettingsAnswer>[] = yield all([
    call(attempt, () => settingsApi.fetchTicketSettings(http, workspace.id)),
    call(attempt, () => settingsApi.fetchCustomMessages(http, workspace.id)),
  ]);
  yield put(
    settingsLoaded({
      ticket: ticket?.ok ? ticketSettingsFrom(ticket.value.data) : {},
      customMessages: messages?.ok ? customMessagesFrom(messages.value.data) : [],
      ok: Boolean(ticket?.ok && messages?.ok),
    }),
  );
}
