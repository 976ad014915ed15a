import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../domain/businessHoursRules';
import type { SlaClock, TicketSlaDetail } from '../../domain/sla';
import { clockViews, resumesText } from './slaCountdownRules';

const clock = (overrides: Partial<SlaClock>): SlaClock => ({
  targetMinutes: 120,
  runningSince: null,
  spentMinutes: 0,
  dueAt: null,
  atRiskAt: null,
  doneAt: null,
  state: 'on track',
  ...overrides,
});
const calendar = { timeZone: 'Europe/Paris', week: DEFAULT_WEEK, holidays: [] };
const detail = (clocks: TicketSlaDetail['clocks']['clocks'], businessHours = true): TicketSlaDetail => ({
  clocks: { policyId: 'p1', businessHours, calendarId: 'c1', clocks },
  calendar,
  policyName: 'Urgent',
});
// Wednesday 25 November 2026; Paris is UTC+1.
const at = (iso: string) => new Date(iso);

describe('the SLA countdown', () => {
  it('counts business time left while open, and says when a closed calendar resumes', () => {
    const sla = detail({ firstResponse: clock({ runningSince: '2026-11-25T08:00:00Z', spentMinutes: 10 }) });
    expect(clockViews(sla, false, at('2026-11-25T08:35:00Z'))[0]).toMatchObject({ name: 'First response', stateLabel: 'On track', text: '1 h 15 min of business time left', note: null });
    // Friday 16:30 Paris → the weekend: the time left holds and the panel says Monday.
    const friday = detail({ firstResponse: clock({ runningSince: '2026-11-27T15:00:00Z', spentMinutes: 0 }) });
    expect(clockViews(friday, false, at('2026-11-28T10:00:00Z'))[0]).toMatchObject({ text: '1 h of business time left', note: 'Outside business hours — resumes Mon 09:00' });
  });

  it('says by how much a target is overdue, in wall time for a 24/7 policy', () => {
    const sla = detail({ resolution: clock({ runningSince: '2026-11-25T08:00:00Z', targetMinutes: 60, state: 'breached' }) }, false);
    expect(clockViews(sla, false, at('2026-11-25T09:12:30Z'))[0]).toMatchObject({ name: 'Resolution', stateLabel: 'Breached', text: 'overdue by 12 min', note: null });
  });

  it('shows met, paused and waiting clocks without a countdown', () => {
    const sla = detail({
      firstResponse: clock({ doneAt: '2026-11-25T08:10:00Z', state: 'met' }),
      nextResponse: clock({}),
      resolution: clock({ spentMinutes: 30 }),
    });
    expect(clockViews(sla, true, at('2026-11-25T09:00:00Z')).map((v) => v.text)).toEqual(['Met', 'Paused', 'Paused']);
    expect(clockViews(sla, false, at('2026-11-25T09:00:00Z')).map((v) => v.text)).toEqual(['Met', "Starts with the customer's next message", 'Paused']);
    expect(clockViews(detail({ firstResponse: clock({ doneAt: '2026-11-25T08:10:00Z', state: 'breached' }) }), false, at('2026-11-25T09:00:00Z'))[0]!.text).toBe('Met late');
  });

  it('names the opening in the calendar’s zone', () => {
    expect(resumesText(at('2026-11-30T08:00:00Z'), 'Europe/Paris')).toBe('Mon 09:00');
    expect(resumesText(at('2026-11-30T08:00:00Z'), 'Asia/Tokyo')).toBe('Mon 17:00');
  });
});
