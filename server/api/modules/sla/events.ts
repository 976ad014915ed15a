import type { TicketUpdatedPayload } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS, type RealtimeEventPayloads } from '../../../../src/domain/realtimeEvents';
import type { SlaState, SlaTarget, TicketSlaClocks } from '../../../../src/domain/sla';
import { and, eq } from 'drizzle-orm';
import { tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { administratorIds } from '../tickets/repository';
import type { PublishInput } from '../../realtime/publisher';
import { loadTicketSummaries } from '../tickets/summary';

/** A ticket whose SLA was computed again: its state before, and its clocks and state now. */
export interface SlaChange {
  ticketId: string;
  workspaceId: string;
  before: SlaState | null;
  state: SlaState | null;
  sla: TicketSlaClocks | null;
}

const ALERTED = ['at risk', 'breached'] as const;
const isAlerted = (state: SlaState | null): state is (typeof ALERTED)[number] => (ALERTED as readonly (SlaState | null)[]).includes(state);

/** The target that reached the ticket's state (the first clock in that state), and its due time. */
function reachedTarget(sla: TicketSlaClocks | null, state: SlaState): { target: SlaTarget; dueAt: string } | null {
  if (!sla) return null;
  for (const [target, clock] of Object.entries(sla.clocks) as [SlaTarget, NonNullable<TicketSlaClocks['clocks'][SlaTarget]>][]) {
    if (clock.state === state && clock.dueAt) return { target, dueAt: clock.dueAt };
  }
  return null;
}

/**
 * After the commit: 'ticket updated' with each ticket as lists show it (to its people while assigned, to
 * everyone otherwise, as the ticket events do), and 'ticket sla' to the assignee and the Administrators
 * when it newly turned at risk or breached (their consoles notify). One workspace's changes, stored in one
 * statement: a recompute may publish hundreds at once.
 */
export async function publishSlaChanges(deps: ApiDeps, workspaceId: string, changes: SlaChange[]): Promise<void> {
  if (changes.length === 0) return;
  const summaries = await loadTicketSummaries(deps.db, workspaceId, changes.map((c) => c.ticketId));
  const admins = await administratorIds(deps.db, workspaceId);
  const inputs: PublishInput[] = [];
  for (const change of changes) {
    const summary = summaries.get(change.ticketId);
    if (!summary) continue;
    const people = [...new Set([...(summary.assigneeId ? [summary.assigneeId] : []), ...admins])];
    const updated: TicketUpdatedPayload = { ticket: summary };
    inputs.push({ workspaceId, type: REALTIME_EVENTS.ticketUpdated, payload: { ...updated }, sendTo: summary.assigneeId ? people : null });
    if (change.state === change.before || !isAlerted(change.state)) continue;
    const reached = reachedTarget(change.sla, change.state);
    if (!reached) continue;
    const payload: RealtimeEventPayloads['ticket sla'] = { ticketId: summary.id, ticketNumber: summary.number, subject: summary.subject, state: change.state, ...reached };
    inputs.push({ workspaceId, type: REALTIME_EVENTS.ticketSla, payload: { ...payload }, sendTo: people });
  }
  await deps.realtime.publishMany(workspaceId, inputs);
}

/** Changes of several workspaces (the ticker's batch), each workspace's published at once. */
export async function publishAllSlaChanges(deps: ApiDeps, changes: SlaChange[]): Promise<void> {
  const byWorkspace = new Map<string, SlaChange[]>();
  for (const change of changes) byWorkspace.set(change.workspaceId, [...(byWorkspace.get(change.workspaceId) ?? []), change]);
  for (const [workspaceId, list] of byWorkspace) await publishSlaChanges(deps, workspaceId, list);
}

/** A customer wrote on a ticket with an SLA (its next response may be owed now): lists show its due time. */
export async function publishTicketSlaMoved(deps: ApiDeps, workspaceId: string, ticketId: string): Promise<void> {
  const [row] = await deps.db.select({ slaState: tickets.slaState }).from(tickets).where(and(eq(tickets.id, ticketId), eq(tickets.workspaceId, workspaceId)));
  if (!row?.slaState) return;
  await publishSlaChanges(deps, workspaceId, [{ ticketId, workspaceId, before: row.slaState, state: row.slaState, sla: null }]);
}
