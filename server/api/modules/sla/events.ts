import type { TicketUpdatedPayload } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS, type RealtimeEventPayloads } from '../../../../src/domain/realtimeEvents';
import type { SlaState, SlaTarget, TicketSlaClocks } from '../../../../src/domain/sla';
import type { ApiDeps } from '../../deps';
import { administratorIds } from '../tickets/repository';
import { loadTicketSummary } from '../tickets/summary';

/** A ticket whose SLA was computed again: its state before, and its clocks and state now. */
export interface SlaChange {
  ticketId: string;
  workspaceId: string;
  before: SlaState | null;
  state: SlaState | null;
  sla: TicketSlaClocks;
}

const ALERTED = ['at risk', 'breached'] as const;
const isAlerted = (state: SlaState | null): state is (typeof ALERTED)[number] => (ALERTED as readonly (SlaState | null)[]).includes(state);

/** The target that reached the ticket's state (the first clock in that state), and its due time. */
function reachedTarget(sla: TicketSlaClocks, state: SlaState): { target: SlaTarget; dueAt: string } | null {
  for (const [target, clock] of Object.entries(sla.clocks) as [SlaTarget, NonNullable<TicketSlaClocks['clocks'][SlaTarget]>][]) {
    if (clock.state === state && clock.dueAt) return { target, dueAt: clock.dueAt };
  }
  return null;
}

/**
 * After the commit: 'ticket updated' with the ticket as lists show it (to its people while assigned, to
 * everyone otherwise, as the ticket events do), and 'ticket sla' to the assignee and the Administrators
 * when it newly turned at risk or breached (their consoles notify).
 */
export async function publishSlaChange(deps: ApiDeps, change: SlaChange): Promise<void> {
  const summary = await loadTicketSummary(deps.db, change.workspaceId, change.ticketId);
  if (!summary) return;
  const admins = await administratorIds(deps.db, change.workspaceId);
  const people = [...new Set([...(summary.assigneeId ? [summary.assigneeId] : []), ...admins])];
  const updated: TicketUpdatedPayload = { ticket: summary };
  await deps.realtime.publish({ workspaceId: change.workspaceId, type: REALTIME_EVENTS.ticketUpdated, payload: { ...updated }, sendTo: summary.assigneeId ? people : null });
  if (change.state === change.before || !isAlerted(change.state)) return;
  const reached = reachedTarget(change.sla, change.state);
  if (!reached) return;
  const payload: RealtimeEventPayloads['ticket sla'] = { ticketId: summary.id, ticketNumber: summary.number, subject: summary.subject, state: change.state, ...reached };
  await deps.realtime.publish({ workspaceId: change.workspaceId, type: REALTIME_EVENTS.ticketSla, payload: { ...payload }, sendTo: people });
}
