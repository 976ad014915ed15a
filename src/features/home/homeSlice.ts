import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TodayCounts } from './homeRules';

export interface HomeState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  today: TodayCounts | null;
  /** whose "today" the counts are, when the workspace's time zone is not the browser's (homeDayRules) */
  dayNote: string | null;
  message: string | null;
}

export const initialHomeState: HomeState = { status: 'idle', today: null, dayNote: null, message: null };

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    summaryRequested(state) {
      state.status = 'loading';
      state.message = null;
    },
    summaryReceived(state, action: PayloadAction<{ today: TodayCounts; dayNote: string | null }>) {
      state.status = 'succeeded';
      state.today = action.payload.today;
      state.dayNote = action.payload.dayNote;
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
