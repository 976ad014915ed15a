import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { ConfigState } from '../../config/configSlice';
import { selectTheme, type ThemeState } from '../themeSlice';

/** Puts the shown theme on <html>: the CSS reads data-theme, so switching needs no reload. */
export function ThemeApplier() {
  const theme = useSelector((state: { theme: ThemeState; config: ConfigState }) => selectTheme(state));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);
  return null;
}
