// What the menu reads from the runtime configuration and the theme.

import type { ConfigState } from '../config/configSlice';
import { selectConfigMe, selectHelpCenterHost } from '../config/configSlice';
import { selectCanSwitchTheme, selectTheme, type ThemeState } from '../theme/themeSlice';

type WithConfig = { config: ConfigState };

export { selectCanSwitchTheme, selectHelpCenterHost };

/** A spectator (viewing the console as another user) gets a badge on the avatar. */
export const selectIsSpectating = (state: WithConfig): boolean => selectConfigMe(state)?.spectating === true;

export const selectDarkTheme = (state: WithConfig & { theme: ThemeState }): boolean => selectTheme(state) === 'dark';
