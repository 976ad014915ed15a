import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PricingAddon, PricingPackage } from '../../domain/api';

export interface PricingState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  packages: PricingPackage[];
  addons: PricingAddon[];
  error: string | null;
}

const initialState: PricingState = { status: 'idle', packages: [], addons: [], error: null };

export const pricingSlice = createSlice({
  name: 'pricing',
  initialState,
  reducers: {
    pricingRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    pricingReceived(state, action: PayloadAction<{ packages: PricingPackage[]; addons: PricingAddon[] }>) {
      state.status = 'succeeded';
      state.packages = action.payload.packages;
      state.addons = action.payload.addons;
    },
    pricingFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { pricingRequested, pricingReceived, pricingFailed } = pricingSlice.actions;

export const selectPricing = (state: { pricing: PricingState }) => state.pricing;
