import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../domain/twoFactor';
import type { FormFailure } from '../errors/formCall';
import { menuClosed, stepChanged } from '../profile/profileSlice';

/** What the panel shows: the state, the set-up, the new recovery codes, or one of the two forms. */
export type TwoFactorView = 'summary' | 'enrol' | 'codes' | 'turnOff' | 'newCodes';

export interface TwoFactorState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  current: TwoFactorStatus | null;
  view: TwoFactorView;
  /** the secret waiting for its first code; dropped as soon as it is confirmed or the panel closes */
  enrolment: TwoFactorEnrolment | null;
  starting: boolean;
  /** recovery codes shown once; dropped when the person says they saved them or the panel closes */
  recoveryCodes: string[] | null;
  busy: boolean;
  failure: FormFailure | null;
}

export const initialTwoFactorState: TwoFactorState = {
  status: 'idle',
  current: null,
  view: 'summary',
  enrolment: null,
  starting: false,
  recoveryCodes: null,
  busy: false,
  failure: null,
};

const pending = (state: TwoFactorState) => {
  state.busy = true;
  state.failure = null;
};

export const twoFactorSlice = createSlice({
  name: 'twoFactor',
  initialState: initialTwoFactorState,
  reducers: {
    opened() {
      return { ...initialTwoFactorState, status: 'loading' as const };
    },
    statusLoaded(state, action: PayloadAction<TwoFactorStatus>) {
      state.status = 'ready';
      state.current = action.payload;
    },
    statusLoadFailed(state) {
      state.status = 'failed';
    },
    enrolRequested(state) {
      state.view = 'enrol';
      state.starting = true;
      state.enrolment = null;
      state.failure = null;
    },
    enrolStarted(state, action: PayloadAction<TwoFactorEnrolment>) {
      state.starting = false;
      state.enrolment = action.payload;
    },
    enrolFailed(state, action: PayloadAction<FormFailure | null>) {
      state.starting = false;
      state.failure = action.payload;
    },
    confirmRequested(state, _action: PayloadAction<string>) {
      pending(state);
    },
    confirmed(state, action: PayloadAction<string[]>) {
      state.busy = false;
      state.enrolment = null;
      state.recoveryCodes = action.payload;
      state.view = 'codes';
    },
    turnOffRequested(state, _action: PayloadAction<{ password: string; code: string }>) {
      pending(state);
    },
    turnedOff(state, action: PayloadAction<TwoFactorStatus>) {
      state.busy = false;
      state.current = action.payload;
      state.view = 'summary';
    },
    newCodesRequested(state, _action: PayloadAction<string>) {
      pending(state);
    },
    newCodesMade(state, action: PayloadAction<string[]>) {
      state.busy = false;
      state.recoveryCodes = action.payload;
      state.view = 'codes';
    },
    formFailed(state, action: PayloadAction<FormFailure | null>) {
      state.busy = false;
      state.failure = action.payload;
    },
    viewChanged(state, action: PayloadAction<'summary' | 'turnOff' | 'newCodes'>) {
      state.view = action.payload;
      state.failure = null;
      state.enrolment = null;
      state.recoveryCodes = null;
    },
    codesSaved(state) {
      state.recoveryCodes = null;
      state.view = 'summary';
    },
  },
  extraReducers: (builder) => {
    // Leaving the panel forgets a secret still on screen and the codes shown once.
    builder.addCase(menuClosed, () => initialTwoFactorState).addCase(stepChanged, () => initialTwoFactorState);
  },
});

export const {
  opened: twoFactorOpened,
  statusLoaded: twoFactorStatusLoaded,
  statusLoadFailed: twoFactorStatusLoadFailed,
  enrolRequested: twoFactorEnrolRequested,
  enrolStarted: twoFactorEnrolStarted,
  enrolFailed: twoFactorEnrolFailed,
  confirmRequested: twoFactorConfirmRequested,
  confirmed: twoFactorConfirmed,
  turnOffRequested: twoFactorTurnOffRequested,
  turnedOff: twoFactorTurnedOff,
  newCodesRequested: twoFactorNewCodesRequested,
  newCodesMade: twoFactorNewCodesMade,
  formFailed: twoFactorFormFailed,
  viewChanged: twoFactorViewChanged,
  codesSaved: twoFactorCodesSaved,
} = twoFactorSlice.actions;

export const selectTwoFactor = (state: { twoFactor: TwoFactorState }) => state.twoFactor;
