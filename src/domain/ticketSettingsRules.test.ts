import { describe, expect, it } from 'vitest';
import {
  CLOSE_AFTER_DAYS_MESSAGE,
  DEFAULT_TICKET_SETTINGS,
  DEPARTMENT_REQUIRED,
  TAG_REQUIRED,
  checkTicketSettings,
  closeSolvedBefore,
  reopenedStatus,
  reopensOnReply,
  solveRefusal,
  ticketSettingsOf,
} from './ticketSettingsRules';

describe('ticketSettingsOf', () => {
  it('reads what older workspaces stored ({ take } alone, or nothing) with the defaults', () => {
    expect(ticketSettingsOf(undefined)).toEqual(DEFAULT_TICKET_SETTINGS);
    expect(ticketSettingsOf({ take: true })).toEqual({ ...DEFAULT_TICKET_SETTINGS, take: true });
    expect(ticketSettingsOf({ autoCreate: false, solvedReply: 'reopen', closeSolvedAfterDays: 9, requiredToSolve: { tags: true } })).toEqual({
      take: false,
      autoCreate: false,
      solvedReply: 'reopen',
      closeSolvedAfterDays: 9,
      requiredToSolve: { department: false, tags: true },
    });
    expect(ticketSettingsOf({ closeSolvedAfterDays: 0, solvedReply: 'x' })).toEqual(DEFAULT_TICKET_SETTINGS);
  });
});

describe('checkTicketSettings', () => {
  it('applies the fields sent and keeps the others', () => {
    expect(checkTicketSettings(DEFAULT_TICKET_SETTINGS, { take: true, requiredToSolve: { department: true } })).toEqual({
      settings: { ...DEFAULT_TICKET_SETTINGS, take: true, requiredToSolve: { department: true, tags: false } },
    });
    expect(checkTicketSettings({ ...DEFAULT_TICKET_SETTINGS, closeSolvedAfterDays: 5 }, { closeSolvedAfterDays: null })).toEqual({ settings: DEFAULT_TICKET_SETTINGS });
  });

  it('names each wrong field with its message', () => {
    for (const days of [0, 366, 1.5, '3', Number.NaN]) {
      expect(checkTicketSettings(DEFAULT_TICKET_SETTINGS, { closeSolvedAfterDays: days })).toEqual({ fields: { closeSolvedAfterDays: CLOSE_AFTER_DAYS_MESSAGE } });
    }
    expect(checkTicketSettings(DEFAULT_TICKET_SETTINGS, { closeSolvedAfterDays: 1 })).toMatchObject({ settings: { closeSolvedAfterDays: 1 } });
    expect(checkTicketSettings(DEFAULT_TICKET_SETTINGS, { closeSolvedAfterDays: 365 })).toMatchObject({ settings: { closeSolvedAfterDays: 365 } });
    expect(checkTicketSettings(DEFAULT_TICKET_SETTINGS, { take: null, solvedReply: 'maybe', requiredToSolve: { tags: 'yes' } })).toEqual({
      fields: { take: 'Choose on or off', solvedReply: 'Choose reopen or new', 'requiredToSolve.tags': 'Choose on or off' },
    });
  });
});

describe('solveRefusal', () => {
  const required = { requiredToSolve: { department: true, tags: true } };
  it('names the first missing field, or nothing when the rules are met or off', () => {
    expect(solveRefusal(required, { departmentId: null, tags: [] })).toEqual({ field: 'departmentId', message: DEPARTMENT_REQUIRED });
    expect(solveRefusal(required, { departmentId: 'd1', tags: [] })).toEqual({ field: 'tags', message: TAG_REQUIRED });
    expect(solveRefusal(required, { departmentId: 'd1', tags: ['vip'] })).toBeNull();
    expect(solveRefusal(DEFAULT_TICKET_SETTINGS, { departmentId: null, tags: [] })).toBeNull();
  });
});

describe('reopensOnReply', () => {
  const solved = { status: 'solved', statusOmni: 'solved', mergedIntoId: null };
  it("reopens only a solved ticket, with 'reopen', never a merged or closed one", () => {
    expect(reopensOnReply({ solvedReply: 'reopen' }, solved)).toBe(true);
    expect(reopensOnReply({ solvedReply: 'new' }, solved)).toBe(false);
    expect(reopensOnReply({ solvedReply: 'reopen' }, { ...solved, status: 'hold' })).toBe(false);
    expect(reopensOnReply({ solvedReply: 'reopen' }, { ...solved, mergedIntoId: 't2' })).toBe(false);
    expect(reopensOnReply({ solvedReply: 'reopen' }, { ...solved, statusOmni: 'closed' })).toBe(false);
    expect(reopenedStatus('u1')).toBe('unsolved');
    expect(reopenedStatus(null)).toBe('unassigned');
  });
});

describe('closeSolvedBefore', () => {
  it('is N whole days before now, or null when closing is off', () => {
    expect(closeSolvedBefore({ closeSolvedAfterDays: null }, new Date('2026-03-10T12:00:00Z'))).toBeNull();
    expect(closeSolvedBefore({ closeSolvedAfterDays: 3 }, new Date('2026-03-10T12:00:00Z'))).toEqual(new Date('2026-03-07T12:00:00Z'));
  });
});
