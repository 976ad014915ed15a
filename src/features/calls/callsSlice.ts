import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { loggedOut } from '../auth/authSlice';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived, realtimeSessionEnded } from '../realtime/realtimeSlice';
import { withCall, withoutCall, type RingingCall } from './callsRules';

export interface CallsState {
  /** The calls ringing for this member now, newest first ('call ringing' until 'call ended'). */
  ringing: RingingCall[];
}

export const initialCallsState: CallsState = { ringing: [] };

export const callsSlice = createSlice({
  name: 'calls',
  initialState: initialCallsState,
  reducers: {
    /** The agent closed the panel, or the call rang out without an end we heard of. */
    callDismissed(state, action: PayloadAction<{ callId: string }>) {
      state.ringing = withoutCall(state.ringing, action.payload.callId);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        eventsReceived,
        eventReducers<CallsState>({
          [REALTIME_EVENTS.callRinging]: (state, event) => {
            state.ringing = withCall(state.ringing, { call: event.payload.call, at: event.createdAt });
          },
          [REALTIME_EVENTS.callEnded]: (state, event) => {
            state.ringing = withoutCall(state.ringing, event.payload.callId);
          },
        }),
      )
      .addCase(realtimeSessionEnded, () => initialCallsState)
      .addCase(loggedOut, () => initialCallsState);
  },
});

export const { callDismissed } = callsSlice.actions;

export const selectRingingCalls = (state: { calls: CallsState }) => state.calls.ringing;
