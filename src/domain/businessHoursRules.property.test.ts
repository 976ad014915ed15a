// The business hours rules against a simple reference that walks minute by minute and asks Intl for each
// minute's local weekday, date and time. Random calendars (periods, holidays, yearly ones) in zones with and
// without daylight saving (and 30- and 45-minute offsets), random starts over two years, random counts up to
// about three working weeks. On failure fast-check prints the seed and the shrunk counterexample.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type Holiday, type Period, type WeekHours } from './businessHours';
import {
  addBusinessMinutes,
  businessMinutesBetween,
  isOpenAt,
  nextOpening,
  type CalendarLike,
} from './businessHoursRules';

const MINUTE = 60_000;
const WINDOW_MINUTES = 28 * 24 * 60;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe', 'UTC'];
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2027, 0, 1);

const formats = new Map<string, Intl.DateTimeFormat>();
const SHORT_DAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The wall clock at an instant: weekday (Monday 0), 'YYYY-MM-DD' and minutes after midnight. */
function wallClock(timeZone: string, at: number): { weekday: number; date: string; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  // 'Wed, 11/25/2026, 01:27'
  const match = /^(\w{3}), (\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/.exec(format.format(new Date(at)));
  if (!match) throw new Error(`unexpected Intl output ${format.format(new Date(at))}`);
  const [, day, month, date, year, hour, minute] = match as unknown as string[];
  return { weekday: SHORT_DAYS[day as string] as number, date: `${year}-${month}-${date}`, minute: Number(hour) * 60 + Number(minute) };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function isHoliday(holidays: Holiday[], date: string): boolean {
  return holidays.some((h) => {
    if (!h.yearly) return h.from <= date && date <= h.to;
    const md = date.slice(5);
    const [from, to] = [h.from.slice(5), h.to.slice(5)];
    return h.from.slice(0, 4) === h.to.slice(0, 4) ? from <= md && md <= to : md >= from || md <= to;
  });
}

/** Whether the minute starting at `at` is open, the plain way. */
function referenceOpen(cal: CalendarLike, at: number): boolean {
  const clock = wallClock(cal.timeZone, at);
  if (isHoliday(cal.holidays, clock.date)) return false;
  const periods = cal.week[WEEKDAYS[clock.weekday] as (typeof WEEKDAYS)[number]];
  return periods.some((p) => toMinutes(p.start) <= clock.minute && clock.minute < toMinutes(p.end));
}

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Up to three periods a day, on any minute, sorted and not overlapping (some touching, some to 24:00). */
const day: fc.Arbitrary<Period[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 1440 }), { minLength: 0, maxLength: 6 })
  .map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const periods: Period[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      periods.push({ start: time(sorted[i] as number), end: time(sorted[i + 1] as number) });
    }
    return periods;
  });

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Holidays near the window (from 5 days before the start to 30 after), so they matter: a day or up to ten,
 * fixed or yearly; a yearly one is often written for an earlier year (it must repeat), and one that would
 * fall on a 29 February missing that year stays in the window's year.
 */
const holidayNear = (from: number): fc.Arbitrary<Holiday> =>
  fc
    .record({ offset: fc.integer({ min: -5, max: 30 }), length: fc.integer({ min: 0, max: 9 }), yearly: fc.boolean(), yearsBack: fc.integer({ min: 0, max: 3 }) })
    .map(({ offset, length, yearly, yearsBack }) => {
      const first = new Date(Math.floor(from / DAY) * DAY + offset * DAY);
      const last = new Date(first.getTime() + length * DAY);
      const back = (d: Date) => new Date(Date.UTC(d.getUTCFullYear() - (yearly ? yearsBack : 0), d.getUTCMonth(), d.getUTCDate()));
      const [a, b] = [back(first), back(last)];
      const kept = a.getUTCDate() === first.getUTCDate() && b.getUTCDate() === last.getUTCDate();
      return { name: 'Holiday', from: isoDate((kept ? a : first).getTime()), to: isoDate((kept ? b : last).getTime()), yearly };
    });

const calendarNear = (from: number): fc.Arbitrary<CalendarLike> =>
  fc.record({
    timeZone: fc.constantFrom(...ZONES),
    week: fc.tuple(day, day, day, day, day, day, day).map((days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]])) as WeekHours),
    holidays: fc.array(holidayNear(from), { maxLength: 4 }),
  });

/** Sundays on which one of the zones changes its clocks (2025 and 2026). */
const CHANGES = ['03-09', '03-30', '04-06', '09-28', '10-05', '10-26', '11-02']
  .flatMap((d) => [`2025-${d}`, `2026-${d}`])
  .concat(['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-27', '2026-10-04', '2026-10-25', '2026-11-01']);

/** Any minute of two years, or one within three days before a change of clocks or twelve before New Year. */
const start = fc.oneof(
  fc.integer({ min: FROM / MINUTE, max: TO / MINUTE }).map((m) => m * MINUTE),
  fc
    .tuple(fc.constantFrom('2025-01-01', '2026-01-01', '2027-01-01'), fc.integer({ min: 0, max: 12 * 24 * 60 }))
    .map(([day, before]) => Date.parse(`${day}T00:00:00Z`) - before * MINUTE),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: 0, max: 3 * 24 * 60 }))
    .map(([day, before]) => Date.parse(`${day}T00:00:00Z`) - before * MINUTE),
);

describe('business hours rules against the minute-by-minute reference', () => {
  it('agree on openness, the next opening, adding minutes and counting them back', () => {
    fc.assert(
      fc.property(
        start.chain((from) => fc.tuple(fc.constant(from), calendarNear(from))),
        fc.integer({ min: 0, max: 3 * 5 * 8 * 60 }),
        fc.nat(),
        ([from, cal], wanted, probe) => {
        // The reference window: every minute of 28 days from the start.
        const open: number[] = [];
        const wrong: string[] = [];
        for (let m = 0; m < WINDOW_MINUTES; m += 1) {
          const at = from + m * MINUTE;
          const expected = referenceOpen(cal, at);
          if (expected) open.push(at);
          if ((m < 3 * 24 * 60 || m % 37 === 0) && isOpenAt(cal, new Date(at)) !== expected) {
            wrong.push(new Date(at).toISOString());
          }
        }
        expect(wrong, 'isOpenAt differs at').toEqual([]);
        const opening = nextOpening(cal, new Date(from));
        if (open.length > 0) expect(opening?.getTime()).toBe(open[0]);
        else expect(opening === null || opening.getTime() >= from + WINDOW_MINUTES * MINUTE).toBe(true);
        if (open.length === 0) return;
        const n = Math.min(wanted, open.length);
        const due = addBusinessMinutes(cal, new Date(from), n);
        // n minutes have passed at the end of the n-th open minute (0: the first opening).
        expect(due.getTime()).toBe(n === 0 ? open[0] : (open[n - 1] as number) + MINUTE);
        expect(businessMinutesBetween(cal, new Date(from), due)).toBe(n);
        const until = from + (probe % WINDOW_MINUTES) * MINUTE;
        expect(businessMinutesBetween(cal, new Date(from), new Date(until))).toBe(open.filter((at) => at < until).length);
        },
      ),
      { numRuns: 20, seed: 20261125, verbose: true },
    );
  }, 60_000);
});
