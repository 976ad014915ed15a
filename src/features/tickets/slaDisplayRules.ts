// How a ticket's SLA reads in the list and the detail: the state's label and tag colour, and its due time
// relative to now ("due in 25 min", "12 min overdue"). Pure.

import type { SlaState, TicketSla } from '../../domain/sla';
import { formatMinutes } from '../sla/slaRules';

export const SLA_STATE_LABELS: Record<SlaState, string> = {
  'on track': 'On track',
  'at risk': 'At risk',
  breached: 'Breached',
  met: 'Met',
};

/** Each state's tag background; the tag's text is white, at 4.5:1 or more on each (slaDisplayRules.test.ts checks). */
export const SLA_TAG_COLOURS: Record<SlaState, string> = {
  'on track': '#15803d',
  'at risk': '#b45309',
  breached: '#b91c1c',
  met: '#475569',
};

const MINUTE = 60_000;

/** The nearest due time against now, in whole minutes: never "due in 0 min" while time is left, never more overdue than it is. */
export function dueText(dueAt: string | null, now: number): string | null {
  const due = dueAt ? Date.parse(dueAt) : Number.NaN;
  if (Number.isNaN(due)) return null;
  const left = due - now;
  if (left >= 0) return `due in ${formatMinutes(Math.ceil(left / MINUTE))}`;
  return `${formatMinutes(Math.max(1, Math.floor(-left / MINUTE)))} overdue`;
}

/** The list cell's words: the state, and while it still runs, how far the nearest due time is. */
export function slaCellText(sla: TicketSla, now: number): { label: string; due: string | null } {
  return { label: SLA_STATE_LABELS[sla.state], due: sla.state === 'met' ? null : dueText(sla.dueAt, now) };
}
