import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { RuntimeConfig } from '../config/configRules';
import { configReceived, configSlice } from '../config/configSlice';
import { createMemoryStorage } from '../../services/storage';
import { effectiveTheme, parseStoredTheme } from './themeRules';
import { themeSaga } from './themeSagas';
import { selectCanSwitchTheme, selectTheme, themeChanged, themeSlice } from './themeSlice';

const config = (developer: boolean): RuntimeConfig => ({
  billingGuard: false,
  helpCenterHost: '',
  webchatProduct: 'OMNI',
  webchatSupportChannel: null,
  maintenance: false,
  me: { developer, spectator: false, serviceAccount: false, spectating: false },
});

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = makeStore({
    reducer: { theme: themeSlice.reducer, config: configSlice.reducer },
    deps: { storage },
    sagas: [themeSaga],
  });
  return { store, storage };
}

describe('theme rules', () => {
  it('reads only a known stored theme', () => {
    expect(parseStoredTheme('dark')).toBe('dark');
    expect(parseStoredTheme('light')).toBe('light');
    expect(parseStoredTheme('blue')).toBeNull();
    expect(parseStoredTheme(null)).toBeNull();
  });

  it('shows the chosen theme to developers only', () => {
    expect(effectiveTheme('dark', true)).toBe('dark');
    expect(effectiveTheme('dark', false)).toBe('light');
  });
});

describe('theme saga', () => {
  it('remembers a change and restores it in the next store', () => {
    const { store, storage } = setup();
    store.dispatch(configReceived(config(true)));
    store.dispatch(themeChanged('dark'));
    expect(selectTheme(store.getState())).toBe('dark');
    expect(storage.get('omni.theme')).toBe('dark');

    const next = setup({ 'omni.theme': 'dark' });
    expect(next.store.getState().theme.mode).toBe('dark');
  });

  it('lets only developers switch', () => {
    const { store } = setup({ 'omni.theme': 'dark' });
    expect(selectCanSwitchTheme(store.getState())).toBe(false);
    expect(selectTheme(store.getState())).toBe('light');

    store.dispatch(configReceived(config(false)));
    expect(selectTheme(store.getState())).toBe('light');

    store.dispatch(configReceived(config(true)));
    expect(selectCanSwitchTheme(store.getState())).toBe(true);
    expect(selectTheme(store.getState())).toBe('dark');
  });
});
