import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Holiday, WeekHours } from './businessHours';
import {
  DEFAULT_WEEK,
  addBusinessMinutes,
  businessMinutesBetween,
  checkCalendar,
  isOpenAt,
  nextClosing,
  nextOpening,
  type CalendarLike,
} from './businessHoursRules';

const CLOSED: WeekHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function calendar(timeZone: string, week: Partial<WeekHours> = DEFAULT_WEEK, holidays: Holiday[] = []): CalendarLike {
  return { timeZone, week: { ...CLOSED, ...week }, holidays };
}

/** A local wall-clock time in a zone ('2026-03-06T16:30'), as an instant. */
function local(timeZone: string, text: string): Date {
  return DateTime.fromISO(text, { zone: timeZone }).toJSDate();
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const BERLIN = 'Europe/Berlin';

describe('business hours: the default week', () => {
  const cal = calendar(BERLIN);
  const at = (text: string) => local(BERLIN, text);

  it('is open Monday to Friday 09:00–17:00 and closed at 17:00 and on the weekend', () => {
    expect(isOpenAt(cal, at('2026-03-06T09:00'))).toBe(true);
    expect(isOpenAt(cal, at('2026-03-06T16:59'))).toBe(true);
    expect(isOpenAt(cal, at('2026-03-06T17:00'))).toBe(false);
    expect(isOpenAt(cal, at('2026-03-06T08:59'))).toBe(false);
    expect(isOpenAt(cal, at('2026-03-07T12:00'))).toBe(false);
  });

  it('finds the next opening and closing across the weekend', () => {
    expect(iso(nextOpening(cal, at('2026-03-07T12:00')))).toBe(iso(at('2026-03-09T09:00')));
    expect(iso(nextOpening(cal, at('2026-03-06T10:15')))).toBe(iso(at('2026-03-06T10:15')));
    expect(iso(nextClosing(cal, at('2026-03-06T10:15')))).toBe(iso(at('2026-03-06T17:00')));
    expect(iso(nextClosing(cal, at('2026-03-06T18:00')))).toBe(iso(at('2026-03-09T17:00')));
  });

  it('adds business minutes over the weekend and counts them back', () => {
    const due = addBusinessMinutes(cal, at('2026-03-06T16:30'), 60);
    expect(iso(due)).toBe(iso(at('2026-03-09T09:30')));
    expect(businessMinutesBetween(cal, at('2026-03-06T16:30'), due)).toBe(60);
    // A count that ends at a closing is due at the closing, not the next morning.
    expect(iso(addBusinessMinutes(cal, at('2026-03-06T16:30'), 30))).toBe(iso(at('2026-03-06T17:00')));
    // Two weeks of work: ten days of eight hours.
    expect(iso(addBusinessMinutes(cal, at('2026-03-09T09:00'), 4800))).toBe(iso(at('2026-03-20T17:00')));
  });

  it('starts counting at the next opening, and reads 0, negative, fractional and NaN counts as documented', () => {
    const saturday = at('2026-03-07T12:00');
    expect(iso(addBusinessMinutes(cal, saturday, 0))).toBe(iso(at('2026-03-09T09:00')));
    expect(iso(addBusinessMinutes(cal, saturday, -5))).toBe(iso(at('2026-03-09T09:00')));
    expect(iso(addBusinessMinutes(cal, saturday, 1.5))).toBe(iso(at('2026-03-09T09:01:30')));
    expect(businessMinutesBetween(cal, saturday, at('2026-03-09T09:01:30'))).toBe(1.5);
    expect(() => addBusinessMinutes(cal, saturday, Number.NaN)).toThrow(RangeError);
    expect(addBusinessMinutes(cal, saturday, Infinity).getTime()).toBeNaN();
    expect(businessMinutesBetween(cal, at('2026-03-09T10:00'), at('2026-03-09T09:00'))).toBe(0);
  });
});

describe('business hours: split shifts, holidays and midnight', () => {
  it('skips the lunch break of a split shift', () => {
    const cal = calendar(BERLIN, { wed: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] });
    const at = (text: string) => local(BERLIN, text);
    expect(isOpenAt(cal, at('2026-03-04T12:30'))).toBe(false);
    expect(iso(nextOpening(cal, at('2026-03-04T12:30')))).toBe(iso(at('2026-03-04T13:00')));
    expect(iso(nextClosing(cal, at('2026-03-04T09:30')))).toBe(iso(at('2026-03-04T12:00')));
    expect(iso(addBusinessMinutes(cal, at('2026-03-04T11:00'), 120))).toBe(iso(at('2026-03-04T14:00')));
    expect(businessMinutesBetween(cal, at('2026-03-04T11:00'), at('2026-03-04T14:00'))).toBe(120);
  });

  it('closes whole days for single, ranged and yearly holidays', () => {
    const every = [{ start: '09:00', end: '17:00' }];
    const week = { mon: every, tue: every, wed: every, thu: every, fri: every, sat: every, sun: every };
    const cal = calendar(BERLIN, week, [
      { name: 'Christmas', from: '2026-12-24', to: '2026-12-26', yearly: false },
      { name: 'Founders day', from: '2026-05-12', to: '2026-05-12', yearly: false },
      { name: 'Leap day', from: '2024-02-29', to: '2024-02-29', yearly: true },
      { name: 'New Year', from: '2020-12-31', to: '2021-01-02', yearly: true },
    ]);
    const open = (text: string) => isOpenAt(cal, local(BERLIN, text));
    expect(open('2026-05-12T10:00')).toBe(false);
    expect(open('2026-05-13T10:00')).toBe(true);
    expect(open('2026-12-25T10:00')).toBe(false);
    expect(open('2027-12-25T10:00')).toBe(true);
    expect(open('2028-02-29T10:00')).toBe(false);
    expect(open('2027-02-28T10:00')).toBe(true);
    expect(open('2027-03-01T10:00')).toBe(true);
    expect(open('2030-12-31T10:00')).toBe(false);
    expect(open('2031-01-02T10:00')).toBe(false);
    expect(iso(nextOpening(cal, local(BERLIN, '2026-12-24T08:00')))).toBe(iso(local(BERLIN, '2026-12-27T09:00')));
    expect(iso(nextOpening(cal, local(BERLIN, '2026-12-30T18:00')))).toBe(iso(local(BERLIN, '2027-01-03T09:00')));
  });

  it("joins a '24:00' end to the next day's '00:00' start", () => {
    const cal = calendar(BERLIN, { sat: [{ start: '20:00', end: '24:00' }], sun: [{ start: '00:00', end: '04:00' }] });
    const at = (text: string) => local(BERLIN, text);
    expect(isOpenAt(cal, at('2026-03-07T23:59'))).toBe(true);
    expect(isOpenAt(cal, at('2026-03-08T00:00'))).toBe(true);
    expect(iso(nextClosing(cal, at('2026-03-07T21:00')))).toBe(iso(at('2026-03-08T04:00')));
    expect(iso(addBusinessMinutes(cal, at('2026-03-07T23:30'), 60))).toBe(iso(at('2026-03-08T00:30')));
  });

  it('answers null, an Invalid Date and 0 for a calendar that never opens, and null for one never closing', () => {
    const never = calendar(BERLIN, CLOSED);
    const start = local(BERLIN, '2026-03-06T10:00');
    expect(isOpenAt(never, start)).toBe(false);
    expect(nextOpening(never, start)).toBeNull();
    expect(nextClosing(never, start)).toBeNull();
    expect(addBusinessMinutes(never, start, 10).getTime()).toBeNaN();
    expect(businessMinutesBetween(never, start, new Date(start.getTime() + 86_400_000))).toBe(0);
    const allHolidays = calendar(BERLIN, DEFAULT_WEEK, [{ name: 'Closed', from: '2020-01-01', to: '2020-12-31', yearly: true }]);
    expect(nextOpening(allHolidays, start)).toBeNull();
    const allDay = [{ start: '00:00', end: '24:00' }];
    const always = calendar(BERLIN, { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay });
    expect(nextClosing(always, start)).toBeNull();
    expect(businessMinutesBetween(always, start, addBusinessMinutes(always, start, 10_000))).toBe(10_000);
  });
});

describe('business hours: time zones and daylight saving', () => {
  it('makes a period holding the skipped hour shorter (Berlin, 29 March 2026)', () => {
    const cal = calendar(BERLIN, { sun: [{ start: '01:00', end: '05:00' }, { start: '06:00', end: '07:00' }] });
    const day = local(BERLIN, '2026-03-29T00:00');
    expect(businessMinutesBetween(cal, day, local(BERLIN, '2026-03-29T05:30'))).toBe(180);
    // 01:00 CET is 00:00Z; an hour later the clocks read 03:00 CEST.
    expect(iso(addBusinessMinutes(cal, day, 60))).toBe('2026-03-29T01:00:00.000Z');
    const skipped = calendar(BERLIN, { sun: [{ start: '02:30', end: '04:00' }] });
    expect(iso(nextOpening(skipped, day))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('makes a period holding the repeated hour longer (Berlin, 25 October 2026)', () => {
    const cal = calendar(BERLIN, { sun: [{ start: '01:00', end: '05:00' }] });
    const day = local(BERLIN, '2026-10-25T00:00');
    expect(businessMinutesBetween(cal, day, local(BERLIN, '2026-10-25T06:00'))).toBe(300);
    const repeated = calendar(BERLIN, { sun: [{ start: '02:30', end: '03:00' }] });
    expect(isOpenAt(repeated, new Date('2026-10-25T00:45:00Z'))).toBe(true);
    expect(isOpenAt(repeated, new Date('2026-10-25T01:15:00Z'))).toBe(false);
    expect(isOpenAt(repeated, new Date('2026-10-25T01:45:00Z'))).toBe(true);
    expect(businessMinutesBetween(repeated, day, local(BERLIN, '2026-10-25T06:00'))).toBe(60);
  });

  it('follows New York, Kolkata (+05:30) and Chatham (+12:45 / +13:45)', () => {
    const newYork = calendar('America/New_York');
    expect(isOpenAt(newYork, new Date('2026-03-09T13:00:00Z'))).toBe(true);
    expect(isOpenAt(newYork, new Date('2026-03-09T12:59:00Z'))).toBe(false);
    expect(iso(nextOpening(newYork, new Date('2026-03-06T22:00:00Z')))).toBe('2026-03-09T13:00:00.000Z');
    const kolkata = calendar('Asia/Kolkata');
    expect(iso(nextOpening(kolkata, new Date('2026-03-09T00:00:00Z')))).toBe('2026-03-09T03:30:00.000Z');
    const chatham = calendar('Pacific/Chatham');
    expect(iso(nextOpening(chatham, new Date('2026-06-30T12:00:00Z')))).toBe('2026-06-30T20:15:00.000Z');
    expect(iso(nextOpening(chatham, new Date('2026-01-06T12:00:00Z')))).toBe('2026-01-06T19:15:00.000Z');
    expect(iso(nextClosing(chatham, new Date('2026-01-06T20:00:00Z')))).toBe('2026-01-07T03:15:00.000Z');
  });
});

describe('checking a calendar as sent', () => {
  const valid = {
    name: ' Support hours ',
    timeZone: 'europe/berlin',
    week: { mon: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }], sat: [{ start: '10:00', end: '24:00' }] },
    holidays: [{ name: 'Christmas', from: '2026-12-24', to: '2026-12-26', yearly: true }],
  };

  it('cleans a valid calendar: trimmed name, the zone as spelled by the runtime, periods sorted, days filled', () => {
    expect(checkCalendar(valid)).toEqual({
      calendar: {
        name: 'Support hours',
        timeZone: 'Europe/Berlin',
        week: {
          ...CLOSED,
          mon: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }],
          sat: [{ start: '10:00', end: '24:00' }],
        },
        holidays: [{ name: 'Christmas', from: '2026-12-24', to: '2026-12-26', yearly: true }],
      },
    });
  });

  it('names each wrong field with a plain message', () => {
    const result = checkCalendar({
      name: 'x'.repeat(81),
      timeZone: '+05:00',
      week: {
        mon: [{ start: '9:00', end: '12:00' }, { start: '10:00', end: '24:00' }],
        tue: [{ start: '12:00', end: '11:00' }, { start: '08:00', end: '25:00' }],
        wed: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }],
        thu: Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` })),
        fri: 'all day',
      },
      holidays: [
        { name: '', from: '2026-02-30', to: '2026-03-01' },
        { name: 'Backwards', from: '2026-05-02', to: '2026-05-01' },
        { name: 'Too long', from: '2026-01-01', to: '2027-01-02' },
      ],
    });
    expect(result).toEqual({
      fields: {
        name: 'Max 80 characters',
        timeZone: 'Not a time zone: use an IANA name such as Europe/Berlin or UTC',
        'week.mon.0': 'Start must be a time such as 09:00',
        'week.tue.0': 'End must be after start',
        'week.tue.1': 'End must be a time such as 17:00 (24:00 for midnight)',
        'week.wed.1': 'Overlaps 09:00–12:00',
        'week.thu': 'At most 6 periods a day',
        'week.fri': 'A list of periods is expected',
        'holidays.0.name': 'Required',
        'holidays.0.from': 'A date such as 2026-12-25 is required',
        'holidays.1.to': 'Must not be before the first day',
        'holidays.2.to': 'A holiday lasts at most 366 days',
      },
    });
  });

  it('asks for a name, a week and at most 200 holidays', () => {
    const tooMany = Array.from({ length: 201 }, () => ({ name: 'Day', from: '2026-01-01', to: '2026-01-01' }));
    expect(checkCalendar({ timeZone: 'UTC', holidays: tooMany })).toEqual({
      fields: { name: 'Required', week: 'Opening hours are required', holidays: 'At most 200 holidays' },
    });
    expect(checkCalendar(null)).toMatchObject({ fields: { name: 'Required' } });
  });
});
