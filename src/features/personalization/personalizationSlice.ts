import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { Brand } from '../../domain/brandRules';
import type { StagedFileInfo } from '../conversations/openConversationSlice';
import type { BrandAnswer } from './personalizationApi';

// The personalization page: the stored brand, a save under way or refused, and a logo being uploaded.

export interface UploadedLogo {
  id: string;
  /** The member's url of the file, for the preview until the brand is saved. */
  url: string;
  /** Counts uploads, so the form takes each one once. */
  count: number;
}

export interface PersonalizationState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  saved: BrandAnswer | null;
  saving: boolean;
  failure: FormFailure | null;
  uploading: boolean;
  uploaded: UploadedLogo | null;
  uploadError: string | null;
}

const initialState: PersonalizationState = { status: 'idle', saved: null, saving: false, failure: null, uploading: false, uploaded: null, uploadError: null };

export const personalizationSlice = createSlice({
  name: 'personalization',
  initialState,
  reducers: {
    loadRequested(state) {
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<BrandAnswer>) {
      state.status = 'ready';
      state.saved = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    saveRequested(state, _action: PayloadAction<Brand>) {
      state.saving = true;
      state.failure = null;
    },
    saved(state, action: PayloadAction<BrandAnswer>) {
      state.saving = false;
      state.saved = action.payload;
    },
    /** null: the error dialog shows it (not a refusal about the form). */
    saveFailed(state, action: PayloadAction<FormFailure | null>) {
      state.saving = false;
      state.failure = action.payload;
    },
    logoPicked(state, _action: PayloadAction<StagedFileInfo>) {
      state.uploading = true;
      state.uploadError = null;
    },
    logoUploaded(state, action: PayloadAction<{ id: string; url: string }>) {
      state.uploading = false;
      state.uploaded = { ...action.payload, count: (state.uploaded?.count ?? 0) + 1 };
    },
    logoUploadFailed(state, action: PayloadAction<string | null>) {
      state.uploading = false;
      state.uploadError = action.payload;
    },
  },
});

export const {
  loadRequested: brandLoadRequested,
  loaded: brandLoaded,
  loadFailed: brandLoadFailed,
  saveRequested: brandSaveRequested,
  saved: brandSaved,
  saveFailed: brandSaveFailed,
  logoPicked,
  logoUploaded,
  logoUploadFailed,
} = personalizationSlice.actions;

export const selectPersonalization = (state: { personalization: PersonalizationState }) => state.personalization;
