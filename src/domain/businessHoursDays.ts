// A calendar compiled day by day: each local date's open stretches as UTC instants, cached per calendar
// object (a WeakMap, so treat a calendar as immutable) with a small LRU of dates. businessHoursRules.ts
// walks these stretches; nothing here walks minutes. A local date's stretches are exactly the instants
// whose wall-clock time in the zone falls on that date inside one of its periods, so a period holding a
// skipped hour is shorter that day and one holding a repeated hour is longer (it may come in two pieces).
import { WEEKDAYS, type BusinessCalendar, type Holiday } from './businessHours';
import { offsetAt, offsetSpans, zoneData, type ZoneData } from './businessHoursZone';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Local dates lie within UTC−12 … UTC+14: a date's instants start at most 14 h before its UTC midnight. */
const EARLIEST_SHIFT = 14 * HOUR_MS;
const DAYS_KEPT = 400;
/**
 * How many days in a row may pass without an opening before the calendar counts as never opening again:
 * nine years, beyond any fixed holiday, so a yearly holiday pattern that leaves only a 29 February (eight
 * years apart around 2100) still opens.
 */
export const HORIZON_DAYS = 366 * 9;

/** The same as businessHoursRules.ts's CalendarLike (declared there for its users). */
type CalendarLike = Pick<BusinessCalendar, 'timeZone' | 'week' | 'holidays'>;

/** [from, to) in epoch ms. */
export interface Stretch {
  from: number;
  to: number;
}

interface FixedHoliday {
  from: number;
  to: number;
}

interface Compiled {
  zone: ZoneData;
  /** Per weekday (Monday first), periods as [start, end) ms after local midnight. */
  periods: [number, number][][];
  fixed: FixedHoliday[];
  /** Yearly holidays as month × 100 + day; `crosses` when the range goes over New Year. */
  yearly: { from: number; to: number; crosses: boolean }[];
  lastFixedDay: number;
  neverOpen: boolean;
  days: Map<number, Stretch[]>;
}

const compiledCalendars = new WeakMap<CalendarLike, Compiled>();

/** A local date 'YYYY-MM-DD' as days since 1970-01-01, or undefined when it is no real date. */
export function dayNumber(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return ms / DAY_MS;
}

/** 'HH:MM' (or '24:00') as minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function monthDay(date: string): number {
  return Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

function compile(cal: CalendarLike): Compiled {
  let compiled = compiledCalendars.get(cal);
  if (compiled) return compiled;
  const periods = WEEKDAYS.map((day) =>
    (cal.week[day] ?? []).map((p): [number, number] => [minutesOf(p.start) * 60_000, minutesOf(p.end) * 60_000]),
  );
  const fixed: FixedHoliday[] = [];
  const yearly: Compiled['yearly'] = [];
  for (const holiday of cal.holidays as Holiday[]) {
    const from = dayNumber(holiday.from);
    const to = dayNumber(holiday.to);
    if (from === undefined || to === undefined || to < from) continue;
    if (holiday.yearly) {
      yearly.push({ from: monthDay(holiday.from), to: monthDay(holiday.to), crosses: holiday.to.slice(0, 4) !== holiday.from.slice(0, 4) });
    } else fixed.push({ from, to });
  }
  compiled = {
    zone: zoneData(cal.timeZone),
    periods,
    fixed,
    yearly,
    lastFixedDay: fixed.reduce((last, h) => Math.max(last, h.to), -Infinity),
    neverOpen: periods.every((list) => list.every(([start, end]) => end <= start)),
    days: new Map(),
  };
  compiledCalendars.set(cal, compiled);
  return compiled;
}

/** Monday 0 … Sunday 6 (1970-01-01 was a Thursday). */
function weekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** The first day from `day` on that might open (not a closed weekday, not in a holiday); past `limit`, limit + 1. */
function nextCandidate(c: Compiled, day: number, limit: number): number {
  while (day <= limit) {
    if ((c.periods[weekdayIndex(day)] ?? []).length === 0) {
      day += 1;
      continue;
    }
    const fixed = c.fixed.length > 0 ? c.fixed.find((h) => h.from <= day && day <= h.to) : undefined;
    if (fixed) {
      day = fixed.to + 1;
      continue;
    }
    if (c.yearly.length === 0) return day;
    const date = new Date(day * DAY_MS);
    const md = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
    const yearly = c.yearly.some((h) => (h.crosses ? md >= h.from || md <= h.to : md >= h.from && md <= h.to));
    if (!yearly) return day;
    day += 1;
  }
  return limit + 1;
}

function compileDay(c: Compiled, day: number): Stretch[] {
  const midnight = day * DAY_MS;
  const stretches: Stretch[] = [];
  const spans = offsetSpans(c.zone, midnight - DAY_MS, midnight + 2 * DAY_MS);
  for (const [start, end] of c.periods[weekdayIndex(day)] ?? []) {
    for (const span of spans) {
      const from = Math.max(span.from, midnight + start - span.offset);
      const to = Math.min(span.to, midnight + end - span.offset);
      if (from < to) stretches.push({ from, to });
    }
  }
  return mergeSorted(stretches);
}

function mergeSorted(stretches: Stretch[]): Stretch[] {
  stretches.sort((a, b) => a.from - b.from);
  const merged: Stretch[] = [];
  for (const s of stretches) {
    const last = merged[merged.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else merged.push({ ...s });
  }
  return merged;
}

/** A local date's open stretches (none on a closed weekday or a holiday), cached. */
function dayStretches(c: Compiled, day: number): Stretch[] {
  const cached = c.days.get(day);
  if (cached) {
    c.days.delete(day);
    c.days.set(day, cached);
    return cached;
  }
  const stretches = nextCandidate(c, day, day) === day ? compileDay(c, day) : [];
  if (c.days.size >= DAYS_KEPT) c.days.delete(c.days.keys().next().value as number);
  c.days.set(day, stretches);
  return stretches;
}

/** The local date of an instant in the calendar's zone, as a day number. */
function localDay(c: Compiled, at: number): number {
  return Math.floor((at + offsetAt(c.zone, at)) / DAY_MS);
}

/** Whether the instant lies in an open stretch (its own local date's, or a neighbour's). */
export function openAt(cal: CalendarLike, at: number): boolean {
  const c = compile(cal);
  if (c.neverOpen) return false;
  const day = localDay(c, at);
  for (let d = day - 1; d <= day + 1; d += 1) {
    if (dayStretches(c, d).some((s) => s.from <= at && at < s.to)) return true;
  }
  return false;
}

/**
 * The open stretches from `at` on, in order, the first cut to start at `at` when open then. Ends when
 * HORIZON_DAYS days in a row pass without an opening (after `at` and the last fixed holiday): such a
 * calendar never opens again. Closed weekdays and fixed holidays are skipped without compiling them.
 */
export function* stretchesFrom(cal: CalendarLike, at: number): Generator<Stretch> {
  const c = compile(cal);
  if (c.neverOpen) return;
  const first = localDay(c, at) - 1;
  let lastOpen = Math.max(first, c.lastFixedDay);
  // A later date's stretches may start before an earlier date's end only around a change of offset that
  // crosses midnight: hold stretches until no later date can start before them.
  const held: Stretch[] = [];
  let day = nextCandidate(c, first, lastOpen + HORIZON_DAYS);
  while (day <= lastOpen + HORIZON_DAYS) {
    let unordered = false;
    for (const s of dayStretches(c, day)) {
      if (s.to <= at) continue;
      lastOpen = day;
      const last = held[held.length - 1];
      if (last && s.from < last.from) unordered = true;
      // Not merged: a stretch that keeps growing (open around the clock) would never be handed out.
      held.push(s);
    }
    if (unordered) held.sort((a, b) => a.from - b.from);
    day = nextCandidate(c, day + 1, lastOpen + HORIZON_DAYS + 1);
    const bound = day * DAY_MS - EARLIEST_SHIFT;
    while (held[0] && held[0].to <= bound) {
      const next = held.shift() as Stretch;
      yield { from: Math.max(next.from, at), to: next.to };
    }
  }
  for (const s of held) yield { from: Math.max(s.from, at), to: s.to };
}
