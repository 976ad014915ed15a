import { lazy, type ComponentType } from 'react';
import { shouldReloadAfterChunkError } from '../features/shell/chunkReloadRules';

const KEY = 'omni.chunkReloadAt';

function lastReloadAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** React.lazy that reloads the page once a minute at most when the chunk cannot be fetched. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      const now = Date.now();
      if (!shouldReloadAfterChunkError(lastReloadAt(), now)) throw error;
      try {
        window.sessionStorage.setItem(KEY, String(now));
      } catch {
        // Without storage we cannot limit reloads, so do not reload at all.
        throw error;
      }
      window.location.reload();
      // Never resolves: the page is going away.
      return new Promise<never>(() => {});
    }
  });
}
