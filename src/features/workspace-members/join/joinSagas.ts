import type { PayloadAction } from '@reduxjs/toolkit';
import { getContext, put, take, takeLeading } from 'redux-saga/effects';
import type { DataResponse } from '../../../domain/inbox';
import type { InvitationPreview } from '../../../domain/invitationRules';
import type { HttpClient } from '../../../services/http';
import { sessionCheckFailed, sessionCheckRequested, statusReceived } from '../../auth/authSlice';
import { callApi } from '../../errors/callApi';
import { joinApi } from './joinApi';
import { invitationPreviewed, joinOpened, joinStopped, workspaceJoined } from './joinSlice';

export function* joinSaga() {
  yield takeLeading(joinOpened.type, join);
}

/**
 * The link is checked before anything else, so an expired one shows its full-page error to anyone; then
 * the session (the mailed link passed the provider's login, sso/joinRoutes.ts), the accept, and the session
 * again, which now opens the joined workspace with the access list the invitation gave.
 */
function* join(action: PayloadAction<string>) {
  const http: HttpClient = yield getContext('http');
  const preview: DataResponse<InvitationPreview> | false = yield* callApi(joinApi.preview, http, action.payload);
  if (preview === false) {
    yield put(joinStopped());
    return;
  }
  yield put(invitationPreviewed(preview.data));
  yield put(sessionCheckRequested());
  const checked: { type: string } = yield take([statusReceived.type, sessionCheckFailed.type]);
  if (checked.type !== statusReceived.type) {
    yield put(joinStopped());
    return;
  }
  const accepted: unknown = yield* callApi(joinApi.accept, http, action.payload);
  if (accepted === false) {
    yield put(joinStopped());
    return;
  }
  yield put(sessionCheckRequested());
  yield take([statusReceived.type, sessionCheckFailed.type]);
  yield put(workspaceJoined());
}
