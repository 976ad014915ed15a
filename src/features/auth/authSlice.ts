import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessEntry, AuthResponse, AuthUser, AuthWorkspace } from '../../domain/api';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';

export type AuthStatus =
  | 'idle'
  | 'checking'
  | 'authenticated'
  | 'redirectingToLogin'
  | 'failed'
  | 'loggingOut'
  | 'loggedOut';

export interface AuthFailure {
  status: number;
  message: string;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  workspace: AuthWorkspace | null;
  access: AccessEntry[];
  /** when the last status answer arrived (ms since epoch), the spec's lastRequet */
  lastRequest: number | null;
  failure: AuthFailure | null;
  /** the workspace requires two-factor login and the user has none yet: the api refuses workspace calls */
  twoFactorSetupRequired: boolean;
}

export const initialAuthState: AuthState = {
  status: 'idle',
  user: null,
  workspace: null,
  access: [],
  lastRequest: null,
  failure: null,
  twoFactorSetupRequired: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionCheckRequested(state) {
      state.status = 'checking';
      state.failure = null;
    },
    statusReceived(state, action: PayloadAction<{ auth: AuthResponse; receivedAt: number }>) {
      const { auth, receivedAt } = action.payload;
      state.status = 'authenticated';
      state.user = auth.user;
      state.workspace = auth.workspace;
      state.access = auth.access;
      state.lastRequest = receivedAt;
      state.failure = null;
      state.twoFactorSetupRequired = auth.twoFactorSetupRequired === true;
    },
    loginRedirectStarted(state) {
      state.status = 'redirectingToLogin';
    },
    sessionCheckFailed(state, action: PayloadAction<AuthFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    logoutRequested(state) {
      state.status = 'loggingOut';
    },
    loggedOut() {
      return { ...initialAuthState, status: 'loggedOut' as const };
    },
  },
  extraReducers: (builder) => {
    // An Administrator renamed the workspace or changed its zone: the header and profile menu show the
    // new name, and the console counts days in the new zone, without a reload.
    builder.addCase(
      eventsReceived,
      eventReducers<AuthState>({
        [REALTIME_EVENTS.workspaceUpdated]: (state, event) => {
          const changed = event.payload.workspace;
          if (state.workspace?.id !== changed.id) return;
          state.workspace.name = changed.name;
          state.workspace.timeZone = changed.timeZone;
        },
      }),
    );
  },
});

export const {
  sessionCheckRequested,
  statusReceived,
  loginRedirectStarted,
  sessionCheckFailed,
  logoutRequested,
  loggedOut,
} = authSlice.actions;

// Selectors take only the slice they read, so any store that mounts `auth` can use them.
type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectWorkspace = (state: WithAuth) => state.auth.workspace;
export const selectAccess = (state: WithAuth) => state.auth.access;
