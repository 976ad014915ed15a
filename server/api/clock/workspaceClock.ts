import { DateTime } from 'luxon';

// A workspace's calendar: "today" and the boundaries of its days, weeks and months, in its IANA time zone.
// luxon does the zone arithmetic (daylight-saving days of 23 or 25 hours, half-hour zones, a midnight
// that does not exist) from the runtime's tz database, so nothing here adds hours by hand.

/** A half-open span of time [start, end): what a query compares an instant with (>= start, < end). */
export interface Span {
  start: Date;
  end: Date;
}

/** The zone of a workspace that was not given one (the column's default). */
export const DEFAULT_TIME_ZONE = 'UTC';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function at(instant: Date, zone: string): DateTime {
  const local = DateTime.fromJSDate(instant, { zone });
  // An unknown zone is a bug upstream (zones are checked when stored), never a reason to count in UTC.
  if (!local.isValid) throw new Error(`Not a time zone: ${zone}`);
  return local;
}

function span(start: DateTime, end: DateTime): Span {
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/**
 * The first instant of a calendar day in the zone. A midnight skipped by a clock change starts the day at
 * the instant after it (luxon's forward shift; a day the zone skipped whole, like Samoa's 2011-12-30, is
 * empty); a midnight that happens twice (clocks set back across 00:00) starts it at the first one, where
 * luxon would keep the later offset.
 */
function dayStart(day: string, zone: string): DateTime {
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  let start = DateTime.fromISO(day, { zone });
  for (let step = 0; step < 2; step += 1) {
    const before = start.minus({ milliseconds: 1 });
    if (before.toISODate() !== start.toISODate()) break;
    start = before.startOf('day');
  }
  return start;
}

function daysFrom(first: string, count: number, zone: string): Span {
  return span(dayStart(first, zone), dayStart(addDays(first, count), zone));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayOf(instant: Date, zone: string): string {
  return at(instant, zone).toISODate()!;
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  return DAY.test(text) && DateTime.fromISO(text, { zone: 'UTC' }).toISODate() === text;
}

/** The calendar day `days` after (or before) a day: plain date arithmetic, the same in every zone. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/** The day holding the instant: from its local midnight to the next (23, 24 or 25 hours). */
export function daySpan(instant: Date, zone: string): Span {
  return daysFrom(dayOf(instant, zone), 1, zone);
}

/** The week holding the instant, Monday to Monday (ISO weeks), in the zone. */
export function weekSpan(instant: Date, zone: string): Span {
  return daysFrom(at(instant, zone).startOf('week').toISODate()!, 7, zone);
}

/** The calendar month holding the instant, in the zone. */
export function monthSpan(instant: Date, zone: string): Span {
  const first = at(instant, zone).startOf('month');
  return span(dayStart(first.toISODate()!, zone), dayStart(first.plus({ months: 1 }).toISODate()!, zone));
}

/** The calendar days from `first` to `last`, both included (YYYY-MM-DD), in the zone. */
export function daysSpan(first: string, last: string, zone: string): Span {
  if (last < first) throw new Error(`The last day ${last} is before the first ${first}`);
  return span(dayStart(first, zone), dayStart(addDays(last, 1), zone));
}

/** One workspace's clock: the same questions about the current instant, in its zone. */
export interface WorkspaceClock {
  zone: string;
  today(): string;
  day(): Span;
  week(): Span;
  month(): Span;
  days(first: string, last: string): Span;
}

export function workspaceClock(zone: string, now: () => Date): WorkspaceClock {
  at(now(), zone);
  return {
    zone,
    today: () => dayOf(now(), zone),
    day: () => daySpan(now(), zone),
    week: () => weekSpan(now(), zone),
    month: () => monthSpan(now(), zone),
    days: (first, last) => daysSpan(first, last, zone),
  };
}
