import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../domain/api';
import type { Invitation, InvitationInput, MembersOverview } from '../../domain/invitationRules';
import type { FormFailure } from '../errors/formCall';
import type { MemberChange } from './memberAdminApi';

export interface MemberAdminState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  overview: MembersOverview | null;
  invitations: Invitation[];
  /** the invitation being sent, or the id of the member or invitation being changed */
  busy: string | null;
  inviteFailure: FormFailure | null;
  /** counts sent invitations, so the form empties itself after each */
  invitesSent: number;
  failure: string | null;
}

const initialState: MemberAdminState = { status: 'idle', overview: null, invitations: [], busy: null, inviteFailure: null, invitesSent: 0, failure: null };

export const memberAdminSlice = createSlice({
  name: 'memberAdmin',
  initialState,
  reducers: {
    opened(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ overview: MembersOverview; invitations: Invitation[] }>) {
      state.status = 'ready';
      state.overview = action.payload.overview;
      state.invitations = action.payload.invitations;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    overviewReceived(state, action: PayloadAction<MembersOverview>) {
      state.overview = action.payload;
      state.busy = null;
    },
    invitationsReceived(state, action: PayloadAction<Invitation[]>) {
      state.invitations = action.payload;
      state.busy = null;
    },
    inviteRequested(state, _action: PayloadAction<InvitationInput>) {
      state.busy = 'invite';
      state.inviteFailure = null;
    },
    invited(state, action: PayloadAction<Invitation[]>) {
      state.invitations = action.payload;
      state.busy = null;
      state.invitesSent += 1;
    },
    inviteRefused(state, action: PayloadAction<FormFailure | null>) {
      state.busy = null;
      state.inviteFailure = action.payload;
    },
    invitationChangeRequested(state, action: PayloadAction<{ id: string; change: 'resend' | 'revoke' }>) {
      state.busy = action.payload.id;
      state.failure = null;
    },
    roleChangeRequested(state, action: PayloadAction<{ userId: string; role: Role }>) {
      state.busy = action.payload.userId;
      state.failure = null;
    },
    statusChangeRequested(state, action: PayloadAction<{ userId: string; status: 'available' | 'aux' }>) {
      state.busy = action.payload.userId;
      state.failure = null;
    },
    memberChangeRequested(state, action: PayloadAction<{ userId: string; change: MemberChange }>) {
      state.busy = action.payload.userId;
      state.failure = null;
    },
    changeRefused(state, action: PayloadAction<string | null>) {
      state.busy = null;
      state.failure = action.payload;
    },
  },
});

export const {
  opened: memberAdminOpened,
  loaded: memberAdminLoaded,
  loadFailed: memberAdminLoadFailed,
  overviewReceived,
  invitationsReceived,
  inviteRequested,
  invited,
  inviteRefused,
  invitationChangeRequested,
  roleChangeRequested,
  statusChangeRequested,
  memberChangeRequested,
  changeRefused,
} = memberAdminSlice.actions;

export const selectMemberAdmin = (state: { memberAdmin: MemberAdminState }) => state.memberAdmin;
