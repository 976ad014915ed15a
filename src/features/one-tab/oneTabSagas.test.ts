import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/makeStore';
import type { TabHandOff } from '../../services/tabHandOff';
import type { TabRole } from '../../services/tabLock';
import { oneTabSaga } from './oneTabSagas';
import { oneTabSlice, tabHandOffOpened } from './oneTabSlice';

/** A hand-off whose other tab is the test: `offered` records offers, `deliver` plays an offer arriving. */
function fakeHandOff({ here = '/v2/home', openedFrom = null as string | null, taken = true, closes = true } = {}) {
  let listener: ((path: string) => boolean) | null = null;
  const handOff: TabHandOff & { deliver(path: string): boolean } = {
    here: () => here,
    openedFrom: () => openedFrom,
    offer: vi.fn(async () => taken),
    listen: vi.fn((take) => {
      listener = take;
      return () => (listener = null);
    }),
    closeTab: vi.fn(() => closes),
    deliver: (path) => listener?.(path) ?? false,
  };
  return handOff;
}

function start(role: TabRole, handOff: TabHandOff) {
  const store = makeStore({
    reducer: { oneTab: oneTabSlice.reducer },
    deps: { tabLock: { acquire: async () => role }, tabHandOff: handOff },
    sagas: [oneTabSaga],
  });
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the console tab', () => {
  it('opens the ticket, conversation or contact pages other tabs hand over, and declines the rest', async () => {
    const handOff = fakeHandOff();
    const store = start('owner', handOff);
    await settle();
    expect(store.getState().oneTab.role).toBe('owner');

    expect(handOff.deliver('/v2/app/ticket?ticket=t1')).toBe(true);
    expect(store.getState().oneTab.incoming).toBe('/app/ticket?ticket=t1');
    store.dispatch(tabHandOffOpened());
    expect(store.getState().oneTab.incoming).toBeNull();
    expect(handOff.deliver('/v2/settings/workspace')).toBe(false);
    expect(handOff.deliver('https://evil.example/v2/app/chat?conversation=c1')).toBe(false);
    expect(store.getState().oneTab.incoming).toBeNull();
  });
});

describe('a blocked tab', () => {
  it('opened from a console page hands its ticket over and closes, never showing the one-tab dialog', async () => {
    const handOff = fakeHandOff({ here: '/v2/app/ticket?ticket=t1', openedFrom: '/v2/app/chat' });
    const store = start('blocked', handOff);
    await settle();
    expect(handOff.offer).toHaveBeenCalledWith('/v2/app/ticket?ticket=t1');
    expect(handOff.closeTab).toHaveBeenCalled();
    expect(store.getState().oneTab).toMatchObject({ role: 'pending', handedOff: '/app/ticket?ticket=t1' });
  });

  it('opened from elsewhere hands it over but stays, blocked, saying where it went', async () => {
    const handOff = fakeHandOff({ here: '/v2/app/chat?conversation=c1', openedFrom: null });
    const store = start('blocked', handOff);
    await settle();
    expect(handOff.closeTab).not.toHaveBeenCalled();
    expect(store.getState().oneTab).toMatchObject({ role: 'blocked', handedOff: '/app/chat?conversation=c1' });
  });

  it('stays blocked when the browser keeps it open or no console tab took the page', async () => {
    const kept = start('blocked', fakeHandOff({ here: '/v2/app/ticket?ticket=t1', openedFrom: '/v2/home', closes: false }));
    const untaken = start('blocked', fakeHandOff({ here: '/v2/app/ticket?ticket=t1', openedFrom: '/v2/home', taken: false }));
    await settle();
    expect(kept.getState().oneTab).toMatchObject({ role: 'blocked', handedOff: '/app/ticket?ticket=t1' });
    expect(untaken.getState().oneTab).toMatchObject({ role: 'blocked', handedOff: null });
  });

  it('on any other page offers nothing: the one-tab rule as before', async () => {
    const handOff = fakeHandOff({ here: '/v2/home', openedFrom: '/v2/app/chat' });
    const store = start('blocked', handOff);
    await settle();
    expect(handOff.offer).not.toHaveBeenCalled();
    expect(store.getState().oneTab).toMatchObject({ role: 'blocked', handedOff: null });
  });
});
