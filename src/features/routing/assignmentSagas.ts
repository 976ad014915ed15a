import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import { routingSettingsOf, type RoutingSettings } from '../../domain/routing';
import { ApiError, type HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { assignmentRowsOf, changedRows, prefixedFields, type AssignmentData, type AssignmentDraft } from './assignmentRules';
import {
  assignmentSettingsLoaded,
  assignmentSettingsLoadFailed,
  assignmentSettingsOpened,
  assignmentSettingsSaved,
  assignmentSettingsSaveFailed,
  assignmentSettingsSaveRequested,
  selectAssignmentSettings,
  type AssignmentState,
} from './assignmentSlice';
import { routingApi } from './routingApi';

export const ASSIGNMENT_SAVED = 'Assignment settings are saved.';

export function* assignmentSaga() {
  yield takeLatest(assignmentSettingsOpened.type, load);
  yield takeLeading(assignmentSettingsSaveRequested.type, save);
}

async function fetchAll(http: HttpClient): Promise<AssignmentData> {
  const [settings, directory, skills] = await Promise.all([routingApi.settings(http), routingApi.departments(http), routingApi.skills(http)]);
  // The settings as the form edits them: whatever else the answer carries stays out of the next save.
  return { settings: routingSettingsOf(settings.data), ...assignmentRowsOf(directory.data), skills: skills.data };
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const data: AssignmentData | false = yield* callApi(fetchAll, http);
  yield put(data === false ? assignmentSettingsLoadFailed() : assignmentSettingsLoaded(data));
}

/** A call about one department or channel: its 400 fields named as the form names them. */
async function about<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null) {
      throw new ApiError(400, error.message, { fields: prefixedFields(prefix, (error.body as { fields?: unknown }).fields) });
    }
    throw error;
  }
}

/** The settings, then each department and channel the form changed, one call each (the contract's routes). */
async function saveAll(http: HttpClient, saved: AssignmentData, draft: AssignmentDraft): Promise<DataResponse<RoutingSettings>> {
  const answer = await routingApi.saveSettings(http, draft.settings);
  for (const d of changedRows(saved.departments, draft.departments)) {
    await about(`departments.${d.id}`, () => routingApi.setDepartment(http, d.id, { assignmentMode: d.assignmentMode, skillId: d.skillId }));
  }
  for (const c of changedRows(saved.channels, draft.channels)) {
    await about(`channels.${c.id}`, () => routingApi.setChannel(http, c.id, c.skillId));
  }
  return answer;
}

function* save({ payload }: ReturnType<typeof assignmentSettingsSaveRequested>) {
  const http: HttpClient = yield getContext('http');
  const { data }: AssignmentState = yield select(selectAssignmentSettings);
  if (!data) return;
  const outcome: FormOutcome<RoutingSettings> = yield call(formCall, () => saveAll(http, data, payload));
  if (!outcome.ok) {
    // A 400 names the field beside its input; anything else goes to the error dialog (spec §8).
    yield put(assignmentSettingsSaveFailed(yield* formFailure(outcome.error, (status) => status === 400)));
    return;
  }
  // The departments' and channels' routing is kept as the form sent it: the settings' answer may not list it.
  yield put(assignmentSettingsLoaded({ ...data, settings: routingSettingsOf(outcome.value), departments: payload.departments, channels: payload.channels }));
  yield put(assignmentSettingsSaved());
  yield put(successShown(ASSIGNMENT_SAVED));
}
