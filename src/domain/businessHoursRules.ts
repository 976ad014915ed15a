// Business hours rules (issue 15), pure and shared by the api (SLA clocks, routing, away replies) and the
// console (the timework page, countdowns). Periods are local wall-clock time in the calendar's zone;
// holidays close whole local dates. The work is done a local date at a time (businessHoursDays.ts), never
// a minute at a time, so adding weeks of business minutes costs microseconds once the dates are cached.
//
// Edge cases, decided:
//  - A calendar with no period on any weekday never opens: nextOpening and nextClosing answer null,
//    addBusinessMinutes an Invalid Date (getTime() is NaN), businessMinutesBetween 0. So does a calendar
//    whose holidays leave no open day for nine years in a row (businessHoursDays.ts HORIZON_DAYS).
//  - Open intervals are [start, end): at 17:00 a 09:00–17:00 day is closed; a '24:00' end joins the next
//    day's '00:00' start without a gap.
//  - Calendars are read as immutable: results are cached per calendar object.
import type { BusinessCalendar, WeekHours } from './businessHours';
import { HORIZON_DAYS, openAt, stretchesFrom } from './businessHoursDays';

export { checkCalendar, CALENDAR_LIMITS, type CheckedCalendar } from './businessHoursCheck';

export type CalendarLike = Pick<BusinessCalendar, 'timeZone' | 'week' | 'holidays'>;

const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];

/** Monday to Friday 09:00–17:00, the weekend closed: a new workspace's calendar. */
export const DEFAULT_WEEK: WeekHours = {
  mon: NINE_TO_FIVE,
  tue: NINE_TO_FIVE,
  wed: NINE_TO_FIVE,
  thu: NINE_TO_FIVE,
  fri: NINE_TO_FIVE,
  sat: [],
  sun: [],
};

const MINUTE_MS = 60_000;

export function isOpenAt(cal: CalendarLike, at: Date): boolean {
  return openAt(cal, at.getTime());
}

/** `at` itself when open, else the next instant the calendar opens; null when it never opens again. */
export function nextOpening(cal: CalendarLike, at: Date): Date | null {
  for (const stretch of stretchesFrom(cal, at.getTime())) return new Date(stretch.from);
  return null;
}

/**
 * The end of the open stretch holding `at`, or when closed then, of the next one (stretches that touch,
 * as 24:00 and 00:00, count as one). Null when the calendar never opens again, or stays open without a
 * break for longer than the search horizon (open around the clock).
 */
export function nextClosing(cal: CalendarLike, at: Date): Date | null {
  const limit = at.getTime() + HORIZON_DAYS * 86_400_000;
  let end: number | undefined;
  for (const stretch of stretchesFrom(cal, at.getTime())) {
    if (end !== undefined && stretch.from > end) break;
    end = stretch.to;
    if (end > limit) return null;
  }
  return end === undefined ? null : new Date(end);
}

/**
 * The earliest instant by which `minutes` business minutes have passed since `start`. Counting begins at
 * `start` when open, else at the next opening, so 0 minutes give nextOpening(start); a count that ends
 * exactly at a closing gives the closing itself (17:00, not the next morning). Fractions of a minute are
 * kept to the millisecond; a negative count is read as 0. NaN is refused (RangeError); Infinity, or a
 * calendar that never opens, gives an Invalid Date.
 */
export function addBusinessMinutes(cal: CalendarLike, start: Date, minutes: number): Date {
  if (Number.isNaN(minutes)) throw new RangeError('addBusinessMinutes: minutes is NaN');
  if (minutes === Infinity) return new Date(NaN);
  let remaining = Math.max(0, Math.round(minutes * MINUTE_MS));
  for (const stretch of stretchesFrom(cal, start.getTime())) {
    const length = stretch.to - stretch.from;
    if (remaining <= length) return new Date(stretch.from + remaining);
    remaining -= length;
  }
  return new Date(NaN);
}

/**
 * The business minutes in [from, to): 0 when `to` is not after `from`. Fractional (to the millisecond,
 * as instants are), so for a whole count n, businessMinutesBetween(a, addBusinessMinutes(a, n)) === n.
 */
export function businessMinutesBetween(cal: CalendarLike, from: Date, to: Date): number {
  const end = to.getTime();
  if (!(end > from.getTime())) return 0;
  let total = 0;
  for (const stretch of stretchesFrom(cal, from.getTime())) {
    if (stretch.from >= end) break;
    total += Math.min(stretch.to, end) - stretch.from;
  }
  return total / MINUTE_MS;
}
