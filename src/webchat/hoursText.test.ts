import { describe, expect, it, vi } from 'vitest';
import { CONFIG, setup } from './testWindow';
import { backAt, isAway, statusText, watchHours } from './hoursText';
import { viewFor } from './webchatRules';

// Friday 2026-11-27 18:30 in Berlin (17:30Z).
const NOW = new Date('2026-11-27T17:30:00Z');
const closed = (nextOpenAt: string | null) => ({ ...CONFIG, hours: { open: false, nextOpenAt } });

describe("the window's words for the team's hours", () => {
  it('says when the team is back in the visitor time zone and locale', () => {
    // Monday 09:00 in Berlin is 08:00Z.
    const monday = closed('2026-11-30T08:00:00Z');
    expect(statusText(monday, NOW, 'en-GB', 'Europe/Berlin')).toBe("We're away right now. We'll be back Monday at 09:00.");
    // The same instant for a visitor in New York: Monday 03:00, in American formatting.
    expect(statusText(monday, NOW, 'en-US', 'America/New_York')).toBe("We're away right now. We'll be back Monday at 03:00 AM.");
  });

  it('says today, tomorrow, a weekday, or a date beyond a week', () => {
    const tz = 'Europe/Berlin';
    expect(backAt(new Date('2026-11-27T19:00:00Z'), NOW, 'en-GB', tz)).toBe('today at 20:00');
    expect(backAt(new Date('2026-11-28T08:00:00Z'), NOW, 'en-GB', tz)).toBe('tomorrow at 09:00');
    expect(backAt(new Date('2026-12-07T08:00:00Z'), NOW, 'en-GB', tz)).toBe('Monday 7 December at 09:00');
    // Past midnight in Berlin, still the 27th in New York: tomorrow there.
    expect(backAt(new Date('2026-11-27T23:30:00Z'), NOW, 'en-GB', 'America/New_York')).toBe('today at 18:30');
    expect(backAt(new Date('2026-11-27T23:30:00Z'), NOW, 'en-GB', tz)).toBe('tomorrow at 00:30');
  });

  it('is away, with the offline form, while closed even with agents available', () => {
    expect(isAway(closed('2026-11-30T08:00:00Z'))).toBe(true);
    expect(isAway({ ...CONFIG, hours: { open: true, nextOpenAt: null } })).toBe(false);
    expect(isAway(CONFIG)).toBe(false);
    expect(viewFor(closed(null), [], { offlineSent: false, prechatSent: false })).toBe('offline');
    expect(statusText(closed(null), NOW, 'en-GB', 'UTC')).toBe("We're away right now.");
    expect(statusText({ ...CONFIG, hours: { open: true, nextOpenAt: null } }, NOW)).toBe('We usually answer within a few minutes.');
    expect(statusText({ ...CONFIG, available: false }, NOW)).toBe('We are away right now.');
  });
});

describe('a window left open while closed', () => {
  it('reads the configuration again once the hours open, and not before', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const open = { ...CONFIG, hours: { open: true, nextOpenAt: null } };
      const load = vi.fn(async () => open);
      const update = vi.fn();
      watchHours(closed('2026-11-27T18:00:00Z'), load, update);
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(update).toHaveBeenCalledWith(open);
      // Open now: nothing more to wait for.
      await vi.advanceTimersByTimeAsync(7 * 86_400_000);
      expect(load).toHaveBeenCalledTimes(1);
      watchHours(closed(null), load, update);
      watchHours(CONFIG, load, update);
      await vi.advanceTimersByTimeAsync(7 * 86_400_000);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is what the window does after loading a closed configuration', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const t = setup({ config: closed('2026-11-27T18:00:00Z') });
      await t.controller.start();
      expect(t.api.config).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(31 * 60_000);
      expect(t.api.config).toHaveBeenCalledTimes(2);
      // Still closed by an opening already past (the visitor's clock behind): once a minute, not more.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(t.api.config).toHaveBeenCalledTimes(12);
    } finally {
      vi.useRealTimers();
    }
  });
});
