import { useEffect } from 'react';
import type { ConfigState } from '../../config/configSlice';
import { selectTheme, type ThemeState } from '../themeSlice';
import { useAppSelector } from '../../../app/hooks';

/** Puts the shown theme on <html>: the CSS reads data-theme, so switching needs no reload. */
export function ThemeApplier() {
  const theme = useAppSelector((state: { theme: ThemeState; config: ConfigState }) => selectTheme(state));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);
  return null;
}
