import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingProgress } from '../../domain/onboardingProgress';

export interface OnboardingState {
  /** creating: the call is out; refreshing: the workspace exists and the auth status is read again */
  status: 'idle' | 'creating' | 'refreshing' | 'created' | 'failed';
  message: string | null;
  /** the getting-started steps done, as GET /onboarding/progress said */
  progress: { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: OnboardingProgress | null; message: string | null };
}

export const initialOnboardingState: OnboardingState = { status: 'idle', message: null, progress: { status: 'idle', data: null, message: null } };

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    workspaceCreateRequested(state, _action: PayloadAction<{ name: string; timeZone: string }>) {
      state.status = 'creating';
      state.message = null;
    },
    workspaceCreated(state) {
      state.status = 'refreshing';
    },
    onboardingSessionRefreshed(state) {
      state.status = 'created';
    },
    workspaceCreateFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.message = action.payload;
    },
    /** the getting-started page was reached: a later visit to creation starts afresh; its progress is read */
    onboardingReset() {
      return { ...initialOnboardingState, progress: { status: 'loading' as const, data: null, message: null } };
    },
    onboardingProgressReceived(state, action: PayloadAction<OnboardingProgress>) {
      state.progress = { status: 'loaded', data: action.payload, message: null };
    },
    onboardingProgressFailed(state, action: PayloadAction<string>) {
      state.progress = { status: 'failed', data: null, message: action.payload };
    },
  },
});

export const {
  workspaceCreateRequested,
  workspaceCreated,
  onboardingSessionRefreshed,
  workspaceCreateFailed,
  onboardingReset,
  onboardingProgressReceived,
  onboardingProgressFailed,
} = onboardingSlice.actions;

type WithOnboarding = { onboarding: OnboardingState };
export const selectOnboarding = (state: WithOnboarding) => state.onboarding;
