import { call, delay, getContext, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BrowserLocation } from '../../services/browserLocation';
import { configRequested } from '../config/configSlice';
import { maintenanceEnded, maintenancePageLeft, maintenancePageOpened } from './maintenanceActions';
import { LANDING_URL, MAINTENANCE_RECHECK_MS } from './maintenanceRules';

export function* maintenanceSaga() {
  yield takeLatest(maintenancePageOpened.type, recheckWhileShown);
  yield takeLeading(maintenanceEnded.type, goToLanding);
}

function* recheckWhileShown() {
  yield race({ poll: call(recheckLoop), stop: take(maintenancePageLeft.type) });
}

function* recheckLoop() {
  for (;;) {
    yield delay(MAINTENANCE_RECHECK_MS);
    yield put(configRequested());
  }
}

function* goToLanding() {
  const location: BrowserLocation = yield getContext('location');
  yield call([location, location.assign], LANDING_URL);
}
