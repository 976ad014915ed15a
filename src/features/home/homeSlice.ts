import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TodayCounts } from './homeRules';

export interface HomeState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  today: TodayCounts | null;
  message: string | null;
}

export const initialHomeState: HomeState = { status: 'idle', today: null, message: null };

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    summaryRequested(state) {
      state.status = 'loading';
      state.message = null;
    },
    summaryReceived(state, action: PayloadAction<TodayCounts>) {
      state.status = 'succeeded';
      state.today = action.payload;
    },
    summaryFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.message = action.payload;
    },
  },
});

export const { summaryRequested, summaryReceived, summaryFailed } = homeSlice.actions;

type WithHome = { home: HomeState };
export const selectHomeSummary = (state: WithHome) => state.home;
