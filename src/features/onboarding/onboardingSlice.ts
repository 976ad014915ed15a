import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OnboardingState {
  /** creating: the call is out; refreshing: the workspace exists and the auth status is read again */
  status: 'idle' | 'creating' | 'refreshing' | 'created' | 'failed';
  message: string | null;
}

export const initialOnboardingState: OnboardingState = { status: 'idle', message: null };

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    workspaceCreateRequested(state, _action: PayloadAction<{ name: string }>) {
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
    /** the getting-started page was reached: a later visit to creation starts afresh */
    onboardingReset() {
      return initialOnboardingState;
    },
  },
});

export const { workspaceCreateRequested, workspaceCreated, onboardingSessionRefreshed, workspaceCreateFailed, onboardingReset } =
  onboardingSlice.actions;

type WithOnboarding = { onboarding: OnboardingState };
export const selectOnboarding = (state: WithOnboarding) => state.onboarding;
