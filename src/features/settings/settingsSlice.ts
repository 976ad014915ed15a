import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import { settingsEventRules, type CustomMessage, type TicketSettings } from './settingsRules';

export interface SettingsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** settings.ticket of spec §3 (the take flag) */
  ticket: TicketSettings;
  customMessages: CustomMessage[];
}

export const initialSettingsState: SettingsState = { status: 'idle', ticket: {}, customMessages: [] };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    /** Read both settings again (after login, and when the realtime cursor was reset). */
    loadRequested(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ ticket: TicketSettings; customMessages: CustomMessage[]; ok: boolean }>) {
      state.ticket = action.payload.ticket;
      state.customMessages = action.payload.customMessages;
      state.status = action.payload.ok ? 'succeeded' : 'failed';
    },
    /** A canned-reply change's answer: the list this member sees, before its event arrives. */
    customMessagesReceived(state, action: PayloadAction<CustomMessage[]>) {
      state.customMessages = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      eventsReceived,
      eventReducers<SettingsState>({
        [REALTIME_EVENTS.ticketSettings]: (state, event) => {
          state.ticket = settingsEventRules[REALTIME_EVENTS.ticketSettings](state, event).ticket;
        },
        [REALTIME_EVENTS.customMessages]: (state, event) => {
          state.customMessages = settingsEventRules[REALTIME_EVENTS.customMessages](state, event).customMessages;
        },
      }),
    );
  },
});

export const { loadRequested: settingsLoadRequested, loaded: settingsLoaded, customMessagesReceived } = settingsSlice.actions;

type WithSettings = { settings: SettingsState };
export const selectSettings = (state: WithSettings) => state.settings;
export const selectTicketSettings = (state: WithSettings) => state.settings.ticket;
export const selectCustomMessages = (state: WithSettings) => state.settings.customMessages;
