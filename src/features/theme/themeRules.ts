// Light and dark themes (spec §1, §9). Only developers may switch (spec §6); everyone else sees light.

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'omni.theme';

export function parseStoredTheme(value: string | null): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme shown: the chosen one for a developer, light for everyone else. */
export function effectiveTheme(chosen: ThemeMode, canSwitch: boolean): ThemeMode {
  return canSwitch ? chosen : 'light';
}
