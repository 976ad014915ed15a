import { describe, expect, it } from 'vitest';
import { STATUS_COUNTERS, dayPart, greeting, readCounts, statusView } from './homeRules';

describe('greeting by local time', () => {
  it.each([
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [0, 'evening'],
    [4, 'evening'],
  ])('%i h → %s', (hour, part) => {
    expect(dayPart(hour)).toBe(part);
  });

  it('names the user', () => {
    expect(greeting('ana', 9)).toBe('Good morning, ana');
    expect(greeting('ana', 14)).toBe('Good afternoon, ana');
    expect(greeting('ana', 20)).toBe('Good evening, ana');
  });
});

describe('status (spec §4)', () => {
  it('is green for available and yellow otherwise', () => {
    expect(statusView('available')).toEqual({ label: 'Available', colour: 'green' });
    expect(statusView('aux')).toEqual({ label: 'Aux', colour: 'yellow' });
    expect(statusView(undefined).colour).toBe('yellow');
  });
});

describe("today's counters", () => {
  it('use the labels of the spec status table, in its order', () => {
    expect(STATUS_COUNTERS.map((c) => [c.key, c.label])).toEqual([
      ['unassigned', 'Unassigned'],
      ['new', 'New'],
      ['unsolved', 'Open'],
      ['hold', 'Hold'],
      ['solved', 'Solved'],
    ]);
  });

  it('read missing or malformed counts as 0', () => {
    expect(readCounts({ unassigned: 2, new: 1, unsolved: 3, hold: 0, solved: 4 })).toEqual({ unassigned: 2, new: 1, unsolved: 3, hold: 0, solved: 4 });
    expect(readCounts({ new: '5', hold: -1, solved: Number.NaN })).toEqual({ unassigned: 0, new: 0, unsolved: 0, hold: 0, solved: 0 });
    expect(readCounts(null)).toEqual({ unassigned: 0, new: 0, unsolved: 0, hold: 0, solved: 0 });
  });
});
