import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ERROR_STATUS, type ApiFailure } from './apiErrorRules';

/** Spec §3 "Error dialog state": value flag, errMsg, statusCode (default 404), message. */
export interface ErrorDialogState {
  value: boolean;
  /** the server's own message, '' when it sent none */
  errMsg: string;
  statusCode: number;
  /** the text the dialog shows */
  message: string;
  /** 'Invalid Session' and the like: the only way out is to log in again */
  forceLogout: boolean;
}

export interface ErrorsState {
  dialog: ErrorDialogState;
  fullPage: { message: string } | null;
}

export const initialErrorsState: ErrorsState = {
  dialog: { value: false, errMsg: '', statusCode: DEFAULT_ERROR_STATUS, message: '', forceLogout: false },
  fullPage: null,
};

export const errorsSlice = createSlice({
  name: 'errors',
  initialState: initialErrorsState,
  reducers: {
    /** Every failed call goes through here (callApi); the errors saga decides what it means. */
    apiFailed(_state, _action: PayloadAction<ApiFailure>) {},
    errorDialogShown(state, action: PayloadAction<Omit<ErrorDialogState, 'value'>>) {
      // A logout-forcing error must not be replaced by a later, dismissible one.
      if (state.dialog.value && state.dialog.forceLogout) return;
      state.dialog = { ...action.payload, value: true };
    },
    errorDialogDismissed(state) {
      state.dialog.value = false;
    },
    fullPageErrorShown(state, action: PayloadAction<{ message: string }>) {
      state.fullPage = { message: action.payload.message };
    },
  },
});

export const { apiFailed, errorDialogShown, errorDialogDismissed, fullPageErrorShown } = errorsSlice.actions;

type WithErrors = { errors: ErrorsState };
export const selectErrorDialog = (state: WithErrors) => state.errors.dialog;
export const selectFullPageError = (state: WithErrors) => state.errors.fullPage;
