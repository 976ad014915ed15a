// The business-hours page's pure helpers: the weekday names people read, a new period after the day's
// last one, Monday copied to the weekdays, a calendar's one-line summary, and an empty calendar to start.
import { WEEKDAYS, type BusinessCalendar, type Period, type Weekday, type WeekHours } from '../../domain/businessHours';
import { DEFAULT_WEEK, type CheckedCalendar } from '../../domain/businessHoursRules';

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const minutes = (time: string): number | null => (/^\d{2}:\d{2}$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null);
const clock = (total: number): string => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const DAY_END = 24 * 60;

/** 09:00–17:00 on a closed day; otherwise two hours starting an hour after the day's last period ends. */
export function newPeriod(periods: readonly Period[]): Period {
  if (periods.length === 0) return { start: '09:00', end: '17:00' };
  const lastEnd = Math.max(...periods.map((p) => minutes(p.end) ?? 0));
  const start = Math.min(lastEnd + 60, DAY_END - 60);
  return { start: clock(start), end: clock(Math.min(start + 120, DAY_END)) };
}

/** Tuesday to Friday take Monday's periods; the weekend keeps its own. */
export function copyMondayToWeekdays(week: WeekHours): WeekHours {
  const monday = () => week.mon.map((p) => ({ ...p }));
  return { ...week, tue: monday(), wed: monday(), thu: monday(), fri: monday() };
}

/** 'Europe/Berlin · open 5 days a week · 2 holidays' */
export function calendarSummary(calendar: Pick<BusinessCalendar, 'timeZone' | 'week' | 'holidays'>): string {
  const days = WEEKDAYS.filter((day) => calendar.week[day].length > 0).length;
  const open = days === 0 ? 'closed every day' : `open ${days} ${days === 1 ? 'day' : 'days'} a week`;
  const holidays = calendar.holidays.length === 0 ? '' : ` · ${calendar.holidays.length} ${calendar.holidays.length === 1 ? 'holiday' : 'holidays'}`;
  return `${calendar.timeZone} · ${open}${holidays}`;
}

/** A new calendar: no name yet, the browser's zone, Monday to Friday 09:00–17:00, no holidays. */
export function emptyCalendar(timeZone: string): CheckedCalendar {
  return { name: '', timeZone, week: copyWeek(DEFAULT_WEEK), holidays: [] };
}

export const copyWeek = (week: WeekHours): WeekHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, week[day].map((p) => ({ ...p }))])) as WeekHours;
