import type { PayloadAction } from '@reduxjs/toolkit';
import { getContext, put, takeEvery } from 'redux-saga/effects';
import type { KeyValueStorage } from '../../services/storage';
import { THEME_STORAGE_KEY, parseStoredTheme, type ThemeMode } from './themeRules';
import { themeChanged, themeRestored } from './themeSlice';

export interface ThemeDeps {
  storage: KeyValueStorage;
}

export function* themeSaga() {
  const storage: KeyValueStorage = yield getContext('storage');
  // Synchronous at store creation, so the first paint already has the remembered theme.
  const remembered = parseStoredTheme(storage.get(THEME_STORAGE_KEY));
  if (remembered) yield put(themeRestored(remembered));
  yield takeEvery(themeChanged.type, (action: PayloadAction<ThemeMode>) => storage.set(THEME_STORAGE_KEY, action.payload));
}
