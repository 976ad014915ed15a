import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvitationPreview } from '../../../domain/invitationRules';

export interface JoinState {
  /** stopped: a failure the shell shows (the full-page errors of spec §8, or the error dialog) */
  status: 'idle' | 'checking' | 'joining' | 'joined' | 'stopped';
  invitation: InvitationPreview | null;
}

export const joinSlice = createSlice({
  name: 'join',
  initialState: { status: 'idle', invitation: null } as JoinState,
  reducers: {
    opened(state, _action: PayloadAction<string>) {
      state.status = 'checking';
    },
    previewed(state, action: PayloadAction<InvitationPreview>) {
      state.status = 'joining';
      state.invitation = action.payload;
    },
    joined(state) {
      state.status = 'joined';
    },
    stopped(state) {
      state.status = 'stopped';
    },
  },
});

export const { opened: joinOpened, previewed: invitationPreviewed, joined: workspaceJoined, stopped: joinStopped } = joinSlice.actions;

export const selectJoin = (state: { join: JoinState }) => state.join;
