import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { LOGO_ACCEPT } from '../../domain/brandRules';
import type { DataResponse } from '../../domain/inbox';
import { BUSINESS_ERROR_STATUS, ApiError, type HttpClient } from '../../services/http';
import { selectWorkspace } from '../auth/authSlice';
import { conversationsApi, type UploadAnswer } from '../conversations/conversationsApi';
import { releaseFile, stagedFile } from '../conversations/outbox';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { personalizationApi, type BrandAnswer } from './personalizationApi';
import {
  brandLoaded,
  brandLoadFailed,
  brandLoadRequested,
  brandSaved,
  brandSaveFailed,
  brandSaveRequested,
  logoPicked,
  logoUploaded,
  logoUploadFailed,
} from './personalizationSlice';

export const BRAND_SAVED_MESSAGE = 'The brand is saved: consoles, the web chat and mails use it now.';

export function* personalizationSaga() {
  yield takeLatest(brandLoadRequested.type, load);
  yield takeLatest(brandSaveRequested.type, save);
  yield takeLeading(logoPicked.type, uploadLogo);
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<BrandAnswer> | false = yield* callApi(personalizationApi.load, http);
  yield put(answer === false ? brandLoadFailed() : brandLoaded(answer.data));
}

function* save(action: ReturnType<typeof brandSaveRequested>) {
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<BrandAnswer> = yield call(formCall, () => personalizationApi.save(http, action.payload));
  if (outcome.ok) {
    yield put(brandSaved(outcome.value));
    yield put(successShown(BRAND_SAVED_MESSAGE));
    return;
  }
  // A 400 (or another workspace's file, 404) goes beside the form; anything else to the error dialog.
  yield put(brandSaveFailed(yield* formFailure(outcome.error, (status) => status === 400 || status === 404)));
}

/** The picked logo into the workspace's upload store; the api checks its bytes (PNG, JPEG or SVG). */
function* uploadLogo({ payload }: ReturnType<typeof logoPicked>) {
  const http: HttpClient = yield getContext('http');
  const workspace: ReturnType<typeof selectWorkspace> = yield select(selectWorkspace);
  const file = stagedFile(payload.key);
  if (!file) return;
  const form = new FormData();
  if (workspace?.botid) form.append('botid', workspace.botid);
  form.append('accept', LOGO_ACCEPT);
  form.append('file', file, file.name);
  try {
    const answer: UploadAnswer = yield call(conversationsApi.upload, http, form);
    yield put(logoUploaded({ id: answer.data.id, url: answer.data.url }));
  } catch (error) {
    // The file refused for what it is (its content, a script in an SVG) is said beside the picker.
    const inForm = error instanceof ApiError && (error.status === 400 || error.status === BUSINESS_ERROR_STATUS || error.status === 413);
    const failure = yield* formFailure(error, () => inForm);
    yield put(logoUploadFailed(failure?.message ?? null));
  } finally {
    releaseFile(payload.key);
  }
}
