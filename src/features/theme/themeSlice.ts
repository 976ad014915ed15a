import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConfigState } from '../config/configSlice';
import { effectiveTheme, type ThemeMode } from './themeRules';

export interface ThemeState {
  /** what the user chose; see selectTheme for what is shown */
  mode: ThemeMode;
}

export const initialThemeState: ThemeState = { mode: 'light' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The Dark Theme switch of the profile menu. Remembered in localStorage by the theme saga. */
    changed(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    /** The remembered choice, read at start. */
    restored(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
  },
});

export const { changed: themeChanged, restored: themeRestored } = themeSlice.actions;

type WithTheme = { theme: ThemeState; config: ConfigState };
/** Spec §6: the Dark Theme switch is for developers only. */
export const selectCanSwitchTheme = (state: Pick<WithTheme, 'config'>) => state.config.value.me?.developer === true;
export const selectChosenTheme = (state: Pick<WithTheme, 'theme'>) => state.theme.mode;
export const selectTheme = (state: WithTheme): ThemeMode => effectiveTheme(state.theme.mode, selectCanSwitchTheme(state));
