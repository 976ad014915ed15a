import { describe, expect, it } from 'vitest';
import { DEFAULT_SLA_SETTINGS, type SlaPolicy } from './sla';
import { applySlaEvent, matchPolicy, retarget, startClocks, statusEvents, wallTime, type SlaEvent } from './slaRules';
import { computeSla } from './slaStateRules';

const policy = (over: Partial<SlaPolicy>): SlaPolicy => ({
  id: over.name ?? 'p',
  name: 'p',
  priority: 'high',
  channelType: null,
  departmentId: null,
  firstResponseMinutes: 60,
  nextResponseMinutes: 30,
  resolutionMinutes: 480,
  businessHours: false,
  calendarId: null,
  ...over,
});

const at = (iso: string) => new Date(iso);
const settings = DEFAULT_SLA_SETTINGS;
const T0 = '2026-11-23T10:00:00.000Z'; // a Monday
const plus = (minutes: number) => new Date(at(T0).getTime() + minutes * 60_000);

function run(events: SlaEvent[], p = policy({})) {
  return events.reduce((c, e) => applySlaEvent(c, e, wallTime, settings), startClocks(p, null, at(T0)));
}

describe('matchPolicy', () => {
  const all = [
    policy({ name: 'b priority' }),
    policy({ name: 'a priority' }),
    policy({ name: 'channel', channelType: 'EMAIL' }),
    policy({ name: 'department', departmentId: 'd1' }),
    policy({ name: 'both', departmentId: 'd1', channelType: 'EMAIL' }),
    policy({ name: 'low', priority: 'low' }),
  ];
  it('takes department and channel, then department, then channel, then priority alone (ties by name)', () => {
    expect(matchPolicy(all, { priority: 'high', channel: 'EMAIL', departmentId: 'd1' })?.name).toBe('both');
    expect(matchPolicy(all, { priority: 'high', channel: 'WEBCHAT', departmentId: 'd1' })?.name).toBe('department');
    expect(matchPolicy(all, { priority: 'high', channel: 'EMAIL', departmentId: 'd2' })?.name).toBe('channel');
    expect(matchPolicy(all, { priority: 'high', channel: 'WEBCHAT', departmentId: null })?.name).toBe('a priority');
    expect(matchPolicy(all, { priority: 'urgent', channel: 'EMAIL', departmentId: 'd1' })).toBeNull();
  });
});

describe('clocks', () => {
  it('starts first response and resolution at creation; next response waits', () => {
    const s = computeSla(run([]), wallTime, settings, plus(10));
    expect(s.sla.clocks.firstResponse).toMatchObject({ dueAt: plus(60).toISOString(), atRiskAt: plus(45).toISOString(), state: 'on track' });
    expect(s.sla.clocks.nextResponse?.state).toBeNull();
    expect(s).toMatchObject({ state: 'on track', dueAt: plus(60), target: 'firstResponse', nextCheckAt: plus(45) });
  });

  it('turns at risk exactly when the share is left, then breached at the due time', () => {
    const c = run([]);
    expect(computeSla(c, wallTime, settings, new Date(plus(45).getTime() - 1)).state).toBe('on track');
    expect(computeSla(c, wallTime, settings, plus(45))).toMatchObject({ state: 'at risk', nextCheckAt: plus(60) });
    expect(computeSla(c, wallTime, { ...settings, atRiskShare: 0.5 }, plus(30)).state).toBe('at risk');
    expect(computeSla(c, wallTime, settings, plus(60))).toMatchObject({ state: 'breached', nextCheckAt: plus(480 * 0.75) });
  });

  it('meets first response on a reply; a customer message then starts next response', () => {
    const c = run([{ kind: 'agentReplied', at: plus(20) }, { kind: 'customerWrote', at: plus(100) }]);
    const s = computeSla(c, wallTime, settings, plus(110));
    expect(s.sla.clocks.firstResponse).toMatchObject({ state: 'met', doneAt: plus(20).toISOString() });
    expect(s.sla.clocks.nextResponse).toMatchObject({ state: 'on track', dueAt: plus(130).toISOString() });
    expect(s).toMatchObject({ state: 'on track', target: 'nextResponse', dueAt: plus(130) });
  });

  it('a customer message before the first response starts nothing', () => {
    const s = computeSla(run([{ kind: 'customerWrote', at: plus(5) }]), wallTime, settings, plus(6));
    expect(s.sla.clocks.nextResponse?.runningSince).toBeNull();
  });

  it('a target met late stays breached', () => {
    const s = computeSla(run([{ kind: 'agentReplied', at: plus(70) }]), wallTime, settings, plus(71));
    expect(s.sla.clocks.firstResponse?.state).toBe('breached');
    expect(s.state).toBe('breached');
  });

  it('hold pauses resolution and leaving hold resumes it with the minutes spent', () => {
    const c = run([{ kind: 'agentReplied', at: plus(10) }, { kind: 'held', at: plus(100) }]);
    const held = computeSla(c, wallTime, settings, plus(1000));
    expect(held.sla.clocks.resolution).toMatchObject({ runningSince: null, spentMinutes: 100, dueAt: null, state: 'on track' });
    expect(held).toMatchObject({ dueAt: null, nextCheckAt: null });
    const back = computeSla(applySlaEvent(c, { kind: 'unheld', at: plus(1000) }, wallTime, settings), wallTime, settings, plus(1001));
    expect(back.sla.clocks.resolution?.dueAt).toBe(plus(1000 + 380).toISOString());
  });

  it('hold does not pause when the setting is off', () => {
    const c = applySlaEvent(run([]), { kind: 'held', at: plus(100) }, wallTime, { ...settings, pauseOnHold: false });
    expect(c.clocks.resolution?.runningSince).toBe(T0);
  });

  it('solving meets resolution and stops the rest; reopening restarts resolution with its minutes kept', () => {
    const solved = run([{ kind: 'agentReplied', at: plus(10) }, { kind: 'customerWrote', at: plus(20) }, { kind: 'solved', at: plus(40) }]);
    const s = computeSla(solved, wallTime, settings, plus(2000));
    expect(s).toMatchObject({ state: 'met', dueAt: null, nextCheckAt: null });
    const reopened = applySlaEvent(solved, { kind: 'reopened', at: plus(3000) }, wallTime, settings);
    const r = computeSla(reopened, wallTime, settings, plus(3001));
    expect(r.sla.clocks.resolution).toMatchObject({ spentMinutes: 40, dueAt: plus(3000 + 440).toISOString(), state: 'on track', doneAt: null });
    expect(r.sla.clocks.nextResponse).toMatchObject({ dueAt: plus(3030).toISOString() });
    expect(r.sla.clocks.firstResponse?.state).toBe('met');
  });

  it('a resolution already past due when held stays breached', () => {
    const c = run([{ kind: 'held', at: plus(500) }], policy({ firstResponseMinutes: null }));
    expect(computeSla(c, wallTime, settings, plus(600)).state).toBe('breached');
  });

  it('retargets to a new policy keeping the anchors', () => {
    const c = run([{ kind: 'agentReplied', at: plus(10) }]);
    const next = retarget(c, policy({ id: 'q', resolutionMinutes: 120, nextResponseMinutes: null }), null, at(T0));
    expect(next.policyId).toBe('q');
    expect(next.clocks.nextResponse).toBeUndefined();
    expect(computeSla(next, wallTime, settings, plus(11)).dueAt).toEqual(plus(120));
  });

  it('has no state without targets', () => {
    const c = run([], policy({ firstResponseMinutes: null, resolutionMinutes: null }));
    expect(computeSla(c, wallTime, settings, plus(1))).toMatchObject({ state: null, dueAt: null, target: null });
  });
});

describe('statusEvents', () => {
  const when = at(T0);
  it('reads a status change as the clocks see it', () => {
    expect(statusEvents('new', 'new', when)).toEqual([]);
    expect(statusEvents('new', 'unsolved', when)).toEqual([]);
    expect(statusEvents('hold', 'solved', when)).toEqual([{ kind: 'solved', at: when }]);
    expect(statusEvents('solved', 'new', when)).toEqual([{ kind: 'reopened', at: when }]);
    expect(statusEvents('solved', 'hold', when)).toEqual([{ kind: 'reopened', at: when }, { kind: 'held', at: when }]);
    expect(statusEvents('new', 'hold', when)).toEqual([{ kind: 'held', at: when }]);
    expect(statusEvents('hold', 'unsolved', when)).toEqual([{ kind: 'unheld', at: when }]);
  });
});
