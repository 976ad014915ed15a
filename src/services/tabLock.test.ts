import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabLock } from './tabLock';
import { fakeBroadcast } from './testing/fakeBroadcast';

/** Web Locks with ifAvailable, as one browser profile holds them. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    request: async (name: string, _options: { ifAvailable: boolean }, callback: (lock: { name: string } | null) => unknown) => {
      if (held.has(name)) return callback(null);
      held.add(name);
      return callback({ name });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tab lock', () => {
  it('with Web Locks: the first tab owns the console, the newer ones are blocked', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    vi.stubGlobal('BroadcastChannel', fakeBroadcast());
    expect(await createTabLock().acquire()).toBe('owner');
    expect(await createTabLock().acquire()).toBe('blocked');
    expect(await createTabLock().acquire()).toBe('blocked');
  });

  it('without Web Locks: a newcomer is blocked when an owner answers its claim', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('BroadcastChannel', fakeBroadcast());
    const first = createTabLock().acquire();
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toBe('owner');

    const second = createTabLock().acquire();
    await vi.advanceTimersByTimeAsync(300);
    expect(await second).toBe('blocked');
  });

  it('without Web Locks or BroadcastChannel the tab runs the console', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(await createTabLock().acquire()).toBe('owner');
  });
});
