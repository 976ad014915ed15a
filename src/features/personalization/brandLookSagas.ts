import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { DataResponse } from '../../domain/inbox';
import type { BrandLook } from '../../domain/brandRules';
import type { HttpClient } from '../../services/http';
import { attempt, type Outcome } from '../../services/outcome';
import { selectWorkspace, statusReceived } from '../auth/authSlice';
import { personalizationApi } from './personalizationApi';
import { brandLookReceived, type BrandLookState } from './brandLookSlice';

/** Reads the look once per workspace the console signs in to; a failed read keeps the product's own look. */
export function* brandLookSaga() {
  yield takeLatest(statusReceived.type, function* () {
    const workspace: ReturnType<typeof selectWorkspace> = yield select(selectWorkspace);
    const known: BrandLookState['workspaceId'] = yield select((state: { brandLook?: BrandLookState }) => state.brandLook?.workspaceId ?? null);
    if (!workspace || known === workspace.id) return;
    const http: HttpClient = yield getContext('http');
    const outcome: Outcome<DataResponse<BrandLook>> = yield call(attempt, () => personalizationApi.look(http));
    if (outcome.ok) yield put(brandLookReceived({ workspaceId: workspace.id, look: outcome.value.data }));
  });
}
