import { VISITOR_TOKEN_PATTERN, webchatFrameUrl, type WebchatPosition, type WidgetToFrame } from '../../domain/webchat';
import { textColorOn } from '../webchatRules';
import { launcherLabel, readFrameMessage } from './loaderRules';

export interface WidgetOptions {
  /** where the widget is served from (the loader script's origin) */
  origin: string;
  channel: string;
  /** false in the console, which opens the window from its own 'Need an Assistant?' button */
  launcher: boolean;
  onReady?(info: { caption: string }): void;
  onOpenChange?(open: boolean): void;
}

/** Where the loader keeps the visitor's token: the website's own storage (first-party). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** The page's localStorage, per channel; private modes that refuse it just keep nothing. */
export function pageTokenStore(win: Window, channel: string): TokenStore {
  const key = `webchat:${channel}`;
  return {
    get() {
      try {
        return win.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set(token) {
      try {
        if (token) win.localStorage.setItem(key, token);
        else win.localStorage.removeItem(key);
      } catch {
        // nothing kept: the window falls back to its own storage
      }
    },
  };
}

export interface Widget {
  setOpen(open: boolean): void;
  destroy(): void;
}

// The highest z-index there is, and the top layer where the browser has popovers: nothing of the page
// may cover the chat window or its launcher.
const Z = '2147483647';
const GAP = '20px';
/** Narrower than this (a phone), the open window takes the whole screen and the launcher steps aside. */
const SMALL = 480;

/** Shows or hides the element, in the top layer when the browser has one (above every z-index). */
function layer(el: HTMLElement, shown: boolean): void {
  el.style.display = shown ? 'block' : 'none';
  if (!el.hasAttribute('popover')) return;
  try {
    if (shown) el.showPopover();
    else el.hidePopover();
  } catch {
    // already shown (or hidden): nothing to do
  }
}

function styles(el: HTMLElement, values: Record<string, string>): void {
  // Style properties set from script are allowed under a page's CSP, unlike a <style> element.
  for (const [name, value] of Object.entries(values)) el.style.setProperty(name, value);
}

/**
 * Adds the chat window's frame (and the launcher button) to the page. The launcher shows once the frame
 * reports it is ready, with the workspace's caption and colour. postMessage goes both ways, only between
 * this page and the widget's origin, and only with that one frame.
 */
export function mountWidget(options: WidgetOptions, doc: Document = document, tokens?: TokenStore): Widget {
  const win = doc.defaultView!;
  const kept = tokens ?? pageTokenStore(win, options.channel);
  const frame = doc.createElement('iframe');
  const frameId = `webchat-frame-${options.channel}`;
  frame.id = frameId;
  frame.title = 'Chat window';
  frame.src = webchatFrameUrl(options.origin, options.channel, win.location.origin);
  styles(frame, { position: 'fixed', 'z-index': Z, display: 'none', border: '0', margin: '0', padding: '0', background: '#fff', 'box-shadow': '0 8px 32px rgba(0,0,0,.25)' });

  const launcher = doc.createElement('button');
  launcher.type = 'button';
  launcher.setAttribute('aria-controls', frameId);
  launcher.setAttribute('aria-expanded', 'false');
  const caption = doc.createElement('span');
  const badge = doc.createElement('span');
  badge.setAttribute('aria-hidden', 'true');
  styles(badge, { 'margin-left': '8px', padding: '0 7px', 'border-radius': '10px', background: '#b91c1c', color: '#fff', display: 'none' });
  launcher.append(caption, badge);
  styles(launcher, {
    position: 'fixed', 'z-index': Z, display: 'none', top: 'auto', bottom: GAP, margin: '0', padding: '12px 20px', border: '0', 'border-radius': '999px', cursor: 'pointer',
    overflow: 'visible', font: '600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif', 'box-shadow': '0 4px 16px rgba(0,0,0,.25)',
  });
  // A manual popover: no light dismiss, no Escape of its own; the page's popover styles are overridden above.
  if (typeof frame.showPopover === 'function') for (const el of [frame, launcher]) el.setAttribute('popover', 'manual');

  let open = false;
  let ready = false;
  let position: WebchatPosition = 'right';
  let label = 'Chat Us';
  let unread = 0;

  const post = (message: WidgetToFrame) => frame.contentWindow?.postMessage(message, options.origin);
  const place = () => {
    const small = win.innerWidth < SMALL;
    const side = position === 'left' ? 'left' : 'right';
    const other = side === 'left' ? 'right' : 'left';
    styles(frame, small
      ? { top: '0', bottom: '0', [side]: '0', [other]: 'auto', width: '100%', height: '100%', 'border-radius': '0' }
      : { top: 'auto', bottom: options.launcher ? '84px' : GAP, [side]: GAP, [other]: 'auto', width: '380px', height: 'min(600px, calc(100vh - 110px))', 'border-radius': '12px' });
    styles(launcher, { [side]: GAP, [other]: 'auto' });
    // On a phone the open window is the whole screen, with its own close button: the launcher would sit
    // over its composer. Shown by style, not the hidden attribute, which a page's own rules could override.
    layer(launcher, options.launcher && ready && !(open && small));
  };
  const refreshLabel = () => {
    caption.textContent = label;
    launcher.setAttribute('aria-label', launcherLabel(label, unread));
    badge.textContent = String(unread);
    badge.style.display = unread > 0 ? 'inline-block' : 'none';
  };
  const setOpen = (next: boolean, fromFrame = false) => {
    if (next === open) return;
    open = next;
    layer(frame, open);
    place();
    launcher.setAttribute('aria-expanded', String(open));
    if (!fromFrame) post({ type: open ? 'webchat:open' : 'webchat:close' });
    if (open) frame.focus();
    else if (options.launcher) launcher.focus();
    options.onOpenChange?.(open);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== options.origin) return;
    const message = readFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'webchat:identity') {
      kept.set(message.token);
    } else if (message.type === 'webchat:ready') {
      const token = kept.get();
      post({ type: 'webchat:identity', token: token && VISITOR_TOKEN_PATTERN.test(token) ? token : null });
      label = message.caption;
      position = message.position;
      styles(launcher, { background: message.color, color: textColorOn(message.color) });
      refreshLabel();
      ready = true;
      place();
      options.onReady?.({ caption: message.caption });
    } else if (message.type === 'webchat:unread') {
      unread = message.count;
      refreshLabel();
    } else {
      setOpen(false, true);
    }
  };
  const onResize = () => place();

  launcher.addEventListener('click', () => setOpen(!open));
  win.addEventListener('message', onMessage);
  win.addEventListener('resize', onResize);
  refreshLabel();
  doc.body.append(frame, launcher);

  return {
    setOpen: (next) => setOpen(next),
    destroy() {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('resize', onResize);
      frame.remove();
      launcher.remove();
    },
  };
}
