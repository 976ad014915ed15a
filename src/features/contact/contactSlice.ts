import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactRequest } from '../../domain/api';

export interface ContactState {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  /** the server's confirmation, or the reason the message was refused */
  message: string | null;
  /** field → message, from a 400 answer */
  fieldErrors: Record<string, string>;
}

const initialState: ContactState = { status: 'idle', message: null, fieldErrors: {} };

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    contactSubmitted(state, _action: PayloadAction<ContactRequest>) {
      state.status = 'submitting';
      state.message = null;
      state.fieldErrors = {};
    },
    contactSucceeded(state, action: PayloadAction<string>) {
      state.status = 'succeeded';
      state.message = action.payload;
    },
    contactFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.status = 'failed';
      state.message = action.payload.message;
      state.fieldErrors = action.payload.fieldErrors;
    },
    contactFormReopened() {
      return initialState;
    },
  },
});

export const { contactSubmitted, contactSucceeded, contactFailed, contactFormReopened } = contactSlice.actions;

export const selectContact = (state: { contact: ContactState }) => state.contact;
