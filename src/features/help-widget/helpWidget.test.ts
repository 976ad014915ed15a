import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import { DEFAULT_CONFIG } from '../config/configRules';
import { configFailed, configReceived, configSlice } from '../config/configSlice';
import type { HelpWidgetLoader } from './helpWidgetLoader';
import { helpWidgetSaga } from './helpWidgetSagas';
import { helpWidgetLoaded, helpWidgetSlice, helpWidgetToggled } from './helpWidgetSlice';

const setup = (helpWidget?: HelpWidgetLoader) =>
  makeStore({ reducer: { helpWidget: helpWidgetSlice.reducer, config: configSlice.reducer }, deps: { helpWidget }, sagas: [helpWidgetSaga] });

const withSupport = (channel: string | null) => configReceived({ ...DEFAULT_CONFIG, webchatSupportChannel: channel });

function fakeLoader(load: HelpWidgetLoader['load'] = async () => ({ caption: 'Ask us' })) {
  const listeners = new Set<() => void>();
  return {
    load: vi.fn(load),
    setOpen: vi.fn(),
    onClosed: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    closeFromInside: () => listeners.forEach((l) => l()),
  };
}

describe('help widget', () => {
  it("starts not loaded, closed, captioned 'Chat Us', and cannot open before it loads", () => {
    const store = setup();
    expect(store.getState().helpWidget).toEqual({ loaded: false, open: false, caption: 'Chat Us' });
    store.dispatch(helpWidgetToggled());
    expect(store.getState().helpWidget.open).toBe(false);
  });

  it('toggles open and closed once loaded', () => {
    const store = setup();
    store.dispatch(helpWidgetLoaded());
    store.dispatch(helpWidgetToggled());
    expect(store.getState().helpWidget.open).toBe(true);
    store.dispatch(helpWidgetToggled());
    expect(store.getState().helpWidget.open).toBe(false);
  });

  it('waits for the configuration, loads the support channel, takes its caption and mirrors open into it', async () => {
    const loader = fakeLoader();
    const store = setup(loader);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.load).not.toHaveBeenCalled();
    store.dispatch(withSupport('Support_1'));
    await vi.waitFor(() => expect(store.getState().helpWidget.loaded).toBe(true));
    expect(loader.load).toHaveBeenCalledWith('Support_1');
    expect(store.getState().helpWidget.caption).toBe('Ask us');

    store.dispatch(helpWidgetToggled());
    expect(loader.setOpen).toHaveBeenCalledWith(true);
  });

  it('closes when the visitor closes the chat window from inside', async () => {
    const loader = fakeLoader();
    const store = setup(loader);
    store.dispatch(withSupport('Support_1'));
    await vi.waitFor(() => expect(store.getState().helpWidget.loaded).toBe(true));
    store.dispatch(helpWidgetToggled());
    loader.closeFromInside();
    expect(store.getState().helpWidget.open).toBe(false);
  });

  it('stays disabled without a support channel, or when the configuration cannot be read', async () => {
    for (const action of [withSupport(null), configFailed()]) {
      const loader = fakeLoader();
      const store = setup(loader);
      store.dispatch(action);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loader.load).not.toHaveBeenCalled();
      expect(store.getState().helpWidget.loaded).toBe(false);
    }
  });

  it('stays disabled when the widget fails to load', async () => {
    const loader = fakeLoader(async () => Promise.reject(new Error('blocked')));
    const store = setup(loader);
    store.dispatch(withSupport('Support_1'));
    await vi.waitFor(() => expect(loader.load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().helpWidget.loaded).toBe(false);
  });
});
