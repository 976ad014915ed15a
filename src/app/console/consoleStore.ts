import type { StateFromReducersMapObject } from '@reduxjs/toolkit';
import { authSaga, type AuthDeps } from '../../features/auth/authSagas';
import { authSlice } from '../../features/auth/authSlice';
import { billingSaga, type BillingDeps } from '../../features/billing/billingSagas';
import { billingSlice } from '../../features/billing/billingSlice';
import { makeStore } from '../makeStore';
import { notificationsSaga, type NotificationsDeps } from '../../features/notifications/notificationsSagas';
import { notificationsSlice } from '../../features/notifications/notificationsSlice';
import { oneTabSaga, type OneTabDeps } from '../../features/one-tab/oneTabSagas';
import { oneTabSlice } from '../../features/one-tab/oneTabSlice';
import { realtimeSaga, type RealtimeDeps } from '../../features/realtime/realtimeSagas';
import { realtimeSlice } from '../../features/realtime/realtimeSlice';
import { settingsSaga, type SettingsDeps } from '../../features/settings/settingsSagas';
import { settingsSlice } from '../../features/settings/settingsSlice';

export const consoleReducer = {
  auth: authSlice.reducer,
  billing: billingSlice.reducer,
  realtime: realtimeSlice.reducer,
  settings: settingsSlice.reducer,
  notifications: notificationsSlice.reducer,
  oneTab: oneTabSlice.reducer,
};

export type ConsoleState = StateFromReducersMapObject<typeof consoleReducer>;
export type ConsoleDeps = AuthDeps & BillingDeps & RealtimeDeps & SettingsDeps & NotificationsDeps & OneTabDeps;

export function makeConsoleStore(deps: ConsoleDeps, preloadedState?: Partial<ConsoleState>) {
  return makeStore({
    reducer: consoleReducer,
    deps,
    sagas: [authSaga, billingSaga, oneTabSaga, settingsSaga, realtimeSaga, notificationsSaga],
    preloadedState,
  });
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];
