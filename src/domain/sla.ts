// SLA (issue 15): the shapes the api stores and answers. The clocks are computed by the pure rules of
// slaRules.ts from the anchors kept here (when each target's clock runs, what it has spent), so a calendar
// or policy change computes every due time again from the same anchors.

import type { BusinessCalendar } from './businessHours';

export const SLA_STATES = ['on track', 'at risk', 'breached', 'met'] as const;
export type SlaState = (typeof SLA_STATES)[number];

export const SLA_TARGETS = ['firstResponse', 'nextResponse', 'resolution'] as const;
export type SlaTarget = (typeof SLA_TARGETS)[number];

export const SLA_TARGET_LABELS: Record<SlaTarget, string> = {
  firstResponse: 'First response',
  nextResponse: 'Next response',
  resolution: 'Resolution',
};

/** One target's clock on a ticket. Times are ISO strings. */
export interface SlaClock {
  targetMinutes: number;
  /** When the clock's current running stretch began; null while it does not run (paused, waiting, done). */
  runningSince: string | null;
  /** Minutes (business or wall, per the policy) spent in earlier stretches. */
  spentMinutes: number;
  dueAt: string | null;
  atRiskAt: string | null;
  /** When the target was met; the clock then stops for good (next response: until the next customer message). */
  doneAt: string | null;
  state: SlaState | null;
}

export interface TicketSlaClocks {
  policyId: string;
  businessHours: boolean;
  calendarId: string | null;
  clocks: Partial<Record<SlaTarget, SlaClock>>;
}

export interface SlaSettings {
  /** The share of a target left below which a ticket is 'at risk' (0.25: the last quarter). */
  atRiskShare: number;
  /** Whether 'hold' pauses the resolution clock. */
  pauseOnHold: boolean;
}

export const DEFAULT_SLA_SETTINGS: SlaSettings = { atRiskShare: 0.25, pauseOnHold: true };

/** What a ticket summary carries: the worst state of its running targets, the nearest due and whose it is. */
export interface TicketSla {
  state: SlaState;
  dueAt: string | null;
  target: SlaTarget | null;
  policyName: string;
}

/** The ticket detail's SLA: the clocks and the calendar they count in (null: around the clock), for a live countdown. */
export interface TicketSlaDetail {
  clocks: TicketSlaClocks;
  calendar: Pick<BusinessCalendar, 'timeZone' | 'week' | 'holidays'> | null;
  policyName: string;
}

export interface SlaPolicy {
  id: string;
  name: string;
  priority: string;
  channelType: string | null;
  departmentId: string | null;
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
  calendarId: string | null;
}

/** The stored SLA settings (workspace_settings.sla) read with the defaults for whatever is missing or unreadable. */
export function slaSettingsOf(stored: unknown): SlaSettings {
  const s = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const share = s.atRiskShare;
  return {
    atRiskShare: typeof share === 'number' && share > 0 && share < 1 ? share : DEFAULT_SLA_SETTINGS.atRiskShare,
    pauseOnHold: typeof s.pauseOnHold === 'boolean' ? s.pauseOnHold : DEFAULT_SLA_SETTINGS.pauseOnHold,
  };
}
