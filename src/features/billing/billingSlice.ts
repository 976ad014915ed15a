import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BillingFeature, BillingPackage, Role } from '../../domain/api';
import type { BillingQuota } from './billingApi';
import { billingRedirect } from './billingRules';

export interface BillingState {
  /** true once a status answer is stored */
  loaded: boolean;
  package: BillingPackage | null;
  /** without 'trial' */
  features: BillingFeature[];
  signature: string;
  quota: BillingQuota | null;
  /** spec §3 "Available features": the available conversations and whether they were read */
  availableFeatures: { available: number; loaded: boolean };
  warning: { open: boolean; messages: string[] };
  /** the last failed read, kept so a later poll can clear it */
  error: string | null;
}

export const initialBillingState: BillingState = {
  loaded: false,
  package: null,
  features: [],
  signature: '',
  quota: null,
  availableFeatures: { available: 0, loaded: false },
  warning: { open: false, messages: [] },
  error: null,
};

export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    statusReceived(
      state,
      action: PayloadAction<{ package: BillingPackage | null; features: BillingFeature[]; signature: string; quota: BillingQuota | null }>,
    ) {
      Object.assign(state, action.payload, { loaded: true, error: null });
    },
    statusFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
    /** Also dispatched by the realtime feature when a 'conversation' event arrives. */
    availableFeaturesRequested() {},
    availableFeaturesReceived(state, action: PayloadAction<number>) {
      state.availableFeatures = { available: action.payload, loaded: true };
    },
    warningShown(state, action: PayloadAction<string[]>) {
      state.warning = { open: true, messages: action.payload };
    },
    warningDismissed(state) {
      state.warning.open = false;
    },
    stopped() {
      return initialBillingState;
    },
  },
});

export const {
  statusReceived: billingStatusReceived,
  statusFailed: billingStatusFailed,
  availableFeaturesRequested,
  availableFeaturesReceived,
  warningShown: billingWarningShown,
  warningDismissed: billingWarningDismissed,
  stopped: billingStopped,
} = billingSlice.actions;

type WithBilling = { billing: BillingState };
type WithRole = { auth: { workspace: { role: Role } | null } };

export const selectBilling = (state: WithBilling) => state.billing;
export const selectBillingWarning = (state: WithBilling) => state.billing.warning;
export const selectAvailableFeatures = (state: WithBilling) => state.billing.availableFeatures;

/** For the shell's billing guard (which acts only when config.billingGuard is on): where to go, or null. */
export const selectBillingRedirect = (state: WithBilling & WithRole): string | null =>
  billingRedirect(state.billing, state.auth.workspace?.role ?? null);
