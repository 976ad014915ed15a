// SLA (issue 15): which policy applies to a ticket, and how its clocks move when something happens. A clock
// keeps only anchors (runningSince, spentMinutes, targetMinutes); its due and state are computed from them
// by slaStateRules.ts, so a calendar or policy change computes them again without replaying history.
import { addBusinessMinutes, businessMinutesBetween, type CalendarLike } from './businessHoursRules';
import type { SlaClock, SlaPolicy, SlaSettings, SlaTarget, TicketSlaClocks } from './sla';

/** Minutes counted on a policy's clock: business minutes of a calendar, or plain minutes around the clock. */
export interface SlaTime {
  add(start: Date, minutes: number): Date;
  between(from: Date, to: Date): number;
}

const MINUTE = 60_000;

export const wallTime: SlaTime = {
  add: (start, minutes) => new Date(start.getTime() + minutes * MINUTE),
  between: (from, to) => Math.max(0, (to.getTime() - from.getTime()) / MINUTE),
};

/**
 * A policy's time: the calendar's business minutes, or around the clock when the policy says so or the
 * workspace has no calendar. A calendar that never opens would never be due: it counts around the clock too.
 */
export function slaTimeFor(businessHours: boolean, calendar: CalendarLike | null): SlaTime {
  if (!businessHours || !calendar) return wallTime;
  return {
    add: (start, minutes) => {
      const due = addBusinessMinutes(calendar, start, minutes);
      return Number.isNaN(due.getTime()) ? wallTime.add(start, minutes) : due;
    },
    between: (from, to) => businessMinutesBetween(calendar, from, to),
  };
}

export interface SlaTicketFacts {
  priority: string;
  channel: string;
  departmentId: string | null;
}

type PolicyScope = Pick<SlaPolicy, 'name' | 'priority' | 'channelType' | 'departmentId'>;

/** Department and channel beat department, which beats channel, which beats priority alone. */
function specificity(p: PolicyScope): number {
  return (p.departmentId ? 2 : 0) + (p.channelType ? 1 : 0);
}

/** The most specific policy for the ticket's priority, channel type and department; ties go to the first name. */
export function matchPolicy<P extends PolicyScope>(policies: readonly P[], t: SlaTicketFacts): P | null {
  let best: P | null = null;
  for (const p of policies) {
    if (p.priority !== t.priority) continue;
    if (p.channelType !== null && p.channelType !== t.channel) continue;
    if (p.departmentId !== null && p.departmentId !== t.departmentId) continue;
    if (!best || specificity(p) > specificity(best) || (specificity(p) === specificity(best) && p.name < best.name)) best = p;
  }
  return best;
}

const idle = (targetMinutes: number): SlaClock => ({
  targetMinutes,
  runningSince: null,
  spentMinutes: 0,
  dueAt: null,
  atRiskAt: null,
  doneAt: null,
  state: null,
});

const running = (clock: SlaClock, at: Date, spentMinutes = clock.spentMinutes): SlaClock => ({
  ...clock,
  runningSince: at.toISOString(),
  spentMinutes,
  doneAt: null,
  state: null,
});

type PolicyTargets = Pick<SlaPolicy, 'id' | 'firstResponseMinutes' | 'nextResponseMinutes' | 'resolutionMinutes' | 'businessHours'>;

/** A new ticket's clocks: first response and resolution run from its creation; next response waits for a reply. */
export function startClocks(policy: PolicyTargets, calendarId: string | null, createdAt: Date): TicketSlaClocks {
  const clocks: TicketSlaClocks['clocks'] = {};
  if (policy.firstResponseMinutes) clocks.firstResponse = running(idle(policy.firstResponseMinutes), createdAt);
  if (policy.nextResponseMinutes) clocks.nextResponse = idle(policy.nextResponseMinutes);
  if (policy.resolutionMinutes) clocks.resolution = running(idle(policy.resolutionMinutes), createdAt);
  return { policyId: policy.id, businessHours: policy.businessHours, calendarId: policy.businessHours ? calendarId : null, clocks };
}

/** The clocks under another policy (re-matched after a change): each target keeps its anchors, with the new minutes. */
export function retarget(current: TicketSlaClocks, policy: PolicyTargets, calendarId: string | null, createdAt: Date): TicketSlaClocks {
  const fresh = startClocks(policy, calendarId, createdAt);
  const clocks: TicketSlaClocks['clocks'] = {};
  for (const [target, clock] of Object.entries(fresh.clocks) as [SlaTarget, SlaClock][]) {
    const old = current.clocks[target];
    clocks[target] = old ? { ...old, targetMinutes: clock.targetMinutes } : clock;
  }
  return { ...fresh, clocks };
}

export type SlaEvent =
  | { kind: 'agentReplied'; at: Date }
  | { kind: 'customerWrote'; at: Date }
  | { kind: 'held'; at: Date }
  | { kind: 'unheld'; at: Date }
  | { kind: 'solved'; at: Date }
  | { kind: 'reopened'; at: Date };

/** What a status change does to the clocks: solving, reopening (from solved), holding and leaving hold. */
export function statusEvents(from: string, to: string, at: Date): SlaEvent[] {
  if (from === to) return [];
  if (to === 'solved') return [{ kind: 'solved', at }];
  if (from === 'solved') return to === 'hold' ? [{ kind: 'reopened', at }, { kind: 'held', at }] : [{ kind: 'reopened', at }];
  if (to === 'hold') return [{ kind: 'held', at }];
  return from === 'hold' ? [{ kind: 'unheld', at }] : [];
}

const isRunning = (c: SlaClock | undefined): c is SlaClock & { runningSince: string } => !!c?.runningSince;

function pause(clock: SlaClock, at: Date, time: SlaTime): SlaClock {
  if (!isRunning(clock)) return clock;
  const spent = clock.spentMinutes + time.between(new Date(clock.runningSince), at);
  return { ...clock, runningSince: null, spentMinutes: spent, dueAt: null, atRiskAt: null };
}

/** A target done at `at`: met when before its due (or, paused, with minutes to spare); a late one stays breached. */
function finish(clock: SlaClock, at: Date, time: SlaTime): SlaClock {
  if (clock.doneAt) return clock;
  if (!isRunning(clock)) {
    // paused (resolution on hold): what was spent decides
    return { ...clock, doneAt: at.toISOString(), state: clock.spentMinutes < clock.targetMinutes ? 'met' : 'breached' };
  }
  const since = new Date(clock.runningSince);
  const left = clock.targetMinutes - clock.spentMinutes;
  const due = left > 0 ? time.add(since, left) : since;
  const paused = pause(clock, at, time);
  return { ...paused, dueAt: due.toISOString(), doneAt: at.toISOString(), state: at < due ? 'met' : 'breached' };
}

function update(clocks: TicketSlaClocks, target: SlaTarget, change: (c: SlaClock) => SlaClock): TicketSlaClocks {
  const clock = clocks.clocks[target];
  return clock ? { ...clocks, clocks: { ...clocks.clocks, [target]: change(clock) } } : clocks;
}

/** The clocks after something happened on the ticket. */
export function applySlaEvent(clocks: TicketSlaClocks, event: SlaEvent, time: SlaTime, settings: SlaSettings): TicketSlaClocks {
  const { at } = event;
  switch (event.kind) {
    case 'agentReplied': {
      const first = update(clocks, 'firstResponse', (c) => finish(c, at, time));
      return update(first, 'nextResponse', (c) => (isRunning(c) ? finish(c, at, time) : c));
    }
    case 'customerWrote': {
      const first = clocks.clocks.firstResponse;
      if (first && !first.doneAt) return clocks; // the first response is still owed
      return update(clocks, 'nextResponse', (c) => (isRunning(c) ? c : running(c, at, 0)));
    }
    case 'held':
      return settings.pauseOnHold ? update(clocks, 'resolution', (c) => pause(c, at, time)) : clocks;
    case 'unheld':
      return update(clocks, 'resolution', (c) => (isRunning(c) || c.doneAt ? c : running(c, at)));
    case 'solved': {
      let next = clocks;
      for (const target of Object.keys(clocks.clocks) as SlaTarget[]) {
        // a next response nobody is waiting for has nothing to meet
        next = update(next, target, (c) => (target === 'nextResponse' && !isRunning(c) ? c : finish(c, at, time)));
      }
      return next;
    }
    case 'reopened': {
      const resolution = update(clocks, 'resolution', (c) => (isRunning(c) ? c : running(c, at)));
      return update(resolution, 'nextResponse', (c) => running(c, at, 0));
    }
  }
}
