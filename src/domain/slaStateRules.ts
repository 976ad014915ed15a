// SLA (issue 15): the due times and states of a ticket's clocks at an instant, computed from their anchors
// only (slaRules.ts moves the anchors), so computing twice gives the same answer. A state changes from the
// instant it is reached: 'at risk' once only atRiskShare of the target is left, 'breached' at the due time.
import type { SlaClock, SlaSettings, SlaState, SlaTarget, TicketSlaClocks } from './sla';
import type { SlaTime } from './slaRules';

export interface SlaStatus {
  /** The clocks with dueAt, atRiskAt and state filled in. */
  sla: TicketSlaClocks;
  /** The ticket's state: breached > at risk > on track > met; null when no target counts. */
  state: SlaState | null;
  /** The nearest due of the running clocks, and its target. */
  dueAt: Date | null;
  target: SlaTarget | null;
  /** The next instant a running clock changes state; null when none will by itself. */
  nextCheckAt: Date | null;
}

const RANK: Record<SlaState, number> = { met: 0, 'on track': 1, 'at risk': 2, breached: 3 };

interface Computed {
  clock: SlaClock;
  nextCheckAt: Date | null;
}

function running(clock: SlaClock, since: Date, time: SlaTime, share: number, now: Date): Computed {
  // a point already passed is reached at once (adding 0 business minutes would wait for the next opening)
  const after = (minutes: number) => (minutes > 0 ? time.add(since, minutes) : since);
  const due = after(clock.targetMinutes - clock.spentMinutes);
  const atRisk = after(clock.targetMinutes * (1 - share) - clock.spentMinutes);
  const state: SlaState = now >= due ? 'breached' : now >= atRisk ? 'at risk' : 'on track';
  const nextCheckAt = now < atRisk ? atRisk : now < due ? due : null;
  return { clock: { ...clock, dueAt: due.toISOString(), atRiskAt: atRisk.toISOString(), state }, nextCheckAt };
}

/** A paused clock (resolution on hold) does not move: what it has spent decides its state. */
function paused(clock: SlaClock, share: number): SlaClock {
  const left = clock.targetMinutes - clock.spentMinutes;
  const state: SlaState = left <= 0 ? 'breached' : left <= clock.targetMinutes * share ? 'at risk' : 'on track';
  return { ...clock, dueAt: null, atRiskAt: null, state };
}

function computeClock(target: SlaTarget, clock: SlaClock, time: SlaTime, share: number, now: Date): Computed {
  if (clock.doneAt) return { clock, nextCheckAt: null };
  if (clock.runningSince) return running(clock, new Date(clock.runningSince), time, share, now);
  // a next response nobody waits for yet counts for nothing
  if (target === 'nextResponse') return { clock: { ...clock, dueAt: null, atRiskAt: null, state: null }, nextCheckAt: null };
  return { clock: paused(clock, share), nextCheckAt: null };
}

export function computeSla(sla: TicketSlaClocks, time: SlaTime, settings: SlaSettings, now: Date): SlaStatus {
  const clocks: TicketSlaClocks['clocks'] = {};
  let state: SlaState | null = null;
  let dueAt: Date | null = null;
  let target: SlaTarget | null = null;
  let nextCheckAt: Date | null = null;
  for (const [name, clock] of Object.entries(sla.clocks) as [SlaTarget, SlaClock][]) {
    const computed = computeClock(name, clock, time, settings.atRiskShare, now);
    const c = computed.clock;
    clocks[name] = c;
    if (c.state && (!state || RANK[c.state] > RANK[state])) state = c.state;
    if (c.runningSince && c.dueAt && (!dueAt || new Date(c.dueAt) < dueAt)) {
      dueAt = new Date(c.dueAt);
      target = name;
    }
    if (computed.nextCheckAt && (!nextCheckAt || computed.nextCheckAt < nextCheckAt)) nextCheckAt = computed.nextCheckAt;
  }
  return { sla: { ...sla, clocks }, state, dueAt, target, nextCheckAt };
}
