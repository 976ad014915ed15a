import { useEffect, useRef } from 'react';
import type { ShortcutId } from './shortcuts';

/**
 * What a shortcut does where it is bound. Answers false when it does not apply here (Enter outside the
 * list): the key then keeps its usual meaning.
 */
export type ShortcutHandler = (event: KeyboardEvent) => boolean | void;

export interface ShortcutHandlers {
  register(id: ShortcutId, handler: ShortcutHandler): () => void;
  /** Runs the newest handler of the shortcut that takes the key; true when one did. */
  run(id: ShortcutId, event: KeyboardEvent): boolean;
}

/**
 * Handlers by shortcut id, newest first: a page's list binds j and k while it is shown, and the page that
 * replaces it takes them over. Bound by id only, so every key comes from the registry (shortcuts.ts).
 */
export function createShortcutHandlers(): ShortcutHandlers {
  const handlers = new Map<ShortcutId, ShortcutHandler[]>();
  return {
    register(id, handler) {
      handlers.set(id, [handler, ...(handlers.get(id) ?? [])]);
      return () => handlers.set(id, (handlers.get(id) ?? []).filter((known) => known !== handler));
    },
    run(id, event) {
      return (handlers.get(id) ?? []).some((handler) => handler(event) !== false);
    },
  };
}

/** The console's one set: the key layer runs it, components bind to it with useShortcut. */
export const consoleShortcuts = createShortcutHandlers();

/** Binds a shortcut while the component is shown (and `enabled`); the newest handler always runs. */
export function useShortcut(id: ShortcutId, handler: ShortcutHandler, enabled = true, handlers: ShortcutHandlers = consoleShortcuts) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return handlers.register(id, (event) => latest.current(event));
  }, [id, enabled, handlers]);
}
