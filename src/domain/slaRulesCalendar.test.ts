import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SLA_SETTINGS, type SlaPolicy } from './sla';
import { DEFAULT_WEEK } from './businessHoursRules';
import { applySlaEvent, slaTimeFor, startClocks, wallTime, type SlaEvent, type SlaTime } from './slaRules';
import { computeSla } from './slaStateRules';

// A plain office week for the rules' sake (Monday to Friday, 09:00-17:00 UTC), counted minute by minute;
// the real calendars' arithmetic is businessHoursRules.ts, tested on its own.
const open = (t: number) => {
  const d = new Date(t);
  const day = d.getUTCDay();
  const h = d.getUTCHours();
  return day >= 1 && day <= 5 && h >= 9 && h < 17;
};
const MIN = 60_000;
const office: SlaTime = {
  add(start, minutes) {
    let t = start.getTime();
    let left = minutes;
    while (left > 0) {
      if (open(t)) left -= 1;
      t += MIN;
    }
    return new Date(t);
  },
  between(from, to) {
    let n = 0;
    for (let t = from.getTime(); t + MIN <= to.getTime(); t += MIN) if (open(t)) n += 1;
    return n;
  },
};

const policy: SlaPolicy = {
  id: 'p',
  name: 'Office',
  priority: 'high',
  channelType: null,
  departmentId: null,
  firstResponseMinutes: 120,
  nextResponseMinutes: 60,
  resolutionMinutes: 960,
  businessHours: true,
  calendarId: 'cal',
};
const settings = DEFAULT_SLA_SETTINGS;

describe('clocks on business hours', () => {
  it('a first response asked on Friday afternoon is due on Monday morning', () => {
    const s = computeSla(startClocks(policy, 'cal', new Date('2026-11-27T16:00:00Z')), office, settings, new Date('2026-11-28T12:00:00Z'));
    expect(s.sla.clocks.firstResponse).toMatchObject({ dueAt: '2026-11-30T10:00:00.000Z', atRiskAt: '2026-11-30T09:30:00.000Z', state: 'on track' });
    expect(s.sla.clocks.resolution?.dueAt).toBe('2026-12-01T16:00:00.000Z');
    expect(s.nextCheckAt).toEqual(new Date('2026-11-30T09:30:00Z'));
  });

  it('hold over a weekend counts only the business minutes before it', () => {
    const start = startClocks(policy, 'cal', new Date('2026-11-27T15:00:00Z'));
    const held = applySlaEvent(start, { kind: 'held', at: new Date('2026-11-28T10:00:00Z') }, office, settings);
    expect(held.clocks.resolution).toMatchObject({ spentMinutes: 120, runningSince: null });
    const back = applySlaEvent(held, { kind: 'unheld', at: new Date('2026-11-30T13:00:00Z') }, office, settings);
    expect(computeSla(back, office, settings, new Date('2026-11-30T13:00:00Z')).sla.clocks.resolution?.dueAt).toBe('2026-12-02T11:00:00.000Z');
  });
});

describe('slaTimeFor', () => {
  const calendar = { timeZone: 'UTC', week: DEFAULT_WEEK, holidays: [] };
  it('counts a calendar’s business minutes as the reference does, or plain minutes without one', () => {
    const time = slaTimeFor(true, calendar);
    const start = new Date('2026-11-27T16:00:00Z');
    for (const minutes of [1, 60, 61, 480, 961]) expect(time.add(start, minutes)).toEqual(office.add(start, minutes));
    expect(time.between(start, new Date('2026-11-30T10:30:00Z'))).toBe(150);
    expect(slaTimeFor(false, calendar)).toBe(wallTime);
    expect(slaTimeFor(true, null)).toBe(wallTime);
  });

  it('a calendar that never opens counts around the clock', () => {
    const closed = slaTimeFor(true, { ...calendar, week: { ...DEFAULT_WEEK, mon: [], tue: [], wed: [], thu: [], fri: [] } });
    expect(closed.add(new Date('2026-11-27T16:00:00Z'), 60)).toEqual(new Date('2026-11-27T17:00:00Z'));
  });

  it('a resumed clock already past its at-risk point is at risk at once, even outside the hours', () => {
    const time = slaTimeFor(true, calendar);
    const held = applySlaEvent(startClocks({ ...policy, firstResponseMinutes: null }, 'cal', new Date('2026-11-27T09:00:00Z')), { kind: 'held', at: new Date('2026-11-30T14:00:00Z') }, time, settings);
    const back = applySlaEvent(held, { kind: 'unheld', at: new Date('2026-11-30T20:00:00Z') }, time, settings);
    expect(computeSla(back, time, settings, new Date('2026-11-30T20:00:00Z')).state).toBe('at risk');
  });
});

const eventArb: fc.Arbitrary<SlaEvent> = fc.record({
  kind: fc.constantFrom('agentReplied', 'customerWrote', 'held', 'unheld', 'solved', 'reopened' as const),
  at: fc.constant(new Date(0)),
});

describe('property', () => {
  it('computing the state again from the anchors gives the same answer', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(eventArb, fc.integer({ min: 0, max: 3000 })), { maxLength: 8 }), fc.integer({ min: 0, max: 5000 }), (steps, later) => {
        let t = new Date('2026-11-26T08:00:00Z').getTime();
        let clocks = startClocks(policy, 'cal', new Date(t));
        for (const [event, gap] of steps) {
          t += gap * MIN;
          clocks = applySlaEvent(clocks, { kind: event.kind, at: new Date(t) }, office, settings);
        }
        const now = new Date(t + later * MIN);
        const once = computeSla(clocks, office, settings, now);
        const twice = computeSla(once.sla, office, settings, now);
        expect(twice).toEqual(once);
        if (once.nextCheckAt) expect(once.nextCheckAt.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 150 },
    );
  });
});
