import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatSettings, TransferTargets } from '../../domain/inbox';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { loggedOut } from '../auth/authSlice';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';

/**
 * What the chat page needs beside the list and the open conversation: the workspace's chat settings
 * (read when the page opens, kept current by 'chat settings' events) and whom a conversation may be
 * transferred to (read when the Transfer dialog opens, so it is never stale by a session).
 */
export interface ChatDeskState {
  settings: ChatSettings | null;
  saving: boolean;
  targets: TransferTargets | null;
  targetsStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: ChatDeskState = { settings: null, saving: false, targets: null, targetsStatus: 'idle' };

export const chatDeskSlice = createSlice({
  name: 'chatDesk',
  initialState,
  reducers: {
    settingsNeeded() {},
    settingsLoaded(state, action: PayloadAction<ChatSettings>) {
      state.settings = action.payload;
    },
    settingsChangeRequested(state, _action: PayloadAction<ChatSettings>) {
      state.saving = true;
    },
    settingsSaved(state, action: PayloadAction<ChatSettings | null>) {
      state.saving = false;
      if (action.payload) state.settings = action.payload;
    },
    targetsRequested(state) {
      state.targetsStatus = 'loading';
    },
    targetsLoaded(state, action: PayloadAction<TransferTargets | null>) {
      state.targetsStatus = action.payload ? 'succeeded' : 'failed';
      if (action.payload) state.targets = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        eventsReceived,
        eventReducers<ChatDeskState>({
          // Checked at the socket boundary (the map's 'chat settings' check).
          [REALTIME_EVENTS.chatSettings]: (state, event) => {
            state.settings = event.payload.settings;
          },
        }),
      )
      .addCase(loggedOut, () => initialState);
  },
});

export const {
  settingsNeeded: chatSettingsNeeded,
  settingsLoaded: chatSettingsLoaded,
  settingsChangeRequested: chatSettingsChangeRequested,
  settingsSaved: chatSettingsSaved,
  targetsRequested: transferTargetsRequested,
  targetsLoaded: transferTargetsLoaded,
} = chatDeskSlice.actions;

type WithDesk = { chatDesk: ChatDeskState };
export const selectChatDesk = (state: WithDesk) => state.chatDesk;
