import { call, getContext, put } from 'redux-saga/effects';
import type { TabLock, TabRole } from '../../services/tabLock';
import { tabBlocked, tabOwned } from './oneTabSlice';

export interface OneTabDeps {
  tabLock: TabLock;
}

/** Asked once, when the console starts: the lock is then held for the tab's life. */
export function* oneTabSaga() {
  const lock: TabLock = yield getContext('tabLock');
  const role: TabRole = yield call([lock, lock.acquire]);
  yield put(role === 'owner' ? tabOwned() : tabBlocked());
}
