import type { SlaState, SlaTarget, TicketSla, TicketSlaClocks } from '../../../../src/domain/sla';

/** What a ticket row holds of its SLA; the policy's name when the query joined it (a full ticket row has none). */
export interface SlaColumns {
  sla: TicketSlaClocks | null;
  slaState: SlaState | null;
  slaDueAt: Date | null;
  slaPolicyName?: string | null;
}

/** The summary's SLA: its state, the nearest due and whose target it is; null without a state. */
export function ticketSlaOf(row: SlaColumns): TicketSla | null {
  if (!row.slaState || !row.sla) return null;
  const dueAt = row.slaDueAt?.toISOString() ?? null;
  const target = dueAt
    ? ((Object.entries(row.sla.clocks) as [SlaTarget, { runningSince: string | null; dueAt: string | null }][]).find(([, c]) => c.runningSince && c.dueAt === dueAt)?.[0] ?? null)
    : null;
  return { state: row.slaState, dueAt, target, policyName: row.slaPolicyName ?? '' };
}
