import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WorkspaceTwoFactor } from '../../domain/twoFactor';

export interface WorkspaceMembersState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: WorkspaceTwoFactor | null;
  switching: boolean;
  /** the member whose reset is under way */
  resetting: string | null;
  /** the api's refusal of the last change, shown on the page */
  failure: string | null;
}

export const initialWorkspaceMembersState: WorkspaceMembersState = { status: 'idle', data: null, switching: false, resetting: null, failure: null };

export const workspaceMembersSlice = createSlice({
  name: 'workspaceMembers',
  initialState: initialWorkspaceMembersState,
  reducers: {
    opened(state) {
      state.status = 'loading';
      state.failure = null;
    },
    loaded(state, action: PayloadAction<WorkspaceTwoFactor>) {
      state.status = 'ready';
      state.data = action.payload;
      state.switching = false;
      state.resetting = null;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    requirementChangeRequested(state, _action: PayloadAction<boolean>) {
      state.switching = true;
      state.failure = null;
    },
    resetRequested(state, action: PayloadAction<string>) {
      state.resetting = action.payload;
      state.failure = null;
    },
    changeFailed(state, action: PayloadAction<string | null>) {
      state.switching = false;
      state.resetting = null;
      state.failure = action.payload;
    },
  },
});

export const {
  opened: workspaceMembersOpened,
  loaded: workspaceMembersLoaded,
  loadFailed: workspaceMembersLoadFailed,
  requirementChangeRequested: twoFactorRequirementChangeRequested,
  resetRequested: memberTwoFactorResetRequested,
  changeFailed: workspaceMembersChangeFailed,
} = workspaceMembersSlice.actions;

export const selectWorkspaceMembers = (state: { workspaceMembers: WorkspaceMembersState }) => state.workspaceMembers;
