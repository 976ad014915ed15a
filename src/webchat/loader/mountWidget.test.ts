import { fireEvent, getByRole } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget, type Widget } from './mountWidget';

const ORIGIN = 'https://inbox.example.com';
let widget: Widget | undefined;
/** The frame's window: no chat window page is loaded in tests, so this stands in for it. */
let frameWindow: { postMessage: ReturnType<typeof vi.fn> };

function mount(options: Omit<Parameters<typeof mountWidget>[0], 'origin' | 'channel'>): Widget {
  const mounted = mountWidget({ origin: ORIGIN, channel: 'chan123', ...options });
  frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(frame(), 'contentWindow', { value: frameWindow });
  return mounted;
}

function frame(): HTMLIFrameElement {
  return document.querySelector('iframe')!;
}

/** A message as the chat window's frame sends it: from the frame's window and the widget's origin. */
function fromFrame(data: unknown, over: { origin?: string; source?: MessageEventSource | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: over.origin ?? ORIGIN, source: over.source === undefined ? (frameWindow as unknown as MessageEventSource) : over.source }));
}

const writeError = process.stderr.write.bind(process.stderr);

beforeEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  // happy-dom loads no page into frames and reports each one on the console it was created with; that
  // expected report is dropped, anything else still shows.
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) =>
    String(chunk).includes('Iframe page loading is disabled') ? true : writeError(chunk, ...(rest as [])),
  );
});
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  vi.restoreAllMocks();
});

describe('mountWidget', () => {
  it('adds the chat window frame for the channel, hidden, with the page origin in its url', () => {
    widget = mount({ launcher: true });
    expect(frame().getAttribute('src')).toBe(`${ORIGIN}/v2/webchat/frame?channel=chan123&origin=${encodeURIComponent(window.location.origin)}`);
    expect(frame().title).toBe('Chat window');
    expect(frame().style.display).toBe('none');
  });

  it('shows the launcher once the frame is ready, with its caption and colour', () => {
    const onReady = vi.fn();
    widget = mount({ launcher: true, onReady });
    const launcher = document.querySelector('button')!;
    expect(launcher.style.display).toBe('none');
    fromFrame({ type: 'webchat:ready', caption: 'Ask Acme', color: '#ffff00', position: 'left' });
    expect(launcher.style.display).toBe('block');
    expect(getByRole(document.body, 'button', { name: 'Ask Acme' })).toBe(launcher);
    expect(launcher.style.getPropertyValue('left')).toBe('20px');
    expect(onReady).toHaveBeenCalledWith({ caption: 'Ask Acme' });
  });

  it('ignores messages from another origin or another window', () => {
    const onReady = vi.fn();
    widget = mount({ launcher: true, onReady });
    fromFrame({ type: 'webchat:ready', caption: 'x', color: '#000000' }, { origin: 'https://evil.example' });
    fromFrame({ type: 'webchat:ready', caption: 'x', color: '#000000' }, { source: window });
    fromFrame({ type: 'webchat:ready', caption: 'x', color: '#000000' }, { source: null });
    expect(onReady).not.toHaveBeenCalled();
  });

  it('opens and closes from the launcher, telling the frame, and counts unread replies in its name', () => {
    const onOpenChange = vi.fn();
    widget = mount({ launcher: true, onOpenChange });
    const post = frameWindow.postMessage;
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    fromFrame({ type: 'webchat:unread', count: 2 });
    const launcher = getByRole(document.body, 'button', { name: 'Chat Us, 2 unread messages' });
    fireEvent.click(launcher);
    expect(frame().style.display).toBe('block');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(post).toHaveBeenLastCalledWith({ type: 'webchat:open' }, ORIGIN);
    fireEvent.click(launcher);
    expect(frame().style.display).toBe('none');
    expect(post).toHaveBeenLastCalledWith({ type: 'webchat:close' }, ORIGIN);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes when the visitor closes the window inside the frame, and gives the focus back', () => {
    widget = mount({ launcher: true });
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    const launcher = getByRole(document.body, 'button', { name: 'Chat Us' });
    widget.setOpen(true);
    fromFrame({ type: 'webchat:close' });
    expect(frame().style.display).toBe('none');
    expect(document.activeElement).toBe(launcher);
  });

  it("keeps the visitor's token in the website's storage and hands it to the window when it is ready", () => {
    const token = `${'v'.repeat(22)}.${'m'.repeat(43)}`;
    widget = mount({ launcher: true });
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith({ type: 'webchat:identity', token: null }, ORIGIN);

    fromFrame({ type: 'webchat:identity', token });
    expect(window.localStorage.getItem('webchat:chan123')).toBe(token);
    widget.destroy();
    widget = mount({ launcher: true });
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith({ type: 'webchat:identity', token }, ORIGIN);

    fromFrame({ type: 'webchat:identity', token: null });
    expect(window.localStorage.getItem('webchat:chan123')).toBeNull();
  });

  it('on a phone, opens the window over the whole screen and takes the launcher away while it is open', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    widget = mount({ launcher: true });
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    const launcher = getByRole(document.body, 'button', { name: 'Chat Us' });
    fireEvent.click(launcher);
    expect(frame().style.display).toBe('block');
    expect([frame().style.top, frame().style.bottom, frame().style.width, frame().style.height]).toEqual(['0px', '0px', '100%', '100%']);
    expect(launcher.style.display).toBe('none');
    fromFrame({ type: 'webchat:close' });
    expect(launcher.style.display).toBe('block');
    // Wider again (a turned tablet): the window sits above the launcher, which stays.
    width.mockReturnValue(1024);
    widget.setOpen(true);
    expect(launcher.style.display).toBe('block');
    expect(frame().style.bottom).toBe('84px');
  });

  it('puts the window and the launcher above everything of the page', () => {
    widget = mount({ launcher: true });
    expect(frame().style.zIndex).toBe('2147483647');
    expect(document.querySelector('button')!.style.zIndex).toBe('2147483647');
  });

  it('has no launcher in the console, which opens it by its own button', () => {
    widget = mount({ launcher: false });
    fromFrame({ type: 'webchat:ready', caption: 'Chat Us', color: '#2563eb', position: 'right' });
    expect(document.querySelector('button')!.style.display).toBe('none');
    widget.setOpen(true);
    expect(frame().style.display).toBe('block');
  });

  it('leaves nothing behind when removed', () => {
    widget = mount({ launcher: true });
    widget.destroy();
    widget = undefined;
    expect(document.body.children).toHaveLength(0);
  });
});
