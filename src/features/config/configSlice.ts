import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, statusReceived } from '../auth/authSlice';
import { DEFAULT_CONFIG, type RuntimeConfig } from './configRules';

export interface ConfigState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  value: RuntimeConfig;
  /**
   * Whether the configuration was read since the user signed in: only that answer names the lists the
   * user is on (developer, spectator, service account), so the guards that need them wait for it.
   */
  readForSession: boolean;
  /** set between a sign-in and the configuration read it causes */
  sessionReadPending: boolean;
}

export const initialConfigState: ConfigState = {
  status: 'idle',
  value: DEFAULT_CONFIG,
  readForSession: false,
  sessionReadPending: false,
};

export const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {
    configRequested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    configReceived(state, action: PayloadAction<RuntimeConfig>) {
      state.status = 'loaded';
      state.value = action.payload;
      if (state.sessionReadPending) {
        state.readForSession = true;
        state.sessionReadPending = false;
      }
    },
    configFailed(state) {
      // The previous answer (or the safe defaults) stays in force.
      if (state.status !== 'loaded') state.status = 'failed';
      state.sessionReadPending = false;
    },
    /** A 503 'maintenance' answer from any call: as good as the flag itself. */
    maintenanceDetected(state) {
      state.value.maintenance = true;
      if (state.status !== 'loaded') state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(statusReceived, (state) => {
        state.sessionReadPending = true;
      })
      .addCase(loggedOut, (state) => {
        state.value.me = null;
        state.readForSession = false;
        state.sessionReadPending = false;
      });
  },
});

export const { configRequested, configReceived, configFailed, maintenanceDetected } = configSlice.actions;

type WithConfig = { config: ConfigState };
export const selectConfigState = (state: WithConfig) => state.config;
export const selectConfig = (state: WithConfig) => state.config.value;
export const selectConfigSettled = (state: WithConfig) => state.config.status === 'loaded' || state.config.status === 'failed';
export const selectMaintenance = (state: WithConfig) => state.config.value.maintenance;
export const selectBillingGuardOn = (state: WithConfig) => state.config.value.billingGuard;
export const selectHelpCenterHost = (state: WithConfig) => state.config.value.helpCenterHost;
export const selectWebchatProduct = (state: WithConfig) => state.config.value.webchatProduct;
export const selectConfigMe = (state: WithConfig) => state.config.value.me;
export const selectIsDeveloper = (state: WithConfig) => state.config.value.me?.developer === true;
export const selectIsSpectator = (state: WithConfig) => state.config.value.me?.spectator === true;
export const selectIsServiceAccount = (state: WithConfig) => state.config.value.me?.serviceAccount === true;
