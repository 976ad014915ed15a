import { call, fork, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DepartmentSettings } from '../../domain/departmentRules';
import type { DataResponse } from '../../domain/inbox';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import { departmentsApi } from './departmentsApi';
import { removedNotice } from './departmentsRules';
import {
  channelDefaultDepartmentChangeRequested,
  defaultDepartmentChangeRequested,
  departmentChangeFailed,
  departmentChangeSucceeded,
  departmentCreateRequested,
  departmentMemberChangeRequested,
  departmentRemoveRequested,
  departmentRenameRequested,
  departmentsLoaded,
  departmentsLoadFailed,
  departmentsPageOpened,
  selectDepartmentsPage,
  type ChangeKey,
  type DepartmentsPageState,
} from './departmentsSlice';

export interface DepartmentsPageDeps {
  http: HttpClient;
}

export function* departmentsPageSaga() {
  // Another Administrator's change (or this one's, from another tab) reaches the page as it is open.
  yield fork(registerRealtimeHandlers, {
    [REALTIME_EVENTS.departmentsChanged]: function* () {
      const { status }: DepartmentsPageState = yield select(selectDepartmentsPage);
      if (status === 'ready') yield call(load);
    },
  });
  yield takeLatest(departmentsPageOpened.type, load);
  yield takeLeading(departmentCreateRequested.type, function* ({ payload }: ReturnType<typeof departmentCreateRequested>) {
    yield* change('create', (http) => departmentsApi.create(http, payload), () => `Created ${payload.trim()}.`);
  });
  yield takeLeading(departmentRenameRequested.type, function* ({ payload }: ReturnType<typeof departmentRenameRequested>) {
    yield* change(`rename:${payload.id}`, (http) => departmentsApi.rename(http, payload.id, payload.name), (d) => `Renamed to ${d.name}.`);
  });
  yield takeLeading(departmentRemoveRequested.type, remove);
  yield takeLeading(departmentMemberChangeRequested.type, function* ({ payload }: ReturnType<typeof departmentMemberChangeRequested>) {
    yield* change(`members:${payload.departmentId}`, (http) => departmentsApi.setMember(http, payload.departmentId, payload.userId, payload.member));
  });
  yield takeLeading(defaultDepartmentChangeRequested.type, function* ({ payload }: ReturnType<typeof defaultDepartmentChangeRequested>) {
    yield* change('default', (http) => departmentsApi.setDefault(http, payload), () => 'New conversations now go to the new default department.');
  });
  yield takeLeading(channelDefaultDepartmentChangeRequested.type, function* ({ payload }: ReturnType<typeof channelDefaultDepartmentChangeRequested>) {
    yield* change(`channel:${payload.channelId}`, (http) => departmentsApi.setChannelDefault(http, payload.channelId, payload.departmentId), () => 'Saved.');
  });
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<DepartmentSettings> | false = yield* callApi(departmentsApi.load, http);
  yield put(answer === false ? departmentsLoadFailed() : departmentsLoaded(answer.data));
}

const isSettings = (value: unknown): value is DepartmentSettings =>
  typeof value === 'object' && value !== null && Array.isArray((value as DepartmentSettings).departments) && Array.isArray((value as DepartmentSettings).channels);

/**
 * One change: a refusal about its input (400, 409) is shown beside the control, anything else in the error
 * dialog. The page then shows what the api answers (or reads it again when the answer is not the page's data).
 */
function* change<T>(key: ChangeKey, run: (http: HttpClient) => Promise<DataResponse<T>>, notice?: (value: T) => string) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<T> = yield call(formCall, () => run(http));
  if (!outcome.ok) {
    const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400 || status === 409);
    yield put(departmentChangeFailed({ key, failure }));
    return null;
  }
  if (isSettings(outcome.value)) yield put(departmentsLoaded(outcome.value));
  else yield call(load);
  yield put(departmentChangeSucceeded(key));
  if (notice) yield put(successShown(notice(outcome.value)));
  return outcome.value;
}

function* remove({ payload }: ReturnType<typeof departmentRemoveRequested>) {
  const { data }: DepartmentsPageState = yield select(selectDepartmentsPage);
  const name = (id: string) => data?.departments.find((d) => d.id === id)?.name ?? 'the department';
  const [removed, target] = [name(payload.id), name(payload.moveTo)];
  yield* change(`remove:${payload.id}`, (http) => departmentsApi.remove(http, payload.id, payload.moveTo), (r) => removedNotice(removed, target, r.movedTickets));
}
