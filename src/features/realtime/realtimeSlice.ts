import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeEvent } from '../../domain/realtimeEvents';

/**
 * idle: no session yet; connecting: the socket is opening; connected; disconnected: lost, socket.io is
 * reconnecting; dropped: disconnected for too long, the socket was closed and the dialog is shown.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'dropped';

export interface RealtimeState {
  connection: ConnectionStatus;
  /** The newest workspace event number seen: where the next catch-up starts. */
  lastSeq: number | null;
  /** true while missed events are being fetched (live events wait meanwhile) */
  syncing: boolean;
}

export const initialRealtimeState: RealtimeState = { connection: 'idle', lastSeq: null, syncing: false };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    sessionStarted(state) {
      state.connection = 'connecting';
    },
    /** reconnect: the socket had been connected before in this session (the 'connected' notification). */
    connected(state, _action: PayloadAction<{ reconnect: boolean }>) {
      state.connection = 'connected';
    },
    disconnected(state, _action: PayloadAction<{ reason: string }>) {
      if (state.connection !== 'dropped') state.connection = 'disconnected';
    },
    /** After DISCONNECT_POPUP_MS of continuous disconnection. */
    dropped(state) {
      state.connection = 'dropped';
    },
    syncStarted(state) {
      state.syncing = true;
    },
    syncFinished(state) {
      state.syncing = false;
    },
    syncFailed(state, _action: PayloadAction<{ status: number; message: string }>) {
      state.syncing = false;
    },
    /**
     * One store update per animation frame (or per replay page): the new events for this user, in order.
     * Other features reduce this action themselves; lastSeq may move past events meant for others.
     */
    eventsReceived(state, action: PayloadAction<{ events: RealtimeEvent[]; lastSeq: number | null }>) {
      state.lastSeq = action.payload.lastSeq;
    },
    /** The server could not continue from our cursor: the state was reloaded, go on from `latest`. */
    cursorReset(state, action: PayloadAction<number>) {
      state.lastSeq = action.payload;
    },
    sessionEnded() {
      return initialRealtimeState;
    },
  },
});

export const {
  sessionStarted: realtimeSessionStarted,
  connected: socketConnected,
  disconnected: socketDisconnected,
  dropped: socketDropped,
  syncStarted,
  syncFinished,
  syncFailed,
  eventsReceived,
  cursorReset,
  sessionEnded: realtimeSessionEnded,
} = realtimeSlice.actions;

type WithRealtime = { realtime: RealtimeState };
export const selectRealtime = (state: WithRealtime) => state.realtime;
export const selectConnection = (state: WithRealtime) => state.realtime.connection;
export const selectLastSeq = (state: WithRealtime) => state.realtime.lastSeq;
export const selectDisconnectedTooLong = (state: WithRealtime) => state.realtime.connection === 'dropped';
