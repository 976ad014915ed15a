import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daySpan, daysSpan, isCalendarDay, monthSpan, weekSpan, workspaceClock, type Span } from './workspaceClock';

const iso = (span: Span) => ({ start: span.start.toISOString(), end: span.end.toISOString() });
const hours = (span: Span) => (span.end.getTime() - span.start.getTime()) / 3_600_000;
const day = (instant: string, zone: string) => iso(daySpan(new Date(instant), zone));

describe('a day in the workspace zone', () => {
  it('is 24 hours from local midnight to local midnight on an ordinary day', () => {
    expect(day('2026-03-04T12:00:00Z', 'Europe/Berlin')).toEqual({ start: '2026-03-03T23:00:00.000Z', end: '2026-03-04T23:00:00.000Z' });
    expect(day('2026-07-04T12:00:00Z', 'Europe/Berlin')).toEqual({ start: '2026-07-03T22:00:00.000Z', end: '2026-07-04T22:00:00.000Z' });
    expect(day('2026-03-04T23:59:59.999Z', 'UTC')).toEqual({ start: '2026-03-04T00:00:00.000Z', end: '2026-03-05T00:00:00.000Z' });
  });

  it('is 23 hours when the clocks go forward (Europe/Berlin, 2026-03-29)', () => {
    const span = daySpan(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(iso(span)).toEqual({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    expect(hours(span)).toBe(23);
  });

  it('is 25 hours when the clocks go back (Europe/Berlin, 2026-10-25)', () => {
    const span = daySpan(new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(iso(span)).toEqual({ start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' });
    expect(hours(span)).toBe(25);
  });

  it('follows America/New_York across both of its changes', () => {
    expect(hours(daySpan(new Date('2026-03-08T12:00:00Z'), 'America/New_York'))).toBe(23);
    expect(hours(daySpan(new Date('2026-11-01T12:00:00Z'), 'America/New_York'))).toBe(25);
    expect(day('2026-03-08T12:00:00Z', 'America/New_York')).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
  });

  it('is always 24 hours in a zone without daylight saving (Asia/Tokyo)', () => {
    for (const instant of ['2026-03-29T12:00:00Z', '2026-10-25T12:00:00Z', '2026-03-08T12:00:00Z']) {
      expect(hours(daySpan(new Date(instant), 'Asia/Tokyo'))).toBe(24);
    }
    expect(day('2026-03-29T14:59:59Z', 'Asia/Tokyo').start).toBe('2026-03-28T15:00:00.000Z');
    expect(day('2026-03-29T15:00:00Z', 'Asia/Tokyo').start).toBe('2026-03-29T15:00:00.000Z');
  });

  it('starts at half past in a half-hour zone (Asia/Kolkata) and a half-hour change (Australia/Adelaide)', () => {
    expect(day('2026-03-29T20:00:00Z', 'Asia/Kolkata')).toEqual({ start: '2026-03-29T18:30:00.000Z', end: '2026-03-30T18:30:00.000Z' });
    expect(dayOf(new Date('2026-03-29T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-29');
    expect(dayOf(new Date('2026-03-29T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-30');
    expect(day('2026-04-05T00:00:00Z', 'Australia/Adelaide')).toEqual({ start: '2026-04-04T13:30:00.000Z', end: '2026-04-05T14:30:00.000Z' });
  });

  it('starts at the first instant after a midnight the clocks skip (America/Santiago, 2026-09-06)', () => {
    const span = daySpan(new Date('2026-09-06T12:00:00Z'), 'America/Santiago');
    // 24:00 -04 on the 5th is 01:00 -03 on the 6th: the day has no midnight and 23 hours.
    expect(iso(span)).toEqual({ start: '2026-09-06T04:00:00.000Z', end: '2026-09-07T03:00:00.000Z' });
    expect(iso(daySpan(new Date('2026-09-05T12:00:00Z'), 'America/Santiago')).end).toBe('2026-09-06T04:00:00.000Z');
  });

  it('starts at the first of two midnights (America/Havana, 2026-11-01), whichever instant of the day asks', () => {
    const first = { start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' };
    expect(day('2026-11-01T04:30:00Z', 'America/Havana')).toEqual(first);
    expect(day('2026-11-01T05:00:00Z', 'America/Havana')).toEqual(first);
    expect(day('2026-10-31T12:00:00Z', 'America/Havana').end).toBe(first.start);
  });

  it('leaves no gap and no overlap between consecutive days through a year of changes', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'America/Havana', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      const wrong: string[] = [];
      let span = daySpan(new Date('2026-01-01T12:00:00Z'), zone);
      for (let n = 0; n < 366; n += 1) {
        const next = daySpan(span.end, zone);
        const today = dayOf(span.start, zone);
        if (next.start.getTime() !== span.end.getTime() || dayOf(next.start, zone) !== addDays(today, 1)) wrong.push(today);
        span = next;
      }
      expect(wrong, zone).toEqual([]);
    }
  });
});

describe('weeks, months and ranges of days', () => {
  it('has ISO weeks (Monday to Monday) that lose an hour with the spring change', () => {
    const week = weekSpan(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(iso(week)).toEqual({ start: '2026-03-22T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    expect(hours(week)).toBe(7 * 24 - 1);
  });

  it('has calendar months in the zone', () => {
    expect(iso(monthSpan(new Date('2026-10-15T12:00:00Z'), 'Europe/Berlin'))).toEqual({ start: '2026-09-30T22:00:00.000Z', end: '2026-10-31T23:00:00.000Z' });
    expect(iso(monthSpan(new Date('2026-02-28T23:30:00Z'), 'Asia/Tokyo'))).toEqual({ start: '2026-02-28T15:00:00.000Z', end: '2026-03-31T15:00:00.000Z' });
  });

  it('spans whole days from the first to the last, both included', () => {
    const span = daysSpan('2026-10-24', '2026-10-25', 'Europe/Berlin');
    expect(iso(span)).toEqual({ start: '2026-10-23T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' });
    expect(hours(span)).toBe(49);
    expect(() => daysSpan('2026-10-25', '2026-10-24', 'Europe/Berlin')).toThrow(/before/);
    expect(() => daysSpan('2026-02-30', '2026-03-01', 'UTC')).toThrow(/calendar day/);
  });

  it('counts calendar days and tells real ones', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});

describe('workspaceClock', () => {
  it('answers today and its boundaries for the current instant in its zone', () => {
    let now = new Date('2026-03-28T22:59:59Z');
    const clock = workspaceClock('Europe/Berlin', () => now);
    expect(clock.today()).toBe('2026-03-28');
    now = new Date('2026-03-28T23:00:00Z');
    expect(clock.today()).toBe('2026-03-29');
    expect(iso(clock.day())).toEqual({ start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    expect(iso(clock.week()).start).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(clock.month()).start).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(clock.days('2026-03-29', '2026-03-29'))).toEqual(iso(clock.day()));
  });

  it('refuses a zone that is not one, rather than counting in another', () => {
    expect(() => workspaceClock('Mars/Olympus_Mons', () => new Date())).toThrow(/Not a time zone/);
  });
});
