import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SpectatorTarget } from './spectatorRules';

export interface SpectatorState {
  lookup: 'idle' | 'loading' | 'succeeded' | 'failed';
  target: SpectatorTarget | null;
  view: 'idle' | 'starting' | 'failed';
  message: string | null;
}

export const initialSpectatorState: SpectatorState = { lookup: 'idle', target: null, view: 'idle', message: null };

export const spectatorSlice = createSlice({
  name: 'spectator',
  initialState: initialSpectatorState,
  reducers: {
    targetLookupRequested(state, _action: PayloadAction<{ id: string }>) {
      state.lookup = 'loading';
      state.target = null;
      state.message = null;
      state.view = 'idle';
    },
    targetFound(state, action: PayloadAction<SpectatorTarget>) {
      state.lookup = 'succeeded';
      state.target = action.payload;
    },
    targetLookupFailed(state, action: PayloadAction<string>) {
      state.lookup = 'failed';
      state.message = action.payload;
    },
    viewAsRequested(state, _action: PayloadAction<{ userId: string }>) {
      state.view = 'starting';
      state.message = null;
    },
    viewAsFailed(state, action: PayloadAction<string>) {
      state.view = 'failed';
      state.message = action.payload;
    },
  },
});

export const { targetLookupRequested, targetFound, targetLookupFailed, viewAsRequested, viewAsFailed } = spectatorSlice.actions;

type WithSpectator = { spectator: SpectatorState };
export const selectSpectator = (state: WithSpectator) => state.spectator;
