import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TicketSettings } from '../../domain/api';
import type { FormFailure } from '../../components/form/fieldErrors';

// The page's own state: whether a save is under way and what the api refused. The settings themselves are
// the shell's (features/settings), which the 'ticket' event keeps live in every console, this one included.

export interface TicketManagementState {
  saving: boolean;
  failure: FormFailure | null;
}

const initialState: TicketManagementState = { saving: false, failure: null };

export const ticketManagementSlice = createSlice({
  name: 'ticketManagement',
  initialState,
  reducers: {
    saveRequested(state, _action: PayloadAction<TicketSettings>) {
      state.saving = true;
      state.failure = null;
    },
    saved(state, _action: PayloadAction<TicketSettings>) {
      state.saving = false;
    },
    /** null: the error dialog shows it (not a 400 about the form). */
    saveFailed(state, action: PayloadAction<FormFailure | null>) {
      state.saving = false;
      state.failure = action.payload;
    },
  },
});

export const {
  saveRequested: ticketSettingsSaveRequested,
  saved: ticketSettingsSaved,
  saveFailed: ticketSettingsSaveFailed,
} = ticketManagementSlice.actions;

export const selectTicketManagement = (state: { ticketManagement: TicketManagementState }) => state.ticketManagement;
