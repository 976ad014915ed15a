import { mountWidget, type Widget } from '../../webchat/loader/mountWidget';
import type { HelpWidgetLoader } from './helpWidgetLoader';

/** How long the chat window may take to report ready before the button is given up on. */
export const LOAD_TIMEOUT_MS = 20_000;

/**
 * The web chat widget inside the console: the same chat window page websites embed, framed from this
 * origin, without the floating launcher (the profile menu's 'Need an Assistant?' opens it).
 */
export function createWebchatHelpWidget(origin: string = window.location.origin, mount: typeof mountWidget = mountWidget): HelpWidgetLoader {
  let widget: Widget | undefined;
  const closedListeners = new Set<() => void>();
  return {
    load(channel) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          widget?.destroy();
          widget = undefined;
          reject(new Error('the help widget did not load'));
        }, LOAD_TIMEOUT_MS);
        widget = mount({
          origin,
          channel,
          launcher: false,
          onReady: ({ caption }) => {
            clearTimeout(timer);
            resolve({ caption });
          },
          onOpenChange: (open) => {
            if (!open) for (const listener of closedListeners) listener();
          },
        });
      });
    },
    setOpen(open) {
      widget?.setOpen(open);
    },
    onClosed(listener) {
      closedListeners.add(listener);
      return () => closedListeners.delete(listener);
    },
  };
}
