import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { WorkspaceExport } from '../../domain/workspaceExport';
import type { BrowserLocation } from '../../services/browserLocation';
import type { HttpClient } from '../../services/http';
import { callApi } from '../errors/callApi';
import { successShown } from '../errors/noticeSlice';
import { exportApi, type ExportLink } from './exportApi';
import {
  exportDownloadAnswered,
  exportDownloadRequested,
  exportsLoaded,
  exportsLoadFailed,
  exportsOpened,
  exportStarted,
  exportStartFailed,
  exportStartRequested,
} from './exportSlice';

export const STARTED_NOTICE = 'Export started: it is built in the background, you can leave this page.';

export function* workspaceExportSaga() {
  yield takeLatest(exportsOpened.type, load);
  yield takeLeading(exportStartRequested.type, start);
  yield takeLeading(exportDownloadRequested.type, download);
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WorkspaceExport[]> | false = yield* callApi(exportApi.list, http);
  yield put(answer === false ? exportsLoadFailed() : exportsLoaded(answer.data));
}

/** The api answers at once (202); the progress comes as 'export progress' events. A 409 goes to the error dialog. */
function* start() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<WorkspaceExport> | false = yield* callApi(exportApi.start, http);
  if (answer === false) {
    yield put(exportStartFailed());
    return;
  }
  yield put(exportStarted(answer.data));
  yield put(successShown(STARTED_NOTICE));
}

/** A fresh signed link each time (they last 15 minutes); the browser downloads the archive without leaving the page. */
function* download(action: ReturnType<typeof exportDownloadRequested>) {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<ExportLink> | false = yield* callApi(exportApi.link, http, action.payload);
  yield put(exportDownloadAnswered());
  if (answer === false) return;
  const location: BrowserLocation = yield getContext('location');
  yield call([location, location.assign], answer.data.url);
}
