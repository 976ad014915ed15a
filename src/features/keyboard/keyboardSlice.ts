import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact, TicketSummary } from '../../domain/inbox';
import { loggedOut } from '../auth/authSlice';
import { needsLookup, paletteLookups } from './paletteLookups';

/** What the keyboard layer shows over the page: nothing, the cheat sheet or the command palette. */
export type KeyboardOverlay = 'none' | 'shortcuts' | 'palette';

/** The palette's server lookups for `query`: a ticket by its number, contacts by name. */
export interface PaletteSearch {
  query: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  ticket: TicketSummary | null;
  contacts: Contact[];
}

export interface KeyboardState {
  overlay: KeyboardOverlay;
  search: PaletteSearch;
}

const EMPTY_SEARCH: PaletteSearch = { query: '', status: 'idle', ticket: null, contacts: [] };

export const initialKeyboardState: KeyboardState = { overlay: 'none', search: EMPTY_SEARCH };

export const keyboardSlice = createSlice({
  name: 'keyboard',
  initialState: initialKeyboardState,
  reducers: {
    shortcutsOpened(state) {
      state.overlay = 'shortcuts';
    },
    paletteOpened(state) {
      state.overlay = 'palette';
      state.search = EMPTY_SEARCH;
    },
    overlayClosed(state) {
      state.overlay = 'none';
      state.search = EMPTY_SEARCH;
    },
    /** The person typed in the palette; the saga looks it up after a pause. */
    paletteQueryChanged(state, action: PayloadAction<string>) {
      const lookups = paletteLookups(action.payload);
      state.search = { ...EMPTY_SEARCH, query: action.payload, status: needsLookup(lookups) ? 'loading' : 'idle' };
    },
    paletteResultsReceived(state, action: PayloadAction<{ query: string; ticket: TicketSummary | null; contacts: Contact[] }>) {
      if (action.payload.query !== state.search.query) return;
      state.search = { ...action.payload, status: 'succeeded' };
    },
    paletteSearchFailed(state, action: PayloadAction<{ query: string }>) {
      if (action.payload.query === state.search.query) state.search.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialKeyboardState);
  },
});

export const { shortcutsOpened, paletteOpened, overlayClosed, paletteQueryChanged, paletteResultsReceived, paletteSearchFailed } =
  keyboardSlice.actions;

type WithKeyboard = { keyboard: KeyboardState };
export const selectKeyboardOverlay = (state: WithKeyboard) => state.keyboard.overlay;
export const selectPaletteSearch = (state: WithKeyboard) => state.keyboard.search;
