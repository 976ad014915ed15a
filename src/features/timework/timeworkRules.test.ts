import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../domain/businessHoursRules';
import { calendarSummary, copyMondayToWeekdays, newPeriod } from './timeworkRules';

describe('the business-hours page helpers', () => {
  it('adds 09:00–17:00 to a closed day, else two hours an hour after the last period, never past midnight', () => {
    expect(newPeriod([])).toEqual({ start: '09:00', end: '17:00' });
    expect(newPeriod([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '15:00' });
    expect(newPeriod([{ start: '18:00', end: '22:30' }, { start: '08:00', end: '10:00' }])).toEqual({ start: '23:00', end: '24:00' });
    expect(newPeriod([{ start: '20:00', end: '24:00' }])).toEqual({ start: '23:00', end: '24:00' });
  });

  it('copies Monday to Tuesday–Friday, leaving the weekend, without sharing the periods', () => {
    const week = { ...DEFAULT_WEEK, mon: [{ start: '08:00', end: '12:00' }], sat: [{ start: '10:00', end: '12:00' }] };
    const copied = copyMondayToWeekdays(week);
    expect(copied.fri).toEqual([{ start: '08:00', end: '12:00' }]);
    expect(copied.sat).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(copied.tue[0]).not.toBe(copied.mon[0]);
  });

  it('sums a calendar up in one line', () => {
    expect(calendarSummary({ timeZone: 'UTC', week: DEFAULT_WEEK, holidays: [] })).toBe('UTC · open 5 days a week');
    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(calendarSummary({ timeZone: 'UTC', week: closed, holidays: [{ name: 'x', from: '2026-01-01', to: '2026-01-01', yearly: true }] })).toBe(
      'UTC · closed every day · 1 holiday',
    );
  });
});
