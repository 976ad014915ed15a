import type { StateFromReducersMapObject } from '@reduxjs/toolkit';
import { authSaga, type AuthDeps } from '../../features/auth/authSagas';
import { authSlice } from '../../features/auth/authSlice';
import { billingSaga, type BillingDeps } from '../../features/billing/billingSagas';
import { billingSlice } from '../../features/billing/billingSlice';
import { makeStore } from '../makeStore';

export const consoleReducer = { auth: authSlice.reducer, billing: billingSlice.reducer };

export type ConsoleState = StateFromReducersMapObject<typeof consoleReducer>;
export type ConsoleDeps = AuthDeps & BillingDeps;

export function makeConsoleStore(deps: ConsoleDeps, preloadedState?: Partial<ConsoleState>) {
  return makeStore({ reducer: consoleReducer, deps, sagas: [authSaga, billingSaga], preloadedState });
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];
