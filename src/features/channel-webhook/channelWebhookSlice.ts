import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WebhookChannel, WebhookChange } from './channelWebhookApi';
import type { WebhookForm } from './channelWebhookRules';

export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

const channelsAdapter = createEntityAdapter<WebhookChannel>();

export interface ChannelWebhookState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  channels: ReturnType<typeof channelsAdapter.getInitialState>;
  creating: boolean;
  createFailure: FormFailure | null;
  /** channels with a change or a secret rotation under way */
  busy: Record<string, boolean>;
  editFailure: Record<string, FormFailure>;
}

export const initialChannelWebhookState: ChannelWebhookState = {
  status: 'idle',
  channels: channelsAdapter.getInitialState(),
  creating: false,
  createFailure: null,
  busy: {},
  editFailure: {},
};

export const channelWebhookSlice = createSlice({
  name: 'channelWebhook',
  initialState: initialChannelWebhookState,
  reducers: {
    pageOpened(state) {
      state.status = 'loading';
    },
    channelsLoaded(state, action: PayloadAction<WebhookChannel[]>) {
      state.status = 'ready';
      channelsAdapter.setAll(state.channels, action.payload);
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    createRequested(state, _action: PayloadAction<WebhookForm>) {
      state.creating = true;
      state.createFailure = null;
    },
    created(state, action: PayloadAction<WebhookChannel>) {
      state.creating = false;
      channelsAdapter.addOne(state.channels, action.payload);
    },
    createFailed(state, action: PayloadAction<FormFailure | null>) {
      state.creating = false;
      state.createFailure = action.payload;
    },
    changeRequested(state, action: PayloadAction<{ id: string; change: WebhookChange }>) {
      state.busy[action.payload.id] = true;
      delete state.editFailure[action.payload.id];
    },
    secretRotationRequested(state, action: PayloadAction<{ id: string }>) {
      state.busy[action.payload.id] = true;
    },
    channelChanged(state, action: PayloadAction<WebhookChannel>) {
      delete state.busy[action.payload.id];
      channelsAdapter.setOne(state.channels, action.payload);
    },
    changeFailed(state, action: PayloadAction<{ id: string; failure: FormFailure | null }>) {
      delete state.busy[action.payload.id];
      if (action.payload.failure) state.editFailure[action.payload.id] = action.payload.failure;
    },
  },
});

export const {
  pageOpened: webhookSettingsOpened,
  channelsLoaded: webhookChannelsLoaded,
  loadFailed: webhookChannelsLoadFailed,
  createRequested: webhookCreateRequested,
  created: webhookCreated,
  createFailed: webhookCreateFailed,
  changeRequested: webhookChangeRequested,
  secretRotationRequested: webhookSecretRotationRequested,
  channelChanged: webhookChannelChanged,
  changeFailed: webhookChangeFailed,
} = channelWebhookSlice.actions;

type Root = { channelWebhook: ChannelWebhookState };
const selectors = channelsAdapter.getSelectors((state: Root) => state.channelWebhook.channels);
export const selectWebhookChannels = selectors.selectAll;
export const selectChannelWebhook = (state: Root) => state.channelWebhook;
