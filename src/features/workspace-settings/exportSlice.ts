import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import type { WorkspaceExport } from '../../domain/workspaceExport';
import { loggedOut } from '../auth/authSlice';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import { mergeExport } from './exportRules';

export interface WorkspaceExportState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The last exports, newest first. */
  items: WorkspaceExport[];
  starting: boolean;
  /** The export whose download link is being asked for. */
  downloading: string | null;
}

export const initialWorkspaceExportState: WorkspaceExportState = { status: 'idle', items: [], starting: false, downloading: null };

const slice = createSlice({
  name: 'workspaceExport',
  initialState: initialWorkspaceExportState,
  reducers: {
    opened(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<WorkspaceExport[]>) {
      state.status = 'ready';
      state.items = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    startRequested(state) {
      state.starting = true;
    },
    started(state, action: PayloadAction<WorkspaceExport>) {
      state.starting = false;
      state.items = mergeExport(state.items, action.payload);
    },
    startFailed(state) {
      state.starting = false;
    },
    downloadRequested(state, action: PayloadAction<string>) {
      state.downloading = action.payload;
    },
    downloadAnswered(state) {
      state.downloading = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        eventsReceived,
        eventReducers<WorkspaceExportState>({
          [REALTIME_EVENTS.exportProgress]: (state, { payload }) => {
            state.items = mergeExport(state.items, payload.export);
          },
        }),
      )
      .addCase(loggedOut, () => initialWorkspaceExportState);
  },
});

export const workspaceExportSlice = slice;
export const {
  opened: exportsOpened,
  loaded: exportsLoaded,
  loadFailed: exportsLoadFailed,
  startRequested: exportStartRequested,
  started: exportStarted,
  startFailed: exportStartFailed,
  downloadRequested: exportDownloadRequested,
  downloadAnswered: exportDownloadAnswered,
} = slice.actions;

/**
 * The section's state. The page's own tests build a store without this slice: the section then shows
 * its initial state (its saga is not running there either).
 */
export const selectWorkspaceExport = (state: { workspaceExport?: WorkspaceExportState }) => state.workspaceExport ?? initialWorkspaceExportState;
