import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_MESSAGE_SOUND, type MessageSound, type UnreadCounts, type WorkKind } from '../../domain/alerts';
import { loggedOut } from '../auth/authSlice';
import { realtimeSessionEnded } from '../realtime/realtimeSlice';

export interface AlertsState {
  /** The drawer's counts as the api computed them; null until GET /alerts answered. */
  unread: UnreadCounts | null;
  sound: MessageSound;
  soundSaving: boolean;
  /** the sound before an unsaved choice, put back when saving fails */
  soundBefore: MessageSound;
  /** when a sound last played (notification or message), for the 2 s spacing */
  lastSoundAt: number | null;
}

export const initialAlertsState: AlertsState = {
  unread: null,
  sound: DEFAULT_MESSAGE_SOUND,
  soundSaving: false,
  soundBefore: DEFAULT_MESSAGE_SOUND,
  lastSoundAt: null,
};

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: initialAlertsState,
  reducers: {
    loaded(state, action: PayloadAction<{ unread: UnreadCounts; sound: MessageSound }>) {
      state.unread = action.payload.unread;
      if (!state.soundSaving) state.sound = action.payload.sound;
    },
    /** Pushed on the socket, or answered to a read. */
    unreadReceived(state, action: PayloadAction<UnreadCounts>) {
      state.unread = action.payload;
    },
    /** Shown at once; put back if the api refuses it. */
    soundChangeRequested(state, action: PayloadAction<MessageSound>) {
      if (!state.soundSaving) state.soundBefore = state.sound;
      state.sound = action.payload;
      state.soundSaving = true;
    },
    soundChangeSaved(state, action: PayloadAction<MessageSound>) {
      state.sound = action.payload;
      state.soundSaving = false;
    },
    soundChangeFailed(state) {
      state.sound = state.soundBefore;
      state.soundSaving = false;
    },
    soundPlayed(state, action: PayloadAction<number>) {
      state.lastSoundAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(realtimeSessionEnded, (state) => ({ ...initialAlertsState, sound: state.sound }));
    builder.addCase(loggedOut, () => initialAlertsState);
  },
});

export const {
  loaded: alertsLoaded,
  unreadReceived,
  soundChangeRequested: messageSoundChangeRequested,
  soundChangeSaved: messageSoundSaved,
  soundChangeFailed: messageSoundChangeFailed,
  soundPlayed,
} = alertsSlice.actions;

type WithAlerts = { alerts: AlertsState };
export const selectUnread = (state: WithAlerts) => state.alerts.unread;

/** The count a drawer entry shows: Chat's or Tickets', or null for the others and while unknown. */
export function unreadForKind(unread: UnreadCounts | null, kind: WorkKind | null): number | null {
  if (!unread || !kind) return null;
  return unread[kind];
}
