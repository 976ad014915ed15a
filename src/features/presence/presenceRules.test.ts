import { describe, expect, it } from 'vitest';
import type { PresencePayload } from '../../domain/inbox';
import {
  PRESENCE_TTL_MS,
  TYPING_THROTTLE_MS,
  applyPresence,
  nextExpiry,
  presenceLines,
  pruneExpired,
  shouldRefreshViewing,
  shouldSendTyping,
  type PresenceMap,
} from './presenceRules';

const signal = (userId: string, kind: PresencePayload['kind'], conversationId = 'c1'): PresencePayload => ({
  conversationId,
  userId,
  userName: userId === 'u2' ? 'Bo' : userId === 'u3' ? 'Cy' : 'Ana',
  kind,
});

describe('applyPresence', () => {
  it('records viewers and typists per conversation with the time of arrival', () => {
    let map: PresenceMap = {};
    map = applyPresence(map, signal('u2', 'viewing'), 1_000);
    map = applyPresence(map, signal('u3', 'typing', 'c2'), 2_000);
    expect(map).toEqual({
      c1: { u2: { userId: 'u2', userName: 'Bo', kind: 'viewing', at: 1_000 } },
      c2: { u3: { userId: 'u3', userName: 'Cy', kind: 'typing', at: 2_000 } },
    });
  });

  it("keeps a web chat visitor's text so far on their typing only", () => {
    const visitor = { ...signal('visitor:k1', 'typing'), userName: 'Grace', preview: 'Where is my' };
    let map = applyPresence({}, visitor, 1_000);
    expect(map.c1!['visitor:k1']).toEqual({ userId: 'visitor:k1', userName: 'Grace', kind: 'typing', preview: 'Where is my', at: 1_000 });
    map = applyPresence(map, { ...visitor, kind: 'viewing' }, 2_000);
    expect(map.c1!['visitor:k1']!.preview).toBeUndefined();
  });

  it('replaces a person’s earlier signal', () => {
    const map = applyPresence(applyPresence({}, signal('u2', 'viewing'), 1_000), signal('u2', 'typing'), 3_000);
    expect(map.c1!.u2).toMatchObject({ kind: 'typing', at: 3_000 });
  });

  it('forgets a person who left, and the conversation once nobody is there', () => {
    let map = applyPresence(applyPresence({}, signal('u2', 'viewing'), 1), signal('u3', 'viewing'), 1);
    map = applyPresence(map, signal('u2', 'left'), 2);
    expect(Object.keys(map.c1!)).toEqual(['u3']);
    map = applyPresence(map, signal('u3', 'left'), 3);
    expect(map).toEqual({});
  });

  it('ignores a "left" from someone it did not know', () => {
    const map: PresenceMap = {};
    expect(applyPresence(map, signal('u2', 'left'), 1)).toBe(map);
  });
});

describe('expiry', () => {
  const map = applyPresence(applyPresence({}, signal('u2', 'viewing'), 1_000), signal('u3', 'typing', 'c2'), 4_000);

  it('keeps an entry for just under the TTL and drops it at the TTL', () => {
    expect(pruneExpired(map, 1_000 + PRESENCE_TTL_MS - 1)).toBe(map);
    expect(pruneExpired(map, 1_000 + PRESENCE_TTL_MS)).toEqual({ c2: map.c2 });
    expect(pruneExpired(map, 4_000 + PRESENCE_TTL_MS)).toEqual({});
  });

  it('says when the next entry expires', () => {
    expect(nextExpiry(map)).toBe(1_000 + PRESENCE_TTL_MS);
    expect(nextExpiry({})).toBeNull();
  });
});

describe('presenceLines', () => {
  it('shows the others, typists first, by name, never the agent themself', () => {
    let map: PresenceMap = {};
    map = applyPresence(map, signal('u3', 'viewing'), 1);
    map = applyPresence(map, signal('u2', 'viewing'), 1);
    map = applyPresence(map, signal('u1', 'typing'), 1);
    expect(presenceLines(map, 'c1', 'u1')).toEqual(['Bo is viewing', 'Cy is viewing']);
    map = applyPresence(map, signal('u3', 'typing'), 2);
    expect(presenceLines(map, 'c1', 'u1')).toEqual(['Cy is typing…', 'Bo is viewing']);
    expect(presenceLines(map, 'c1', null)).toEqual(['Ana is typing…', 'Cy is typing…', 'Bo is viewing']);
    expect(presenceLines(map, 'other', 'u1')).toEqual([]);
  });
});

describe('what this console sends', () => {
  it('sends "typing" on the first keystroke, then once per throttle interval', () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(10_000, 10_000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldSendTyping(10_000, 10_000 + TYPING_THROTTLE_MS)).toBe(true);
  });

  it('refreshes "viewing" only when the agent has not typed within the throttle interval', () => {
    expect(shouldRefreshViewing(null, 0)).toBe(true);
    expect(shouldRefreshViewing(10_000, 10_000 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(shouldRefreshViewing(10_000, 10_000 + TYPING_THROTTLE_MS)).toBe(true);
  });
});
