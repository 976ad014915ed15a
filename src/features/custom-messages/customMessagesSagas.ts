import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CustomMessage } from '../../domain/api';
import type { ChannelAutoMessages } from '../../domain/autoMessageRules';
import type { Attachment, DataResponse } from '../../domain/inbox';
import { BUSINESS_ERROR_STATUS, type HttpClient } from '../../services/http';
import { selectWorkspace } from '../auth/authSlice';
import { conversationsApi, type UploadAnswer } from '../conversations/conversationsApi';
import { releaseFile, stagedFile } from '../conversations/outbox';
import { callApi } from '../errors/callApi';
import { formCall, formFailure, type FormFailure, type FormOutcome } from '../errors/formCall';
import { successShown } from '../errors/noticeSlice';
import { customMessagesReceived } from '../settings/settingsSlice';
import { customMessagesApi } from './customMessagesApi';
import {
  autoMessagesLoaded,
  autoMessagesLoadFailed,
  autoMessagesSaveRequested,
  cannedFilesPicked,
  cannedFilesUploaded,
  cannedReplyCreateRequested,
  cannedReplyRemoveRequested,
  cannedReplyUpdateRequested,
  customMessagesChangeFailed,
  customMessagesChangeSucceeded,
  customMessagesPageOpened,
  type ChangeKey,
} from './customMessagesSlice';

type Workspace = ReturnType<typeof selectWorkspace>;

export function* customMessagesPageSaga() {
  yield takeLatest(customMessagesPageOpened.type, load);
  yield takeLeading(cannedReplyCreateRequested.type, function* ({ payload }: ReturnType<typeof cannedReplyCreateRequested>) {
    yield* replies('create', (http, workspace) => customMessagesApi.create(http, workspace, payload), `Saved /${payload.shortcut.trim()}.`);
  });
  yield takeLeading(cannedReplyUpdateRequested.type, function* ({ payload }: ReturnType<typeof cannedReplyUpdateRequested>) {
    yield* replies(`reply:${payload.id}`, (http, workspace) => customMessagesApi.update(http, workspace, payload.id, payload.draft), 'Saved.');
  });
  yield takeLeading(cannedReplyRemoveRequested.type, function* ({ payload }: ReturnType<typeof cannedReplyRemoveRequested>) {
    yield* replies(`remove:${payload}`, (http, workspace) => customMessagesApi.remove(http, workspace, payload), 'Deleted.');
  });
  yield takeLeading(autoMessagesSaveRequested.type, saveAuto);
  yield takeLeading(cannedFilesPicked.type, uploadFiles);
}

/** A form's picked files into the workspace's upload store, one at a time; the form then holds their ids. */
function* uploadFiles({ payload }: ReturnType<typeof cannedFilesPicked>) {
  const http: HttpClient = yield getContext('http');
  const workspace: Workspace = yield select(selectWorkspace);
  const stored: Attachment[] = [];
  try {
    for (const info of payload.files) {
      const file = stagedFile(info.key);
      if (!file) continue;
      const form = new FormData();
      if (workspace?.botid) form.append('botid', workspace.botid);
      form.append('file', file, file.name);
      const answer: UploadAnswer = yield call(conversationsApi.upload, http, form);
      stored.push({ id: answer.data.id, name: answer.data.name, mime: answer.data.type, size: answer.data.size, url: answer.data.url });
    }
  } catch (error) {
    return yield* failed(payload.key, error);
  } finally {
    for (const info of payload.files) releaseFile(info.key);
  }
  yield put(cannedFilesUploaded({ key: payload.key, files: stored }));
}

function* load() {
  const http: HttpClient = yield getContext('http');
  const answer: DataResponse<ChannelAutoMessages[]> | false = yield* callApi(customMessagesApi.loadAuto, http);
  yield put(answer === false ? autoMessagesLoadFailed() : autoMessagesLoaded(answer.data));
}

/** A refusal about the input (400, a business refusal such as a taken shortcut) goes beside the form; the rest to the error dialog. */
function* failed(key: ChangeKey, error: unknown) {
  const failure: FormFailure | null = yield* formFailure(error, (status) => status === 400 || status === BUSINESS_ERROR_STATUS);
  yield put(customMessagesChangeFailed({ key, failure }));
}

/** A canned-reply change: its answer is the list this member sees, which the composer uses too. */
function* replies(key: ChangeKey, run: (http: HttpClient, workspace: string) => Promise<DataResponse<CustomMessage[]>>, notice: string) {
  const http: HttpClient = yield getContext('http');
  const workspace: Workspace = yield select(selectWorkspace);
  const outcome: FormOutcome<CustomMessage[]> = yield call(formCall, () => run(http, workspace?.id ?? ''));
  if (!outcome.ok) return yield* failed(key, outcome.error);
  yield put(customMessagesReceived(outcome.value));
  yield put(customMessagesChangeSucceeded(key));
  yield put(successShown(notice));
}

function* saveAuto({ payload }: ReturnType<typeof autoMessagesSaveRequested>) {
  const key: ChangeKey = `channel:${payload.channelId}`;
  const http: HttpClient = yield getContext('http');
  const outcome: FormOutcome<ChannelAutoMessages[]> = yield call(formCall, () => customMessagesApi.saveAuto(http, payload.channelId, payload.messages));
  if (!outcome.ok) return yield* failed(key, outcome.error);
  yield put(autoMessagesLoaded(outcome.value));
  yield put(customMessagesChangeSucceeded(key));
  yield put(successShown('Automatic messages saved.'));
}
