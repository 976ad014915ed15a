import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { AssignmentData, AssignmentDraft } from './assignmentRules';

// The assignment section of the ticket-management page: the routing settings, each department's and
// channel's routing, and the skills to choose from.

export interface AssignmentState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: AssignmentData | null;
  saving: boolean;
  failure: FormFailure | null;
}

const initialState: AssignmentState = { status: 'idle', data: null, saving: false, failure: null };

export const assignmentSlice = createSlice({
  name: 'assignmentSettings',
  initialState,
  reducers: {
    opened(state) {
      if (!state.data) state.status = 'loading';
    },
    loaded(state, action: PayloadAction<AssignmentData>) {
      state.status = 'ready';
      state.data = action.payload;
    },
    loadFailed(state) {
      state.status = state.data ? 'ready' : 'failed';
    },
    saveRequested(state, _action: PayloadAction<AssignmentDraft>) {
      state.saving = true;
      state.failure = null;
    },
    saved(state) {
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
  opened: assignmentSettingsOpened,
  loaded: assignmentSettingsLoaded,
  loadFailed: assignmentSettingsLoadFailed,
  saveRequested: assignmentSettingsSaveRequested,
  saved: assignmentSettingsSaved,
  saveFailed: assignmentSettingsSaveFailed,
} = assignmentSlice.actions;

export const selectAssignmentSettings = (state: { assignmentSettings: AssignmentState }) => state.assignmentSettings;
