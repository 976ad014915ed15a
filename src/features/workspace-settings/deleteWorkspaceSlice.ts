import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';

/** The danger zone's deletion of the workspace: under way, or the api's refusal shown beside the name. */
export interface DeleteWorkspaceState {
  deleting: boolean;
  failure: FormFailure | null;
}

export const initialDeleteWorkspaceState: DeleteWorkspaceState = { deleting: false, failure: null };

export const deleteWorkspaceSlice = createSlice({
  name: 'deleteWorkspace',
  initialState: initialDeleteWorkspaceState,
  reducers: {
    requested(state, _action: PayloadAction<{ name: string }>) {
      state.deleting = true;
      state.failure = null;
    },
    failed(state, action: PayloadAction<FormFailure | null>) {
      state.deleting = false;
      state.failure = action.payload;
    },
    // Deleted: the page is left for good (the console goes where a workspace is created or joined).
    done(state) {
      state.deleting = false;
    },
  },
});

export const { requested: deleteWorkspaceRequested, failed: deleteWorkspaceFailed, done: workspaceDeleted } = deleteWorkspaceSlice.actions;

export const selectDeleteWorkspace = (state: { deleteWorkspace: DeleteWorkspaceState }) => state.deleteWorkspace;
