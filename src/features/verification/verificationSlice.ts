import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VerificationAction } from '../profile/profileRules';

export interface VerificationState {
  open: boolean;
  action: VerificationAction;
  /** the address the code was sent to */
  target: string;
  /** the pending form data, sent again by Resend */
  form: Record<string, unknown> | null;
  /** ms since epoch when Resend unlocks */
  resendAvailableAt: number | null;
  status: 'idle' | 'verifying' | 'resending';
  error: string | null;
  notice: string | null;
}

export const initialVerificationState: VerificationState = {
  open: false,
  action: 'email',
  target: '',
  form: null,
  resendAvailableAt: null,
  status: 'idle',
  error: null,
  notice: null,
};

export const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    requested(
      _state,
      action: PayloadAction<{ action: VerificationAction; target: string; form: Record<string, unknown>; resendAvailableAt: number }>,
    ) {
      return { ...initialVerificationState, open: true, ...action.payload };
    },
    codeSubmitted: {
      reducer(state) {
        state.status = 'verifying';
        state.error = null;
        state.notice = null;
      },
      prepare: (code: string) => ({ payload: code }),
    },
    verified() {
      return initialVerificationState;
    },
    failed(state, action: PayloadAction<string>) {
      state.status = 'idle';
      state.error = action.payload;
    },
    resendRequested(state) {
      state.status = 'resending';
      state.error = null;
      state.notice = null;
    },
    resent(state, action: PayloadAction<{ resendAvailableAt: number; target: string }>) {
      state.status = 'idle';
      state.resendAvailableAt = action.payload.resendAvailableAt;
      state.target = action.payload.target;
      state.notice = `A new code was sent to ${action.payload.target}.`;
    },
    closed() {
      return initialVerificationState;
    },
  },
});

export const {
  requested: verificationRequested,
  codeSubmitted,
  verified,
  failed: verificationFailed,
  resendRequested,
  resent,
  closed: verificationClosed,
} = verificationSlice.actions;

export const selectVerification = (state: { verification: VerificationState }) => state.verification;
