// What the router publishes after its transaction committed: what an assignment publishes today (the
// ticket's events, 'conversation updated'), and 'routing decision' for the Administrators.
import { inArray } from 'drizzle-orm';
import type { RoutingDecision } from '../../../../src/domain/routing';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { users } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import { publishConversation } from '../conversations/events';
import { findSummary } from '../conversations/repository';
import { publishTicketChanged, type TicketChanged } from '../conversations/ticketFollows';
import { administratorIds } from '../tickets/repository';
import { tellQueuePositions } from './queueNotices';
import type { DecisionRow } from './routingRepository';
import type { RoutedConversation } from './routingSession';

export interface Returned {
  conversationId: string;
  from: string;
  decision: DecisionRow;
  ticketChange: TicketChanged | null;
}

export function toRoutingDecision(row: DecisionRow, chosenName: string | null): RoutingDecision {
  return {
    id: row.id,
    conversationId: row.conversationId,
    mode: row.mode,
    outcome: row.outcome,
    chosenUserId: row.chosenUserId,
    chosenName,
    reason: row.reason,
    at: row.at.toISOString(),
  };
}

async function namesOf(deps: ApiDeps, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function publishDecisions(deps: ApiDeps, workspaceId: string, rows: DecisionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = await namesOf(deps, [...new Set(rows.map((r) => r.chosenUserId).filter((id): id is string => id !== null))]);
  const sendTo = await administratorIds(deps.db, workspaceId);
  for (const row of rows) {
    const decision = toRoutingDecision(row, row.chosenUserId ? (names.get(row.chosenUserId) ?? null) : null);
    await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.routingDecision, payload: { decision }, sendTo });
  }
}

/** The conversations given out: ticket and conversation events as for an assignment; every decision to the Administrators. */
export async function publishRouted(deps: ApiDeps, workspaceId: string, routed: RoutedConversation[], cause: string): Promise<void> {
  for (const r of routed) {
    if (r.assigneeId === r.heldBy) continue;
    await publishTicketChanged(deps, r.ticketChange, null);
    const summary = await findSummary(deps.db, workspaceId, r.conversationId);
    // Whoever could see it before hears of the change too (null: it was everyone's).
    if (summary) await publishConversation(deps, workspaceId, summary, r.heldBy);
  }
  await publishDecisions(deps, workspaceId, routed.flatMap((r) => (r.decision ? [r.decision] : [])));
  // The queue moved: waiting web chat visitors hear their new place, the ones served that they are.
  if (routed.length > 0) await tellQueuePositions(deps, workspaceId, routed.flatMap((r) => (r.assigneeId ? [r.conversationId] : [])));
  if (routed.length > 0) deps.logger.debug('routing pass', { workspaceId, cause, decisions: routed.length });
}

/** Conversations handed back to the queue: their lists and tickets follow, like an unassignment. */
export async function publishReturned(deps: ApiDeps, workspaceId: string, returned: Returned[]): Promise<void> {
  for (const r of returned) {
    await publishTicketChanged(deps, r.ticketChange, null);
    const summary = await findSummary(deps.db, workspaceId, r.conversationId);
    if (summary) await publishConversation(deps, workspaceId, summary, r.from);
  }
  await publishDecisions(deps, workspaceId, returned.map((r) => r.decision));
}
