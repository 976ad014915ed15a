import { and, eq, inArray } from 'drizzle-orm';
import { contacts, conversations, tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishMovedWork } from '../contacts/events';
import { toSummary } from '../conversations/mappers';
import { selectSummaries } from '../conversations/repository';
import { summaryColumns, toTicketSummary } from '../tickets/summary';

/**
 * After a removed department's tickets moved: 'ticket updated' for each (its new department) and
 * 'conversation updated' for each conversation they hold, as lists show them now, each to whoever may
 * see it (assignee and Administrators, or everyone when unassigned), so open consoles follow without a reload.
 */
export async function publishMovedTickets(deps: ApiDeps, workspaceId: string, ticketIds: readonly string[]): Promise<void> {
  if (ticketIds.length === 0) return;
  const ids = [...ticketIds];
  const ticketRows = await deps.db
    .select(summaryColumns)
    .from(tickets)
    .leftJoin(contacts, eq(contacts.id, tickets.contactId))
    .where(and(eq(tickets.workspaceId, workspaceId), inArray(tickets.id, ids)));
  const conversationRows = await selectSummaries(deps.db).where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.ticketId, ids)));
  await publishMovedWork(deps, workspaceId, { conversations: conversationRows.map(toSummary), tickets: ticketRows.map(toTicketSummary) });
}
