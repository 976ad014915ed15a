import type { TicketEventPayload } from '../../../src/domain/api';
import { mayTakeWork, type WorkKind } from '../../../src/domain/alerts';
import type { Db } from '../db/client';
import { alertMembers } from '../modules/alerts/repository';

/**
 * The members who may take unassigned work of this kind (role, expiry, access list: mayTakeWork): the
 * recipients of its alert. Members have no department of their own yet, so departments do not narrow it.
 */
export async function takersOf(db: Db, workspaceId: string, kind: WorkKind): Promise<string[]> {
  const people = await alertMembers(db, workspaceId);
  return people.filter((p) => mayTakeWork(p, kind)).map((p) => p.userId);
}

/**
 * Whether a ticket event announces new work to everyone who may take it: a ticket created unassigned, or
 * one that just became unassigned (its assignee before the change is agentPast).
 */
export function isNewTicketWork(assigneeId: string | null, action: TicketEventPayload['action'], agentPast: string | null): boolean {
  if (assigneeId !== null) return false;
  return action === 'create' || (action === 'change' && agentPast !== null);
}
