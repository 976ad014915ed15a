import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PresencePayload } from '../../domain/inbox';
import type { PresenceSignal } from '../../services/socket';
import { realtimeSessionEnded } from '../realtime/realtimeSlice';
import { applyPresence, pruneExpired, type PresenceMap } from './presenceRules';

export interface PresenceState {
  map: PresenceMap;
}

const initialState: PresenceState = { map: {} };

export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    /** Another agent's signal as the socket delivered it; the presence saga stamps it with the time. */
    signalReceived(_state, _action: PayloadAction<PresencePayload>) {},
    recorded(state, action: PayloadAction<{ signal: PresencePayload; at: number }>) {
      state.map = applyPresence(state.map, action.payload.signal, action.payload.at);
    },
    pruned(state, action: PayloadAction<number>) {
      state.map = pruneExpired(state.map, action.payload);
    },
    /** For the realtime session to emit on the socket (dropped when not connected: presence is only now). */
    sendRequested(_state, _action: PayloadAction<PresenceSignal>) {},
    /** The agent typed in the composer of this conversation; meta.reply: a reply to the customer, not a note. */
    typed: {
      reducer(_state, _action: PayloadAction<string, string, { reply: boolean }>) {},
      prepare: (conversationId: string, reply = false) => ({ payload: conversationId, meta: { reply } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeSessionEnded, () => initialState);
  },
});

export const {
  signalReceived: presenceSignalReceived,
  recorded: presenceRecorded,
  pruned: presencePruned,
  sendRequested: presenceSendRequested,
  typed: composerTyped,
} = presenceSlice.actions;

type WithPresence = { presence: PresenceState };
export const selectPresenceMap = (state: WithPresence) => state.presence.map;
