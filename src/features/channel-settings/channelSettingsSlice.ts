import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { loggedOut } from '../auth/authSlice';
import type { FormFailure } from '../errors/formCall';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';
import type { ChannelChange, ChannelTypeInfo, ConnectionTest, SettingsChannel } from './channelSettingsApi';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ChannelSettingsState {
  /** GET /channel-types, read once per session: the schemas do not change while the console runs. */
  types: { status: LoadStatus; list: ChannelTypeInfo[] };
  /** The type of the page on screen, and its channels. */
  type: string | null;
  status: LoadStatus;
  channels: SettingsChannel[];
  creating: boolean;
  createFailure: FormFailure | null;
  /** channels with a change or a secret rotation under way */
  busy: Record<string, boolean>;
  editFailure: Record<string, FormFailure>;
  /** 'Test the connection' per channel: under way, or what it answered. */
  tests: Record<string, { status: 'testing' } | { status: 'done'; answer: ConnectionTest }>;
  /** Channels whose secret was rotated on this page: their new secret values are shown at once, to copy. */
  rotated: Record<string, boolean>;
}

export const initialChannelSettingsState: ChannelSettingsState = {
  types: { status: 'idle', list: [] },
  type: null,
  status: 'idle',
  channels: [],
  creating: false,
  createFailure: null,
  busy: {},
  editFailure: {},
  tests: {},
  rotated: {},
};

function put(state: ChannelSettingsState, channel: SettingsChannel): void {
  const index = state.channels.findIndex((c) => c.id === channel.id);
  // A live event carries no secret: the one already shown stays.
  if (index >= 0) state.channels[index] = { ...state.channels[index], ...channel };
  else if (channel.type === state.type) state.channels.push(channel);
}

export const channelSettingsSlice = createSlice({
  name: 'channelSettings',
  initialState: initialChannelSettingsState,
  reducers: {
    pageOpened(state, action: PayloadAction<{ type: string }>) {
      if (state.type !== action.payload.type) state.channels = [];
      state.type = action.payload.type;
      state.status = 'loading';
      state.createFailure = null;
      state.editFailure = {};
      state.tests = {};
      state.rotated = {};
      if (state.types.status !== 'ready') state.types.status = 'loading';
    },
    typesLoaded(state, action: PayloadAction<ChannelTypeInfo[]>) {
      // A new state rather than a draft write: the schemas' readonly arrays are not drafts.
      return { ...state, types: { status: 'ready' as const, list: action.payload } };
    },
    channelsLoaded(state, action: PayloadAction<{ type: string; channels: SettingsChannel[] }>) {
      if (action.payload.type !== state.type) return;
      state.status = 'ready';
      state.channels = action.payload.channels;
    },
    loadFailed(state) {
      state.status = 'failed';
      if (state.types.status === 'loading') state.types.status = 'failed';
    },
    createRequested(state, _action: PayloadAction<{ type: string; name: string; settings: Record<string, unknown> }>) {
      state.creating = true;
      state.createFailure = null;
    },
    created(state, action: PayloadAction<SettingsChannel>) {
      state.creating = false;
      put(state, action.payload);
    },
    createFailed(state, action: PayloadAction<FormFailure | null>) {
      state.creating = false;
      state.createFailure = action.payload;
    },
    changeRequested(state, action: PayloadAction<{ id: string; change: ChannelChange }>) {
      state.busy[action.payload.id] = true;
      delete state.editFailure[action.payload.id];
    },
    secretRotationRequested(state, action: PayloadAction<{ id: string }>) {
      state.busy[action.payload.id] = true;
    },
    secretRotated(state, action: PayloadAction<SettingsChannel>) {
      delete state.busy[action.payload.id];
      state.rotated[action.payload.id] = true;
      put(state, action.payload);
    },
    testRequested(state, action: PayloadAction<{ id: string }>) {
      state.tests[action.payload.id] = { status: 'testing' };
    },
    testAnswered(state, action: PayloadAction<{ id: string; answer: ConnectionTest | null }>) {
      const { id, answer } = action.payload;
      if (answer) state.tests[id] = { status: 'done', answer };
      else delete state.tests[id];
    },
    channelChanged(state, action: PayloadAction<SettingsChannel>) {
      delete state.busy[action.payload.id];
      put(state, action.payload);
    },
    changeFailed(state, action: PayloadAction<{ id: string; failure: FormFailure | null }>) {
      delete state.busy[action.payload.id];
      if (action.payload.failure) state.editFailure[action.payload.id] = action.payload.failure;
    },
  },
  extraReducers: (builder) => {
    builder
      // 'channel updated' (to Administrators): a provider refused our credentials, or another
      // Administrator changed the channel. Only channels of the page's type are kept.
      .addCase(
        eventsReceived,
        eventReducers<ChannelSettingsState>({
          [REALTIME_EVENTS.channelUpdated]: (state, event) => put(state, event.payload.channel as SettingsChannel),
        }),
      )
      .addCase(loggedOut, () => initialChannelSettingsState);
  },
});

export const {
  pageOpened: channelSettingsOpened,
  typesLoaded: channelTypesLoaded,
  channelsLoaded: channelSettingsLoaded,
  loadFailed: channelSettingsLoadFailed,
  createRequested: channelCreateRequested,
  created: channelCreated,
  createFailed: channelCreateFailed,
  changeRequested: channelChangeRequested,
  secretRotationRequested: channelSecretRotationRequested,
  secretRotated: channelSecretRotated,
  testRequested: channelTestRequested,
  testAnswered: channelTestAnswered,
  channelChanged,
  changeFailed: channelChangeFailed,
} = channelSettingsSlice.actions;

export const selectChannelSettings = (state: { channelSettings: ChannelSettingsState }) => state.channelSettings;
