// The chat window's state: one plain object, replaced on every change, with listeners. Small on purpose:
// the window must stay a few kilobytes, so no Redux and no React here.

import type { VisitorUpload, WebchatConfig } from '../domain/webchat';
import type { ShownMessage } from './webchatRules';

export interface PendingFile {
  key: number;
  name: string;
  status: 'uploading' | 'ready' | 'failed';
  upload?: VisitorUpload;
  error?: string;
}

/** A form of the window (the offline form, the pre-chat form): 'sent' once it went. */
export interface FormState {
  status: 'idle' | 'sending' | 'sent';
  errors: Record<string, string>;
  error: string | null;
}
export type OfflineState = FormState;

export interface WindowState {
  /** null while loading; 'missing' when the channel does not exist or is switched off */
  config: WebchatConfig | null | 'missing';
  /** the window is shown (the launcher opened it, or the page is opened on its own) */
  open: boolean;
  /** the page the window is in is visible */
  visible: boolean;
  messages: ShownMessage[];
  olderCursor: string | null;
  loadingOlder: boolean;
  connection: 'none' | 'online' | 'offline';
  files: PendingFile[];
  /** a problem to tell the visitor about (a refused file, a failed load) */
  notice: string | null;
  offline: OfflineState;
  /** 'sent' once the visitor answered the pre-chat form (or it was answered before for this identity) */
  prechat: FormState;
  /** the agent typing a reply now, by name */
  agentTyping: string | null;
  /** the visitor's place in the queue while they wait for an agent (1 is next) */
  queuePosition: number | null;
}

export const initialWindowState = (open: boolean, visible: boolean): WindowState => ({
  config: null,
  open,
  visible,
  messages: [],
  olderCursor: null,
  loadingOlder: false,
  connection: 'none',
  files: [],
  notice: null,
  offline: { status: 'idle', errors: {}, error: null },
  prechat: { status: 'idle', errors: {}, error: null },
  agentTyping: null,
  queuePosition: null,
});

export interface WindowStore {
  get(): WindowState;
  update(change: Partial<WindowState> | ((state: WindowState) => Partial<WindowState>)): void;
  subscribe(listener: (state: WindowState, previous: WindowState) => void): () => void;
}

export function createWindowStore(initial: WindowState): WindowStore {
  let state = initial;
  const listeners = new Set<(state: WindowState, previous: WindowState) => void>();
  return {
    get: () => state,
    update(change) {
      const previous = state;
      state = { ...state, ...(typeof change === 'function' ? change(state) : change) };
      for (const listener of listeners) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
