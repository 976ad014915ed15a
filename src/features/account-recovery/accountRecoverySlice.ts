import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AccountRecoveryState {
  step: 'request' | 'reset' | 'done';
  status: 'idle' | 'sending' | 'failed';
  email: string;
  /** the last answer's text for a person: where the code went, or why a step failed */
  message: string | null;
  /** field → message from a 400 answer */
  fields: Record<string, string>;
}

export const initialAccountRecoveryState: AccountRecoveryState = { step: 'request', status: 'idle', email: '', message: null, fields: {} };

export const accountRecoverySlice = createSlice({
  name: 'accountRecovery',
  initialState: initialAccountRecoveryState,
  reducers: {
    codeRequested(state, action: PayloadAction<{ email: string }>) {
      state.status = 'sending';
      state.email = action.payload.email;
      state.message = null;
      state.fields = {};
    },
    codeSent(state, action: PayloadAction<string>) {
      state.step = 'reset';
      state.status = 'idle';
      state.message = action.payload;
    },
    passwordResetRequested(state, _action: PayloadAction<{ code: string; password: string }>) {
      state.status = 'sending';
      state.message = null;
      state.fields = {};
    },
    passwordReset(state, action: PayloadAction<string>) {
      state.step = 'done';
      state.status = 'idle';
      state.message = action.payload;
    },
    recoveryFailed(state, action: PayloadAction<{ message: string; fields?: Record<string, string> }>) {
      state.status = 'failed';
      state.message = action.payload.message;
      state.fields = action.payload.fields ?? {};
    },
    /** back to the first step, e.g. to ask for a new code */
    recoveryRestarted() {
      return initialAccountRecoveryState;
    },
  },
});

export const { codeRequested, codeSent, passwordResetRequested, passwordReset, recoveryFailed, recoveryRestarted } =
  accountRecoverySlice.actions;

type WithRecovery = { accountRecovery: AccountRecoveryState };
export const selectAccountRecovery = (state: WithRecovery) => state.accountRecovery;
