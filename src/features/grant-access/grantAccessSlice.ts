import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessOverview, MemberAccess } from '../../domain/accessPresets';

/** One member's row: a save under way, or what the last save said. */
export type RowFeedback = { kind: 'saving' } | { kind: 'saved'; message: string } | { kind: 'failed'; message: string };

export interface GrantAccessState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: AccessOverview | null;
  /** lists being edited and not saved yet, by member id */
  drafts: Record<string, string[]>;
  feedback: Record<string, RowFeedback>;
}

export const initialGrantAccessState: GrantAccessState = { status: 'idle', data: null, drafts: {}, feedback: {} };

const replaceMember = (data: AccessOverview | null, member: MemberAccess) => {
  if (!data) return;
  data.members = data.members.map((m) => (m.id === member.id ? member : m));
};

export const grantAccessSlice = createSlice({
  name: 'grantAccess',
  initialState: initialGrantAccessState,
  reducers: {
    opened(state) {
      state.status = state.data ? 'ready' : 'loading';
    },
    loaded(state, action: PayloadAction<AccessOverview>) {
      state.status = 'ready';
      state.data = action.payload;
      state.drafts = {};
      state.feedback = {};
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    draftChanged(state, action: PayloadAction<{ userId: string; access: string[] }>) {
      state.drafts[action.payload.userId] = action.payload.access;
      delete state.feedback[action.payload.userId];
    },
    draftDiscarded(state, action: PayloadAction<string>) {
      delete state.drafts[action.payload];
      delete state.feedback[action.payload];
    },
    saveRequested(state, action: PayloadAction<string>) {
      state.feedback[action.payload] = { kind: 'saving' };
    },
    saved(state, action: PayloadAction<{ member: MemberAccess; message: string }>) {
      const { member, message } = action.payload;
      replaceMember(state.data, member);
      delete state.drafts[member.id];
      state.feedback[member.id] = { kind: 'saved', message };
    },
    saveFailed(state, action: PayloadAction<{ userId: string; message: string }>) {
      state.feedback[action.payload.userId] = { kind: 'failed', message: action.payload.message };
    },
  },
});

export const {
  opened: grantAccessOpened,
  loaded: grantAccessLoaded,
  loadFailed: grantAccessLoadFailed,
  draftChanged: accessDraftChanged,
  draftDiscarded: accessDraftDiscarded,
  saveRequested: accessSaveRequested,
  saved: accessSaved,
  saveFailed: accessSaveFailed,
} = grantAccessSlice.actions;

export const selectGrantAccess = (state: { grantAccess: GrantAccessState }) => state.grantAccess;
