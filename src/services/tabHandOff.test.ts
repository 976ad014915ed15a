import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTabHandOff, HAND_OFF_WAIT_MS } from './tabHandOff';
import { fakeBroadcast } from './testing/fakeBroadcast';

/** The parts of a window the service uses. */
function fakeWindow(href: string, referrer = '') {
  const url = new URL(href);
  const win = {
    location: { pathname: url.pathname, search: url.search, origin: url.origin },
    document: { referrer },
    closed: false,
    focus: vi.fn(),
    close: vi.fn(() => {
      win.closed = true;
    }),
  };
  return win;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('BroadcastChannel', fakeBroadcast());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tab hand-off', () => {
  it('hands a page to the tab that listens, which takes it, comes to the front and answers', async () => {
    const ownerWindow = fakeWindow('https://inbox.test/v2/home');
    const owner = createTabHandOff(ownerWindow as unknown as Window);
    const take = vi.fn(() => true);
    owner.listen(take);
    const blocked = createTabHandOff(fakeWindow('https://inbox.test/v2/app/ticket?ticket=t1') as unknown as Window);

    const taken = blocked.offer('/v2/app/ticket?ticket=t1');
    await vi.advanceTimersByTimeAsync(10);
    expect(await taken).toBe(true);
    expect(take).toHaveBeenCalledWith('/v2/app/ticket?ticket=t1');
    expect(ownerWindow.focus).toHaveBeenCalled();
  });

  it('is not taken when the owner declines it or no tab answers in time', async () => {
    const owner = createTabHandOff(fakeWindow('https://inbox.test/v2/home') as unknown as Window);
    const stop = owner.listen(() => false);
    const blocked = createTabHandOff(fakeWindow('https://inbox.test/v2/home') as unknown as Window);
    const declined = blocked.offer('/v2/settings');
    await vi.advanceTimersByTimeAsync(HAND_OFF_WAIT_MS);
    expect(await declined).toBe(false);

    stop();
    const unanswered = blocked.offer('/v2/app/chat?conversation=c1');
    await vi.advanceTimersByTimeAsync(HAND_OFF_WAIT_MS - 1);
    let settled = false;
    void unanswered.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await unanswered).toBe(false);
  });

  it('ignores messages that are not offers', async () => {
    const take = vi.fn(() => true);
    createTabHandOff(fakeWindow('https://inbox.test/v2/home') as unknown as Window).listen(take);
    const channel = new BroadcastChannel('omnichannel-console-open');
    for (const text of ['claim', '{"type":"open"}', '{"type":"open","id":1,"path":"/x"}', '[1]']) channel.postMessage(text);
    await vi.advanceTimersByTimeAsync(10);
    expect(take).not.toHaveBeenCalled();
  });

  it('says where it is, which page of its origin opened it, and whether it could close', () => {
    const fromConsole = fakeWindow('https://inbox.test/v2/app/chat?conversation=c1', 'https://inbox.test/v2/home?x=1');
    const handOff = createTabHandOff(fromConsole as unknown as Window);
    expect(handOff.here()).toBe('/v2/app/chat?conversation=c1');
    expect(handOff.openedFrom()).toBe('/v2/home?x=1');
    expect(handOff.closeTab()).toBe(true);

    expect(createTabHandOff(fakeWindow('https://inbox.test/v2/home', 'https://mail.example/inbox') as unknown as Window).openedFrom()).toBeNull();
    expect(createTabHandOff(fakeWindow('https://inbox.test/v2/home') as unknown as Window).openedFrom()).toBeNull();
    const kept = fakeWindow('https://inbox.test/v2/home');
    kept.close = vi.fn();
    expect(createTabHandOff(kept as unknown as Window).closeTab()).toBe(false);
  });

  it('offers nothing without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(await createTabHandOff(fakeWindow('https://inbox.test/v2/home') as unknown as Window).offer('/v2/app/ticket?ticket=t1')).toBe(false);
  });
});
