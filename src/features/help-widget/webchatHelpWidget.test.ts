import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetOptions } from '../../webchat/loader/mountWidget';
import { createWebchatHelpWidget, LOAD_TIMEOUT_MS } from './webchatHelpWidget';

function fakeMount() {
  const widget = { setOpen: vi.fn(), destroy: vi.fn() };
  let options: WidgetOptions | undefined;
  const mount = vi.fn((given: WidgetOptions) => {
    options = given;
    return widget;
  });
  return { mount, widget, options: () => options! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the console help widget', () => {
  it('frames the support channel from the console origin, without a launcher, and resolves with its caption', async () => {
    const fake = fakeMount();
    const loader = createWebchatHelpWidget('https://inbox.example.com', fake.mount);
    const loading = loader.load('Support_1');
    expect(fake.options()).toMatchObject({ origin: 'https://inbox.example.com', channel: 'Support_1', launcher: false });
    fake.options().onReady!({ caption: 'Need help?' });
    await expect(loading).resolves.toEqual({ caption: 'Need help?' });
    loader.setOpen!(true);
    expect(fake.widget.setOpen).toHaveBeenCalledWith(true);
  });

  it('reports closes made inside the chat window', () => {
    const fake = fakeMount();
    const loader = createWebchatHelpWidget('https://inbox.example.com', fake.mount);
    void loader.load('Support_1');
    const closed = vi.fn();
    const stop = loader.onClosed!(closed);
    fake.options().onOpenChange!(true);
    fake.options().onOpenChange!(false);
    expect(closed).toHaveBeenCalledTimes(1);
    stop();
    fake.options().onOpenChange!(false);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('gives up and removes the frame when the chat window never gets ready', async () => {
    vi.useFakeTimers();
    const fake = fakeMount();
    const loading = createWebchatHelpWidget('https://inbox.example.com', fake.mount).load('Gone_channel');
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await expect(loading).rejects.toThrow('the help widget did not load');
    expect(fake.widget.destroy).toHaveBeenCalled();
  });
});
