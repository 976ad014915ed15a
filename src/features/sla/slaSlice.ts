import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { SlaPolicy, SlaSettings } from '../../domain/sla';
import type { PolicyInput } from './slaRules';

/** Which change is under way or was refused: a new policy, one policy's edit or removal, or the settings. */
export type SlaChangeKey = 'create' | 'settings' | `policy:${string}` | `remove:${string}`;

export interface SlaPageState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  policies: SlaPolicy[];
  settings: SlaSettings | null;
  busy: SlaChangeKey | null;
  /** The api's refusal of the last change, shown beside the inputs that made it. */
  failure: { key: SlaChangeKey; failure: FormFailure } | null;
  /** Bumped by each change that went through, so a dialog can close itself. */
  done: { key: SlaChangeKey; count: number } | null;
}

export const initialSlaPageState: SlaPageState = { status: 'idle', policies: [], settings: null, busy: null, failure: null, done: null };

const started = (state: SlaPageState, key: SlaChangeKey) => {
  state.busy = key;
  state.failure = null;
};

export const slaPageSlice = createSlice({
  name: 'slaPage',
  initialState: initialSlaPageState,
  reducers: {
    opened(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ policies: SlaPolicy[]; settings: SlaSettings }>) {
      Object.assign(state, action.payload, { status: 'ready' });
    },
    loadFailed(state) {
      state.status = state.settings ? 'ready' : 'failed';
    },
    createRequested(state, _action: PayloadAction<PolicyInput>) {
      started(state, 'create');
    },
    updateRequested(state, action: PayloadAction<{ id: string; input: PolicyInput }>) {
      started(state, `policy:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<string>) {
      started(state, `remove:${action.payload}`);
    },
    settingsSaveRequested(state, _action: PayloadAction<SlaSettings>) {
      started(state, 'settings');
    },
    policySaved(state, action: PayloadAction<SlaPolicy>) {
      const at = state.policies.findIndex((p) => p.id === action.payload.id);
      if (at >= 0) state.policies[at] = action.payload;
      else state.policies.push(action.payload);
    },
    policyRemoved(state, action: PayloadAction<string>) {
      state.policies = state.policies.filter((p) => p.id !== action.payload);
    },
    settingsSaved(state, action: PayloadAction<SlaSettings>) {
      state.settings = action.payload;
    },
    changeSucceeded(state, action: PayloadAction<SlaChangeKey>) {
      state.busy = null;
      state.done = { key: action.payload, count: (state.done?.count ?? 0) + 1 };
    },
    changeFailed(state, action: PayloadAction<{ key: SlaChangeKey; failure: FormFailure | null }>) {
      state.busy = null;
      state.failure = action.payload.failure ? { key: action.payload.key, failure: action.payload.failure } : null;
    },
    failureDismissed(state) {
      state.failure = null;
    },
  },
});

export const {
  opened: slaPageOpened,
  loaded: slaLoaded,
  loadFailed: slaLoadFailed,
  createRequested: slaPolicyCreateRequested,
  updateRequested: slaPolicyUpdateRequested,
  removeRequested: slaPolicyRemoveRequested,
  settingsSaveRequested: slaSettingsSaveRequested,
  policySaved: slaPolicySaved,
  policyRemoved: slaPolicyRemoved,
  settingsSaved: slaSettingsSaved,
  changeSucceeded: slaChangeSucceeded,
  changeFailed: slaChangeFailed,
  failureDismissed: slaFailureDismissed,
} = slaPageSlice.actions;

export const selectSlaPage = (state: { slaPage: SlaPageState }) => state.slaPage;
