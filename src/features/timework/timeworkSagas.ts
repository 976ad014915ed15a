import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BusinessCalendar, CalendarAssignments } from '../../domain/businessHours';
import type { DataResponse } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { readFailed } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { timeworkApi } from './timeworkApi';
import {
  calendarAssignmentsReceived,
  calendarAssignRequested,
  calendarDeleteRequested,
  calendarSaved,
  calendarSaveRequested,
  calendarsReceived,
  defaultCalendarRequested,
  timeworkChangeFailed,
  timeworkLoaded,
  timeworkLoadFailed,
  timeworkOpened,
  type TimeworkChangeKey,
} from './timeworkSlice';

export const SAVED_MESSAGE = 'The calendar is saved.';
export const DELETED_MESSAGE = 'The calendar is deleted: what used it now follows the default calendar.';

export function* timeworkSaga() {
  yield takeLatest(timeworkOpened.type, load);
  yield takeLeading(calendarSaveRequested.type, save);
  yield takeLeading(defaultCalendarRequested.type, function* ({ payload }: ReturnType<typeof defaultCalendarRequested>) {
    const list: BusinessCalendar[] | null = yield* change(`default:${payload}`, (http) => timeworkApi.setDefault(http, payload));
    if (list) yield put(calendarsReceived(list));
  });
  yield takeLeading(calendarDeleteRequested.type, function* ({ payload }: ReturnType<typeof calendarDeleteRequested>) {
    const list: BusinessCalendar[] | null = yield* change(`delete:${payload}`, (http) => timeworkApi.remove(http, payload));
    if (!list) return;
    yield put(calendarsReceived(list));
    // Departments and channels that used it now name none: read which use what again.
    yield call(reloadAssignments);
    yield put(successShown(DELETED_MESSAGE));
  });
  yield takeLeading(calendarAssignRequested.type, function* ({ payload }: ReturnType<typeof calendarAssignRequested>) {
    const { target, calendarId } = payload;
    const assignments: CalendarAssignments | null = yield* change(`${target.kind}:${target.id}`, (http) => timeworkApi.assign(http, target, calendarId));
    if (assignments) yield put(calendarAssignmentsReceived(assignments));
  });
}

function* load() {
  const http: HttpClient = yield getContext('http');
  try {
    const [calendars, assignments]: [DataResponse<BusinessCalendar[]>, DataResponse<CalendarAssignments>] = yield all([
      call(timeworkApi.calendars, http),
      call(timeworkApi.assignments, http),
    ]);
    yield put(timeworkLoaded({ calendars: calendars.data, assignments: assignments.data }));
  } catch (error) {
    yield* readFailed(error);
    yield put(timeworkLoadFailed());
  }
}

function* reloadAssignments() {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<CalendarAssignments> = yield call(formCall, () => timeworkApi.assignments(http));
  if (outcome.ok) yield put(calendarAssignmentsReceived(outcome.value));
}

function* save({ payload }: ReturnType<typeof calendarSaveRequested>) {
  const saved: BusinessCalendar | null = yield* change('save', (http) =>
    payload.id ? timeworkApi.change(http, payload.id, payload.calendar) : timeworkApi.create(http, payload.calendar),
  );
  if (!saved) return;
  const http: HttpClient = yield getContext('http');
  const list: FormOutcome<BusinessCalendar[]> = yield call(formCall, () => timeworkApi.calendars(http));
  yield put(calendarSaved(list.ok ? list.value : [saved]));
  yield put(successShown(SAVED_MESSAGE));
}

/** One change: a 400 goes beside the controls it names, anything else to the error dialog (spec §8). */
function* change<T>(key: TimeworkChangeKey, run: (http: HttpClient) => Promise<DataResponse<T>>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<T> = yield call(formCall, () => run(http));
  if (outcome.ok) return outcome.value;
  const failure: FormFailure | null = yield* formFailure(outcome.error, (status) => status === 400);
  yield put(timeworkChangeFailed({ key, failure }));
  return null;
}
