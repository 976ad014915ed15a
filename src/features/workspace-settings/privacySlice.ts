import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../components/form/fieldErrors';
import type { ErasedCounts, PrivacyContact } from '../../domain/privacyRules';

/** The 'Privacy requests' section: a contact found by name, e-mail or phone, then exported or erased. */
export interface PrivacyState {
  query: string;
  search: { status: 'idle' | 'loading' | 'ready' | 'failed'; items: PrivacyContact[]; total: number };
  chosen: PrivacyContact | null;
  erasing: boolean;
  failure: FormFailure | null;
  /** how much the last erasure removed (counts only: what it was is gone) */
  erased: ErasedCounts | null;
}

export const initialPrivacyState: PrivacyState = {
  query: '',
  search: { status: 'idle', items: [], total: 0 },
  chosen: null,
  erasing: false,
  failure: null,
  erased: null,
};

export const privacySlice = createSlice({
  name: 'privacy',
  initialState: initialPrivacyState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.search.status = action.payload === '' ? 'idle' : 'loading';
      if (action.payload === '') state.search.items = [];
    },
    searchLoaded(state, action: PayloadAction<{ items: PrivacyContact[]; total: number }>) {
      state.search = { status: 'ready', ...action.payload };
    },
    searchFailed(state) {
      state.search.status = 'failed';
    },
    contactChosen(state, action: PayloadAction<PrivacyContact | null>) {
      state.chosen = action.payload;
      state.failure = null;
      state.erased = null;
    },
    eraseRequested(state, _action: PayloadAction<{ id: string; confirmation: string }>) {
      state.erasing = true;
      state.failure = null;
    },
    erased(state, action: PayloadAction<ErasedCounts>) {
      const goneId = state.chosen?.id;
      state.erasing = false;
      state.erased = action.payload;
      state.search.items = state.search.items.filter((item) => item.id !== goneId);
      state.chosen = null;
    },
    eraseFailed(state, action: PayloadAction<FormFailure | null>) {
      state.erasing = false;
      state.failure = action.payload;
    },
  },
});

export const {
  searchChanged: privacySearchChanged,
  searchLoaded: privacySearchLoaded,
  searchFailed: privacySearchFailed,
  contactChosen: privacyContactChosen,
  eraseRequested: privacyEraseRequested,
  erased: privacyErased,
  eraseFailed: privacyEraseFailed,
} = privacySlice.actions;

export const selectPrivacy = (state: { privacy: PrivacyState }) => state.privacy;
