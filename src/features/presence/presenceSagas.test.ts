import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresencePayload } from '../../domain/inbox';
import { conversationClosed, conversationOpened } from '../conversations/openConversationSlice';
import { setupChatStore } from '../conversations/testing/fixtures';
import { realtimeSessionEnded } from '../realtime/realtimeSlice';
import { PRESENCE_TTL_MS, TYPING_THROTTLE_MS, VIEWING_REFRESH_MS, presenceLines } from './presenceRules';
import { composerTyped, presenceSendRequested, presenceSignalReceived } from './presenceSlice';

const from = (userId: string, kind: PresencePayload['kind'], conversationId = 'c1'): PresencePayload => ({
  conversationId,
  userId,
  userName: userId === 'u2' ? 'Bo' : 'Cy',
  kind,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const chat = setupChatStore({ now: () => Date.now() });
  const lines = (conversationId = 'c1') => presenceLines(chat.store.getState().presence.map, conversationId, 'u1');
  const sent = () => chat.ofType(presenceSendRequested.type).map((action) => (action as ReturnType<typeof presenceSendRequested>).payload);
  return { ...chat, lines, sent };
}

describe('other agents’ presence', () => {
  it('shows who views and who types, and forgets them 6 s after their last signal', async () => {
    const { store, lines } = setup();
    store.dispatch(presenceSignalReceived(from('u2', 'viewing')));
    expect(lines()).toEqual(['Bo is viewing']);

    await vi.advanceTimersByTimeAsync(4_000);
    store.dispatch(presenceSignalReceived(from('u2', 'typing')));
    store.dispatch(presenceSignalReceived(from('u3', 'viewing')));
    expect(lines()).toEqual(['Bo is typing…', 'Cy is viewing']);

    // Six seconds after the first signal Bo is still there: the typing signal refreshed him.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(lines()).toEqual(['Bo is typing…', 'Cy is viewing']);

    // Their last signals came at 4 s: they expire at 4 s + the TTL.
    await vi.advanceTimersByTimeAsync(4_000 + PRESENCE_TTL_MS - 6_000 - 1);
    expect(lines()).toEqual(['Bo is typing…', 'Cy is viewing']);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines()).toEqual([]);
    expect(store.getState().presence.map).toEqual({});
  });

  it('drops a person at once when they leave', () => {
    const { store, lines } = setup();
    store.dispatch(presenceSignalReceived(from('u2', 'viewing')));
    store.dispatch(presenceSignalReceived(from('u2', 'left')));
    expect(lines()).toEqual([]);
  });

  it('forgets everyone when the realtime session ends', () => {
    const { store } = setup();
    store.dispatch(presenceSignalReceived(from('u2', 'viewing')));
    store.dispatch(realtimeSessionEnded());
    expect(store.getState().presence.map).toEqual({});
  });
});

describe('this agent’s presence', () => {
  it('says "viewing" on opening and again every refresh interval while the conversation stays open', async () => {
    const { store, sent } = setup();
    store.dispatch(conversationOpened({ id: 'c1' }));
    expect(sent()).toEqual([{ conversationId: 'c1', kind: 'viewing' }]);

    await vi.advanceTimersByTimeAsync(VIEWING_REFRESH_MS * 3);
    expect(sent()).toHaveLength(4);
    expect(sent().every((signal) => signal.kind === 'viewing')).toBe(true);
    expect(VIEWING_REFRESH_MS).toBeLessThan(PRESENCE_TTL_MS);
  });

  it('says "typing" at most once per 2 s while the agent types, and "viewing" again once they stop', async () => {
    const { store, sent } = setup();
    store.dispatch(conversationOpened({ id: 'c1' }));
    // A keystroke every 200 ms for 5 s.
    for (let t = 0; t < 5_000; t += 200) {
      store.dispatch(composerTyped('c1'));
      await vi.advanceTimersByTimeAsync(200);
    }
    const typing = sent().filter((signal) => signal.kind === 'typing');
    expect(typing).toHaveLength(Math.ceil(5_000 / TYPING_THROTTLE_MS));
    expect(sent().filter((signal) => signal.kind === 'viewing')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(VIEWING_REFRESH_MS);
    expect(sent().at(-1)).toEqual({ conversationId: 'c1', kind: 'viewing' });
  });

  it('marks typing as a reply to the customer only when it is one, not a note', async () => {
    const { store, sent } = setup();
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(composerTyped('c1', true));
    await vi.advanceTimersByTimeAsync(TYPING_THROTTLE_MS);
    store.dispatch(composerTyped('c1', false));
    expect(sent().filter((signal) => signal.kind === 'typing')).toEqual([
      { conversationId: 'c1', kind: 'typing', reply: true },
      { conversationId: 'c1', kind: 'typing' },
    ]);
  });

  it('ignores typing in another conversation', async () => {
    const { store, sent } = setup();
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(composerTyped('c2'));
    expect(sent()).toEqual([{ conversationId: 'c1', kind: 'viewing' }]);
  });

  it('says "left" when the conversation closes or another opens, and then stops refreshing it', async () => {
    const { store, sent } = setup();
    store.dispatch(conversationOpened({ id: 'c1' }));
    store.dispatch(conversationOpened({ id: 'c2' }));
    expect(sent()).toEqual([
      { conversationId: 'c1', kind: 'viewing' },
      { conversationId: 'c1', kind: 'left' },
      { conversationId: 'c2', kind: 'viewing' },
    ]);

    store.dispatch(conversationClosed());
    expect(sent().at(-1)).toEqual({ conversationId: 'c2', kind: 'left' });
    const count = sent().length;
    await vi.advanceTimersByTimeAsync(VIEWING_REFRESH_MS * 4);
    expect(sent()).toHaveLength(count);
  });
});
