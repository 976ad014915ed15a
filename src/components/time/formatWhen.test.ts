import { describe, expect, it } from 'vitest';
import { formatWhen } from './formatWhen';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const at = (ms: number) => new Date(NOW - ms).toISOString();
const us = { locale: 'en-US', timeZone: 'UTC' };
const MIN = 60_000;

describe('formatWhen', () => {
  it("says 'just now' within a minute, either side (a server clock a little ahead)", () => {
    expect(formatWhen(at(0), NOW, us).text).toBe('just now');
    expect(formatWhen(at(59_999), NOW, us).text).toBe('just now');
    expect(formatWhen(at(-30_000), NOW, us).text).toBe('just now');
  });

  it('counts minutes, then hours, up to a day', () => {
    expect(formatWhen(at(MIN), NOW, us).text).toBe('1 min ago');
    expect(formatWhen(at(5 * MIN + 59_000), NOW, us).text).toBe('5 min ago');
    expect(formatWhen(at(59 * MIN), NOW, us).text).toBe('59 min ago');
    expect(formatWhen(at(60 * MIN), NOW, us).text).toBe('1 h ago');
    expect(formatWhen(at(23 * 60 * MIN + 59 * MIN), NOW, us).text).toBe('23 h ago');
  });

  it('shows the date and time beyond a day, with the year only when it is another year', () => {
    expect(formatWhen(at(24 * 60 * MIN), NOW, us).text).toBe('Nov 23, 12:00 PM');
    expect(formatWhen('2026-01-02T08:05:00Z', NOW, us).text).toBe('Jan 2, 8:05 AM');
    expect(formatWhen('2025-12-31T23:59:00Z', NOW, us).text).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('shows a time well in the future as a date, not as relative', () => {
    expect(formatWhen('2026-11-24T15:00:00Z', NOW, us).text).toBe('Nov 24, 3:00 PM');
  });

  it("follows the locale's order and clock, and the time zone", () => {
    const gb = { locale: 'en-GB', timeZone: 'Europe/London' };
    expect(formatWhen('2026-03-02T15:05:00Z', NOW, gb).text).toBe('2 Mar, 15:05');
    expect(formatWhen('2026-03-02T15:05:00Z', NOW, { locale: 'de-DE', timeZone: 'Europe/Berlin' }).text).toBe('2. März, 16:05');
    // 23:30 in New York on Dec 31 2025 is already 2026 in UTC: the year is the zone's.
    expect(formatWhen('2026-01-01T04:30:00Z', NOW, { locale: 'en-US', timeZone: 'America/New_York' }).text).toBe('Dec 31, 2025, 11:30 PM');
  });

  it('gives the full date and time with seconds and zone for the hover, also for recent times', () => {
    expect(formatWhen('2026-11-24T11:55:09Z', NOW, us)).toEqual({ text: '4 min ago', full: 'Tuesday, November 24, 2026 at 11:55:09 AM UTC' });
    expect(formatWhen('2026-03-02T15:05:09Z', NOW, { locale: 'en-GB', timeZone: 'Europe/Berlin' }).full).toBe('Monday, 2 March 2026 at 16:05:09 CET');
  });

  it('accepts epoch milliseconds and Dates, and shows nothing for an unreadable date', () => {
    expect(formatWhen(NOW - 2 * MIN, new Date(NOW), us).text).toBe('2 min ago');
    expect(formatWhen('not a date', NOW, us)).toEqual({ text: '', full: '' });
  });
});
