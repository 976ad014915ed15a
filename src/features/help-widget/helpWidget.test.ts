import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { HelpWidgetLoader } from './helpWidgetLoader';
import { helpWidgetSaga } from './helpWidgetSagas';
import { helpWidgetLoaded, helpWidgetSlice, helpWidgetToggled } from './helpWidgetSlice';

const setup = (helpWidget?: HelpWidgetLoader) =>
  makeStore({ reducer: { helpWidget: helpWidgetSlice.reducer }, deps: { helpWidget }, sagas: [helpWidgetSaga] });

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

  it('loads through the loader, takes its caption and mirrors open into it', async () => {
    const loader = { load: vi.fn(async () => ({ caption: 'Ask us' })), setOpen: vi.fn() };
    const store = setup(loader);
    await vi.waitFor(() => expect(store.getState().helpWidget.loaded).toBe(true));
    expect(store.getState().helpWidget.caption).toBe('Ask us');

    store.dispatch(helpWidgetToggled());
    expect(loader.setOpen).toHaveBeenCalledWith(true);
  });

  it('stays disabled when the loader fails', async () => {
    const store = setup({ load: async () => Promise.reject(new Error('blocked')) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().helpWidget.loaded).toBe(false);
  });
});
