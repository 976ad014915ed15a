import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrandLook } from '../../domain/brandRules';
import { REALTIME_EVENTS } from '../../domain/realtimeEvents';
import { eventReducers } from '../realtime/eventReducers';
import { eventsReceived } from '../realtime/realtimeSlice';

// The shell's copy of the workspace's look (accent, logo): read once the console knows its workspace,
// then kept by the 'brand changed' event, so every open console follows a save without a reload.

export interface BrandLookState {
  workspaceId: string | null;
  look: BrandLook | null;
}

const initialState: BrandLookState = { workspaceId: null, look: null };

export const brandLookSlice = createSlice({
  name: 'brandLook',
  initialState,
  reducers: {
    received(state, action: PayloadAction<{ workspaceId: string; look: BrandLook }>) {
      state.workspaceId = action.payload.workspaceId;
      state.look = action.payload.look;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(
      eventsReceived,
      eventReducers<BrandLookState>({
        [REALTIME_EVENTS.brandChanged]: (state, event) => {
          if (event.workspaceId === state.workspaceId) state.look = event.payload.brand;
        },
      }),
    );
  },
});

export const { received: brandLookReceived } = brandLookSlice.actions;
export const selectBrandLook = (state: { brandLook?: BrandLookState }) => state.brandLook?.look ?? null;
