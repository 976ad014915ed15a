import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { changeRefused, changeStarted, changeSucceeded, type ChangeState } from '../../components/form/changeState';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { SlaPolicy, SlaSettings } from '../../domain/sla';
import type { PolicyInput } from './slaRules';

/** Which change is under way or was refused: a new policy, one policy's edit or removal, or the settings. */
export type SlaChangeKey = 'create' | 'settings' | `policy:${string}` | `remove:${string}`;

export interface SlaPageState extends ChangeState<SlaChangeKey> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  policies: SlaPolicy[];
  settings: SlaSettings | null;
}

export const initialSlaPageState: SlaPageState = { status: 'idle', policies: [], settings: null, busy: null, failure: null, done: null };

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
      changeStarted(state, 'create');
    },
    updateRequested(state, action: PayloadAction<{ id: string; input: PolicyInput }>) {
      changeStarted(state, `policy:${action.payload.id}`);
    },
    removeRequested(state, action: PayloadAction<string>) {
      changeStarted(state, `remove:${action.payload}`);
    },
    settingsSaveRequested(state, _action: PayloadAction<SlaSettings>) {
      changeStarted(state, 'settings');
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
      changeSucceeded(state, action.payload);
    },
    changeFailed(state, action: PayloadAction<{ key: SlaChangeKey; failure: FormFailure | null }>) {
      changeRefused(state, action.payload.key, action.payload.failure);
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
