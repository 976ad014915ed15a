// Checking a business calendar as a person sent it (the timework page's form, the api's body): plain
// messages keyed by field path ('name', 'timeZone', 'week.mon.0', 'holidays.2.to' …), shared by the
// console and the api so both refuse a calendar with the same words. Exported through businessHoursRules.ts.
import { WEEKDAYS, type Holiday, type Period, type WeekHours } from './businessHours';
import { dayNumber, minutesOf } from './businessHoursDays';
import { TIME_ZONE_MESSAGE, canonicalTimeZone } from './timeZoneName';
import { isRecord, trimmed } from './validation';

export const CALENDAR_LIMITS = { name: 80, periodsPerDay: 6, holidays: 200, holidayDays: 366 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface CheckedCalendar {
  name: string;
  timeZone: string;
  week: WeekHours;
  holidays: Holiday[];
}

type Fields = Record<string, string>;

function checkName(value: unknown, field: string, fields: Fields): string {
  const name = trimmed(value);
  if (name === '') fields[field] = 'Required';
  else if (name.length > CALENDAR_LIMITS.name) fields[field] = `Max ${CALENDAR_LIMITS.name} characters`;
  return name;
}

function checkPeriod(value: unknown, field: string, fields: Fields): Period | undefined {
  const start = isRecord(value) ? value.start : undefined;
  const end = isRecord(value) ? value.end : undefined;
  if (typeof start !== 'string' || !TIME.test(start)) {
    fields[field] = 'Start must be a time such as 09:00';
  } else if (typeof end !== 'string' || (end !== '24:00' && !TIME.test(end))) {
    fields[field] = 'End must be a time such as 17:00 (24:00 for midnight)';
  } else if (minutesOf(end) <= minutesOf(start)) {
    fields[field] = 'End must be after start';
  } else return { start, end };
  return undefined;
}

function checkDay(value: unknown, field: string, fields: Fields): Period[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    fields[field] = 'A list of periods is expected';
    return [];
  }
  if (value.length > CALENDAR_LIMITS.periodsPerDay) {
    fields[field] = `At most ${CALENDAR_LIMITS.periodsPerDay} periods a day`;
    return [];
  }
  const periods = value
    .map((p, index) => ({ index, period: checkPeriod(p, `${field}.${index}`, fields) }))
    .filter((p): p is { index: number; period: Period } => p.period !== undefined)
    .sort((a, b) => minutesOf(a.period.start) - minutesOf(b.period.start));
  let before: Period | undefined;
  for (const { index, period } of periods) {
    if (before && minutesOf(period.start) < minutesOf(before.end)) {
      fields[`${field}.${index}`] = `Overlaps ${before.start}–${before.end}`;
    }
    if (!before || minutesOf(period.end) > minutesOf(before.end)) before = period;
  }
  return periods.map((p) => p.period);
}

function checkWeek(value: unknown, fields: Fields): WeekHours {
  if (!isRecord(value)) fields.week = 'Opening hours are required';
  const week = isRecord(value) ? value : {};
  return Object.fromEntries(WEEKDAYS.map((day) => [day, checkDay(week[day], `week.${day}`, fields)])) as WeekHours;
}

function checkHoliday(value: unknown, field: string, fields: Fields): Holiday {
  const record = isRecord(value) ? value : {};
  const name = checkName(record.name, `${field}.name`, fields);
  const from = trimmed(record.from);
  const to = trimmed(record.to);
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  if (fromDay === undefined) fields[`${field}.from`] = 'A date such as 2026-12-25 is required';
  if (toDay === undefined) fields[`${field}.to`] = 'A date such as 2026-12-26 is required';
  else if (fromDay !== undefined && toDay < fromDay) fields[`${field}.to`] = 'Must not be before the first day';
  else if (fromDay !== undefined && toDay - fromDay + 1 > CALENDAR_LIMITS.holidayDays) {
    fields[`${field}.to`] = `A holiday lasts at most ${CALENDAR_LIMITS.holidayDays} days`;
  }
  return { name, from, to, yearly: record.yearly === true };
}

function checkHolidays(value: unknown, fields: Fields): Holiday[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    fields.holidays = 'A list of holidays is expected';
    return [];
  }
  if (value.length > CALENDAR_LIMITS.holidays) {
    fields.holidays = `At most ${CALENDAR_LIMITS.holidays} holidays`;
    return [];
  }
  return value.map((h, index) => checkHoliday(h, `holidays.${index}`, fields));
}

/** The calendar, cleaned (names trimmed, the zone's spelling, each day's periods sorted), or what is wrong. */
export function checkCalendar(input: unknown): { calendar: CheckedCalendar } | { fields: Fields } {
  const record = isRecord(input) ? input : {};
  const fields: Fields = {};
  const name = checkName(record.name, 'name', fields);
  const timeZone = canonicalTimeZone(record.timeZone);
  if (timeZone === undefined) fields.timeZone = TIME_ZONE_MESSAGE;
  const week = checkWeek(record.week, fields);
  const holidays = checkHolidays(record.holidays, fields);
  if (Object.keys(fields).length > 0 || timeZone === undefined) return { fields };
  return { calendar: { name, timeZone, week, holidays } };
}
