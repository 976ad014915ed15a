// What the menu reads from other features' state. The runtime configuration and the theme are read
// loosely, so the menu works in a store that does not mount those slices (tests, other entries).

interface LooseState {
  config?: { value?: { helpCenterHost?: unknown; me?: { developer?: unknown; spectating?: unknown } | null } };
  theme?: { mode?: unknown; name?: unknown; theme?: unknown };
  auth: { spectating?: unknown };
}

export const selectHelpCenterHost = (state: LooseState): string => {
  const host = state.config?.value?.helpCenterHost;
  return typeof host === 'string' ? host : '';
};

/** Spec §2: the Dark Theme switch is for developers only. */
export const selectIsDeveloper = (state: LooseState): boolean => state.config?.value?.me?.developer === true;

/** A spectator (viewing the console as another user) gets a badge on the avatar. */
export const selectIsSpectating = (state: LooseState): boolean =>
  state.auth.spectating === true || state.config?.value?.me?.spectating === true;

export const selectDarkTheme = (state: LooseState): boolean => {
  const theme = state.theme;
  return [theme?.mode, theme?.name, theme?.theme].includes('dark');
};
