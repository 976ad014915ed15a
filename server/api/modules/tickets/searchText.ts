import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/inboxSchema';

/**
 * Rewrites what search finds on a contact's tickets besides their subjects (see ticketSearchText): the
 * contact's current name, e-mail and phone, and the customer's first message since the ticket opened.
 * Called after a contact changes or absorbs another, so a renamed customer is found by the new name.
 */
export async function refreshTicketSearchText(
  db: Db,
  workspaceId: string,
  contact: { id: string; name: string; email: string | null; phone: string | null },
): Promise<void> {
  const blank = (value: string | null) => (value && value.trim() ? value : null);
  await db
    .update(tickets)
    .set({
      searchText: sql`concat_ws(' ', ${blank(contact.name)}::text, ${blank(contact.email)}::text, ${blank(contact.phone)}::text,
        nullif(left(coalesce((
          select m.text from messages m
          where m.conversation_id = ${tickets.conversationId} and m.direction = 'inbound' and m.created_at >= ${tickets.createdAt}
          order by m.created_at, m.id limit 1), ''), 2000), ''))`,
    })
    .where(and(eq(tickets.workspaceId, workspaceId), eq(tickets.contactId, contact.id)));
}
