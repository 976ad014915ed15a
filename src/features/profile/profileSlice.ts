import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserStatus } from '../../domain/api';
import type { StatusChange } from './profileApi';
import type { AvatarChange, PasswordBody, ProfileBody, ProfileStep } from './profileRules';

export interface ProfileFailure {
  message: string;
  /** field name → the server's message for it */
  fields: Record<string, string>;
}

export interface ProfileState {
  open: boolean;
  step: ProfileStep;
  saving: boolean;
  failure: ProfileFailure | null;
  avatar: AvatarChange;
  avatarStatus: 'idle' | 'uploading' | 'failed';
  avatarError: string | null;
  statusChanging: boolean;
  /** The aux reasons offered after 'Aux' is pressed: null until asked for, then loading or the workspace's list. */
  auxReasons: { status: 'loading' | 'ready'; reasons: string[] } | null;
}

export const initialProfileState: ProfileState = {
  open: false,
  step: 1,
  saving: false,
  failure: null,
  avatar: { kind: 'keep' },
  avatarStatus: 'idle',
  avatarError: null,
  statusChanging: false,
  auxReasons: null,
};

/** Back to the overview with nothing pending, as after closing the menu or saving (spec §4). */
const reset = (state: ProfileState): ProfileState => ({ ...initialProfileState, open: state.open, statusChanging: state.statusChanging });

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    menuOpened(state) {
      state.open = true;
    },
    menuClosed(state) {
      return { ...reset(state), open: false };
    },
    stepChanged(state, action: PayloadAction<ProfileStep>) {
      if (action.payload === 1) return reset(state);
      state.step = action.payload;
      state.failure = null;
    },
    profileSaveRequested: {
      reducer(state) {
        state.saving = true;
        state.failure = null;
      },
      prepare: (body: ProfileBody) => ({ payload: body }),
    },
    passwordChangeRequested: {
      reducer(state) {
        state.saving = true;
        state.failure = null;
      },
      prepare: (body: PasswordBody) => ({ payload: body }),
    },
    saveSucceeded(state) {
      return reset(state);
    },
    saveFailed(state, action: PayloadAction<ProfileFailure>) {
      state.saving = false;
      state.failure = action.payload;
    },
    avatarUploadRequested: {
      reducer(state) {
        state.avatarStatus = 'uploading';
        state.avatarError = null;
      },
      // A File is not serializable; meta.arg is the path Redux Toolkit's check leaves alone.
      prepare: (file: File) => ({ payload: undefined, meta: { arg: file } }),
    },
    avatarUploaded(state, action: PayloadAction<string>) {
      state.avatar = { kind: 'set', url: action.payload };
      state.avatarStatus = 'idle';
    },
    avatarUploadFailed(state, action: PayloadAction<string>) {
      state.avatarStatus = 'failed';
      state.avatarError = action.payload;
    },
    avatarRemoved(state) {
      state.avatar = { kind: 'remove' };
      state.avatarStatus = 'idle';
      state.avatarError = null;
    },
    statusChangeRequested: {
      reducer(state) {
        state.statusChanging = true;
        state.auxReasons = null;
      },
      prepare: (status: UserStatus, reason?: string) => ({ payload: (reason === undefined ? { status } : { status, reason }) as StatusChange }),
    },
    /** 'Aux' pressed: the reasons are read before the status changes. */
    auxReasonsRequested(state) {
      state.auxReasons = { status: 'loading', reasons: [] };
    },
    auxReasonsReceived(state, action: PayloadAction<string[]>) {
      state.auxReasons = { status: 'ready', reasons: action.payload };
    },
    /** The reasons could not be read, or the member changed their mind. */
    auxReasonsDismissed(state) {
      state.auxReasons = null;
    },
    statusChangeFinished(state) {
      state.statusChanging = false;
    },
    /** Reads GET /auth again without leaving the page (the session check would show the sign-in screen). */
    authRefreshRequested() {},
  },
});

export const {
  menuOpened,
  menuClosed,
  stepChanged,
  profileSaveRequested,
  passwordChangeRequested,
  saveSucceeded,
  saveFailed,
  avatarUploadRequested,
  avatarUploaded,
  avatarUploadFailed,
  avatarRemoved,
  statusChangeRequested,
  statusChangeFinished,
  auxReasonsRequested,
  auxReasonsReceived,
  auxReasonsDismissed,
  authRefreshRequested,
} = profileSlice.actions;

export const selectProfile = (state: { profile: ProfileState }) => state.profile;
