import { and, eq } from 'drizzle-orm';
import type {
  ContactUpdatedPayload,
  ConversationSummary,
  ConversationUpdatedPayload,
  TicketSummary,
  TicketUpdatedPayload,
} from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { members } from '../../db/schema';
import type { ApiDeps } from '../../deps';
import type { Contact } from '../../../../src/domain/inbox';
import { withFacts } from './facts';

/**
 * 'contact updated' goes to the whole workspace (every member sees contacts). After a merge it also
 * names the contacts that left the list, so open lists drop them: `mergedIds` rides beside the contact.
 */
export async function publishContactUpdated(deps: ApiDeps, workspaceId: string, contact: Contact, mergedIds: string[] = []): Promise<void> {
  // With its facts, as lists show it (a contact read without them gets them here).
  const [listed] = contact.channels === undefined ? await withFacts(deps.db, [contact]) : [contact];
  const payload: ContactUpdatedPayload & { mergedIds?: string[] } = { contact: listed!, ...(mergedIds.length > 0 ? { mergedIds } : {}) };
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.contactUpdated, payload: { ...payload } });
}

async function administratorIds(deps: ApiDeps, workspaceId: string): Promise<string[]> {
  const rows = await deps.db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.role, 'Administrator')));
  return rows.map((row) => row.userId);
}

/**
 * Work that moved to another contact in a merge: the lists showing it update the contact's name. As for
 * every event about assigned work, assigned items go to their assignee and the Administrators only.
 */
export async function publishMovedWork(
  deps: ApiDeps,
  workspaceId: string,
  moved: { conversations: ConversationSummary[]; tickets: TicketSummary[] },
): Promise<void> {
  if (moved.conversations.length === 0 && moved.tickets.length === 0) return;
  const admins = await administratorIds(deps, workspaceId);
  const audience = (assigneeId: string | null) => (assigneeId ? [...new Set([assigneeId, ...admins])] : null);
  for (const conversation of moved.conversations) {
    const payload: ConversationUpdatedPayload = { conversation };
    await deps.realtime.publish({
      workspaceId,
      type: REALTIME_EVENTS.conversationUpdated,
      payload: { ...payload },
      sendTo: audience(conversation.assigneeId),
    });
  }
  for (const ticket of moved.tickets) {
    const payload: TicketUpdatedPayload = { ticket };
    await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.ticketUpdated, payload: { ...payload }, sendTo: audience(ticket.assigneeId) });
  }
}
