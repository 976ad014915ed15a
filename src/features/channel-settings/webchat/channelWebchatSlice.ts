import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from '../../../domain/inbox';
import type { WebchatForm } from './channelWebchatRules';

export interface SaveFailure {
  message: string;
  fields: Record<string, string>;
}

export interface ChannelWebchatState {
  type: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** the workspace's web chat channel; null until one is saved */
  channel: Channel | null;
  saving: boolean;
  failure: SaveFailure | null;
}

export const initialChannelWebchatState: ChannelWebchatState = { type: null, status: 'idle', channel: null, saving: false, failure: null };

export const channelWebchatSlice = createSlice({
  name: 'channelWebchat',
  initialState: initialChannelWebchatState,
  reducers: {
    pageOpened(state, action: PayloadAction<{ type: string }>) {
      state.type = action.payload.type;
      state.status = 'loading';
      state.failure = null;
    },
    channelLoaded(state, action: PayloadAction<Channel | null>) {
      state.status = 'ready';
      state.channel = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    saveRequested: {
      reducer(state) {
        state.saving = true;
        state.failure = null;
      },
      prepare(values: WebchatForm) {
        return { payload: values };
      },
    },
    saveSucceeded(state, action: PayloadAction<Channel>) {
      state.saving = false;
      state.channel = action.payload;
    },
    saveFailed(state, action: PayloadAction<SaveFailure>) {
      state.saving = false;
      state.failure = action.payload;
    },
  },
});

export const {
  pageOpened: webchatSettingsOpened,
  channelLoaded: webchatChannelLoaded,
  loadFailed: webchatChannelLoadFailed,
  saveRequested: webchatSaveRequested,
  saveSucceeded: webchatSaveSucceeded,
  saveFailed: webchatSaveFailed,
} = channelWebchatSlice.actions;

export const selectChannelWebchat = (state: { channelWebchat: ChannelWebchatState }) => state.channelWebchat;
