// The ticket detail's SLA countdown: for each target, how much of its time is left (in business time when
// the policy counts business hours), or by how much it is overdue, paused, met, or waiting for the
// calendar to open. Computed in the browser from the clocks the api answers, so it moves between events. Pure.

import { businessMinutesBetween, isOpenAt, nextOpening } from '../../domain/businessHoursRules';
import { SLA_TARGETS, SLA_TARGET_LABELS, type SlaClock, type SlaState, type SlaTarget, type TicketSlaDetail } from '../../domain/sla';
import { formatMinutes } from '../sla/slaRules';
import { SLA_STATE_LABELS } from './slaDisplayRules';

export interface ClockView {
  target: SlaTarget;
  name: string;
  state: SlaState | null;
  stateLabel: string | null;
  /** "1 h 5 min of business time left", "overdue by 12 min", "Paused", "Met" */
  text: string;
  /** "Outside business hours — resumes Mon 09:00", while a running business-hours clock waits for the calendar. */
  note: string | null;
}

type Calendar = NonNullable<TicketSlaDetail['calendar']>;

/** The minutes the clock has used by `now`: its earlier stretches, and the current one in business or wall time. */
export function spentBy(clock: SlaClock, calendar: Calendar | null, now: Date): number {
  if (!clock.runningSince) return clock.spentMinutes;
  const since = new Date(clock.runningSince);
  const running = calendar ? businessMinutesBetween(calendar, since, now) : Math.max(0, (now.getTime() - since.getTime()) / 60_000);
  return clock.spentMinutes + running;
}

/** "Mon 09:00" in the calendar's own zone: when its team is back. */
export function resumesText(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')}`;
}

export function clockView(target: SlaTarget, clock: SlaClock, sla: TicketSlaDetail, onHold: boolean, now: Date): ClockView {
  const calendar = sla.clocks.businessHours ? sla.calendar : null;
  const state = clock.state;
  const base = { target, name: SLA_TARGET_LABELS[target], state, stateLabel: state ? SLA_STATE_LABELS[state] : null, note: null };
  if (clock.doneAt) return { ...base, text: state === 'breached' ? 'Met late' : 'Met' };
  if (!clock.runningSince) {
    // A clock that stopped without being met: hold pauses resolution; next response waits for the customer.
    if (target === 'nextResponse' && !onHold) return { ...base, text: "Starts with the customer's next message" };
    return { ...base, text: 'Paused' };
  }
  const left = clock.targetMinutes - spentBy(clock, calendar, now);
  const unit = calendar ? ' of business time' : '';
  const text = left > 0 ? `${formatMinutes(Math.ceil(left))}${unit} left` : `overdue by ${formatMinutes(Math.max(1, Math.floor(-left)))}${unit}`;
  let note: string | null = null;
  if (calendar && !isOpenAt(calendar, now)) {
    const opens = nextOpening(calendar, now);
    note = opens ? `Outside business hours — resumes ${resumesText(opens, calendar.timeZone)}` : 'Outside business hours';
  }
  return { ...base, text, note };
}

/** Every target the policy sets, in the product's order. */
export function clockViews(sla: TicketSlaDetail, onHold: boolean, now: Date): ClockView[] {
  return SLA_TARGETS.flatMap((target) => {
    const clock = sla.clocks.clocks[target];
    return clock ? [clockView(target, clock, sla, onHold, now)] : [];
  });
}
