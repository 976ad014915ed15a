// Business hours (issue 15): a calendar's shape, shared by the api, the timework page and the SLA clocks.
// A calendar has, per weekday, several periods (split shifts) in local time of its own IANA zone, and
// holidays (a single day or a range, inclusive, optionally every year). The rules that read it
// (open at an instant, the next opening, adding business minutes, business minutes between two instants)
// are in businessHoursRules.ts.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local wall-clock times 'HH:MM'; end after start; '24:00' ends at midnight. */
export interface Period {
  start: string;
  end: string;
}

export type WeekHours = Record<Weekday, Period[]>;

/** Dates 'YYYY-MM-DD' in the calendar's zone, inclusive; yearly: the same month and days every year. */
export interface Holiday {
  name: string;
  from: string;
  to: string;
  yearly: boolean;
}

export interface BusinessCalendar {
  id: string;
  name: string;
  timeZone: string;
  week: WeekHours;
  holidays: Holiday[];
  isDefault: boolean;
}

/** GET /business-hours/status and the web chat's config: open now, else the instant it opens next (ISO; null: never). */
export interface BusinessHoursStatus {
  open: boolean;
  nextOpenAt: string | null;
}

/** GET /business-hours/assignments: which calendar each department and channel uses (null: the default). */
export interface CalendarAssignments {
  departments: { id: string; name: string; calendarId: string | null }[];
  channels: { id: string; name: string; type: string; calendarId: string | null }[];
}
