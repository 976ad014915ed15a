// Several console tabs for one person, within the one-tab rule: a tab that the tab lock blocks hands the
// ticket or conversation it was opened for to the tab that runs the console, over a BroadcastChannel of
// the same origin. The owner opens it and answers; the blocked tab may then close itself.

import { openTabChannel } from './broadcast';

export interface TabHandOff {
  /** This tab's address under its origin: path and query. */
  here(): string;
  /** The page of this origin that opened this tab (its path and query), or null (typed, bookmarked, another site). */
  openedFrom(): string | null;
  /** Blocked tab: offers `path` to the owner; true once the owner answered that it took it. */
  offer(path: string): Promise<boolean>;
  /**
   * Owner: takes offers. `take` answers whether it opens the path; only then is the offer answered and
   * this tab asked to the front (browsers may not allow it).
   */
  listen(take: (path: string) => boolean): () => void;
  /** Closes this tab; false when the browser keeps it (a tab may close itself only with one page in its history). */
  closeTab(): boolean;
}

const CHANNEL = 'omnichannel-console-open';
/** How long a blocked tab waits for the owner's answer: it answers at once unless the browser froze it. */
export const HAND_OFF_WAIT_MS = 1000;

type Message = { type: 'open'; id: string; path: string } | { type: 'opened'; id: string };

function read(text: string): Message | null {
  try {
    const message = JSON.parse(text) as Partial<{ type: string; id: string; path: string }>;
    if (typeof message.id !== 'string') return null;
    if (message.type === 'open' && typeof message.path === 'string') return { type: 'open', id: message.id, path: message.path };
    if (message.type === 'opened') return { type: 'opened', id: message.id };
    return null;
  } catch {
    return null;
  }
}

export function createTabHandOff(win: Window = window): TabHandOff {
  return {
    here: () => `${win.location.pathname}${win.location.search}`,
    openedFrom() {
      try {
        const referrer = new URL(win.document.referrer);
        return referrer.origin === win.location.origin ? `${referrer.pathname}${referrer.search}` : null;
      } catch {
        return null;
      }
    },
    offer(path) {
      const channel = openTabChannel(CHANNEL);
      if (!channel) return Promise.resolve(false);
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      return new Promise<boolean>((resolve) => {
        const finish = (taken: boolean) => {
          clearTimeout(timer);
          stop();
          channel.close();
          resolve(taken);
        };
        const stop = channel.subscribe((text) => {
          const message = read(text);
          if (message?.type === 'opened' && message.id === id) finish(true);
        });
        const timer = setTimeout(() => finish(false), HAND_OFF_WAIT_MS);
        channel.post(JSON.stringify({ type: 'open', id, path } satisfies Message));
      });
    },
    listen(take) {
      const channel = openTabChannel(CHANNEL);
      if (!channel) return () => undefined;
      const stop = channel.subscribe((text) => {
        const message = read(text);
        if (message?.type !== 'open' || !take(message.path)) return;
        channel.post(JSON.stringify({ type: 'opened', id: message.id } satisfies Message));
        win.focus();
      });
      return () => {
        stop();
        channel.close();
      };
    },
    closeTab() {
      win.close();
      return win.closed;
    },
  };
}
