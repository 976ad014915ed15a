import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkJob, BulkOperation } from '../../domain/ticketBulk';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { loggedOut } from '../auth/authSlice';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import { emptySelection, toggleLoaded, toggleRow, type BulkSelectionState } from './ticketBulkRules';
import { listRequested } from './ticketListSlice';

export interface TicketBulkState {
  selection: BulkSelectionState;
  /** 'sending': the request is on its way; 'running': the api works through a large selection. */
  status: 'idle' | 'sending' | 'running' | 'done';
  /** The job of the last action: its progress, then its summary until dismissed. */
  job: BulkJob | null;
}

export const initialTicketBulkState: TicketBulkState = { selection: emptySelection(''), status: 'idle', job: null };

/** A finished job clears the selection: what it held was acted on, and the summary says how it went. */
function withJob(state: TicketBulkState, job: BulkJob) {
  state.job = job;
  state.status = job.state === 'running' ? 'running' : 'done';
  if (state.status === 'done') state.selection = emptySelection(state.selection.key);
}

const slice = createSlice({
  name: 'ticketBulk',
  initialState: initialTicketBulkState,
  reducers: {
    rowToggled(state, action: PayloadAction<{ id: string; range: boolean; order: readonly string[] }>) {
      const { id, range, order } = action.payload;
      state.selection = toggleRow(state.selection, id, range, order);
    },
    loadedToggled(state, action: PayloadAction<{ loaded: readonly string[]; picked: boolean }>) {
      state.selection = toggleLoaded(state.selection, action.payload.loaded, action.payload.picked);
    },
    allMatchingChosen(state) {
      state.selection = { ...emptySelection(state.selection.key), allMatching: true };
    },
    selectionCleared(state) {
      state.selection = emptySelection(state.selection.key);
    },
    bulkRequested(state, _action: PayloadAction<BulkOperation>) {
      state.status = 'sending';
      state.job = null;
    },
    bulkAnswered(state, action: PayloadAction<BulkJob>) {
      withJob(state, action.payload);
    },
    /** Refused whole (the error dialog says why): the selection stays for another try. */
    bulkRefused(state) {
      state.status = 'idle';
    },
    summaryDismissed(state) {
      if (state.status === 'done') {
        state.status = 'idle';
        state.job = null;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(listRequested, (state, action) => {
        if (action.payload.key !== state.selection.key) state.selection = emptySelection(action.payload.key);
      })
      .addCase(
        eventsReceived,
        eventReducers<TicketBulkState>({
          [REALTIME_EVENTS.ticketsBulkProgress]: (state, { payload: { job } }) => {
            // Progress of the job this console is following; events replayed out of order never go back.
            if (state.job?.id === job.id && state.status === 'running' && job.done >= state.job.done) withJob(state, job);
          },
        }),
      )
      .addCase(loggedOut, () => initialTicketBulkState);
  },
});

export const ticketBulkSlice = slice;
export const { rowToggled, loadedToggled, allMatchingChosen, selectionCleared, bulkRequested, bulkAnswered, bulkRefused, summaryDismissed } = slice.actions;

type WithTicketBulk = { ticketBulk: TicketBulkState };
export const selectTicketBulk = (state: WithTicketBulk) => state.ticketBulk;
export const selectBulkSelection = (state: WithTicketBulk) => state.ticketBulk.selection;
