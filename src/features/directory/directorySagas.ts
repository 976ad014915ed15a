import { all, call, fork, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { DataResponse, Department, Member } from '../../domain/inbox';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { directoryApi } from './directoryApi';
import { REALTIME_EVENTS, type RealtimeEventOf } from '../../domain/realtimeEvents';
import { registerRealtimeHandlers } from '../realtime/realtimeHandlers';
import {
  directoryLoadFailed,
  directoryLoadStarted,
  directoryLoaded,
  directoryNeeded,
  directoryDepartmentsChanged,
  directoryStatusesChanged,
  selectDirectoryStatus,
} from './directorySlice';
import { shouldLoadDirectory } from './directoryRules';

export interface DirectoryDeps {
  http: HttpClient;
}

export function* directorySaga() {
  yield fork(registerRealtimeHandlers, {
    [REALTIME_EVENTS.agentStatus]: function* (events: RealtimeEventOf<'agent status'>[]) {
      yield put(directoryStatusesChanged(events.map((event) => event.payload)));
    },
    // Each event carries the whole list: the last of a burst is the current one.
    [REALTIME_EVENTS.departmentsChanged]: function* (events: RealtimeEventOf<'departments changed'>[]) {
      const last = events[events.length - 1];
      if (last) yield put(directoryDepartmentsChanged(last.payload.departments));
    },
  });
  yield takeLeading(directoryNeeded.type, loadDirectory);
}

function* loadDirectory() {
  const status: ReturnType<typeof selectDirectoryStatus> = yield select(selectDirectoryStatus);
  if (!shouldLoadDirectory(status)) return;
  yield put(directoryLoadStarted());
  const http: HttpClient = yield getContext('http');
  const [members, departments]: [Outcome<DataResponse<Member[]>>, Outcome<DataResponse<Department[]>>] = yield all([
    call(attempt, () => directoryApi.fetchMembers(http)),
    call(attempt, () => directoryApi.fetchDepartments(http)),
  ]);
  if (members.ok && departments.ok) {
    yield put(directoryLoaded({ members: listOf(members.value.data), departments: listOf(departments.value.data) }));
  } else {
    const failed = !members.ok ? members : !departments.ok ? departments : null;
    yield put(directoryLoadFailed(failed?.message || 'The members and departments could not be loaded.'));
  }
}

function listOf<T>(data: T[] | undefined): T[] {
  return Array.isArray(data) ? data : [];
}
