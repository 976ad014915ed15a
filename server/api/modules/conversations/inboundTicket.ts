import { eq } from 'drizzle-orm';
import { workspaceSettings } from '../../db/schema';
import { conversations, tickets } from '../../db/inboxSchema';
import { moveTicketSla } from '../sla/clocks';
import { insertTicket, type TicketRow } from '../tickets/repository';
import { autoCreateEnabled, inboundTicketAction, initialTicketStatus, ticketSearchText, ticketSubject } from './conversationRules';
import type { ContactRow } from '../contacts/mapper';
import type { ConversationRow } from './mappers';
import type { Tx } from './repository';

/** The ticket a merged ticket lives on in (a few hops at most), or the ticket itself. */
export async function survivingTicket(tx: Tx, id: string): Promise<TicketRow | undefined> {
  let [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id));
  for (let hops = 0; ticket?.mergedIntoId && hops < 5; hops += 1) {
    [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticket.mergedIntoId));
  }
  return ticket;
}

/**
 * Creates or continues the conversation's ticket for an inbound message (rule: inboundTicketAction).
 * Runs in the ingest transaction, so the ticket, its number and its first history line commit with the
 * message. Answers the created ticket (its events go out after the commit), else null.
 */
export async function ticketForInbound(
  tx: Tx,
  input: { conversation: ConversationRow; contact: ContactRow; text: string; at: Date },
): Promise<TicketRow | null> {
  const { conversation, contact, at } = input;
  const [settings] = await tx.select({ ticket: workspaceSettings.ticket }).from(workspaceSettings).where(eq(workspaceSettings.workspaceId, conversation.workspaceId));
  const linked = conversation.ticketId ? await survivingTicket(tx, conversation.ticketId) : undefined;
  const action = inboundTicketAction(autoCreateEnabled(settings?.ticket), linked ?? null);
  // the customer wrote again: a next response is owed
  if (action === 'continue' && linked) await moveTicketSla(tx, linked, [{ kind: 'customerWrote', at }], at);
  if (action === 'continue' && linked && linked.id !== conversation.ticketId) {
    await tx.update(conversations).set({ ticketId: linked.id }).where(eq(conversations.id, conversation.id));
  }
  if (action !== 'create') return null;
  // A customer's message has no member behind it: the history line's actor is empty.
  return insertConversationTicket(tx, { conversation, contact, text: input.text, at, actorId: null });
}

/**
 * A new ticket for the conversation, named after its latest customer message, linked both ways. Runs in
 * the caller's transaction (insertTicket's own is a savepoint there); the caller publishes it after the
 * commit.
 */
export async function insertConversationTicket(
  tx: Tx,
  input: { conversation: ConversationRow; contact: ContactRow; text: string; at: Date; actorId: string | null },
): Promise<TicketRow> {
  const { conversation, contact, at } = input;
  const status = initialTicketStatus(conversation.assigneeId);
  const ticket = await insertTicket(
    tx,
    {
      workspaceId: conversation.workspaceId,
      subject: ticketSubject(input.text, contact.name),
      status,
      priority: 'medium',
      channel: conversation.channelType,
      assigneeId: conversation.assigneeId,
      contactId: contact.id,
      conversationId: conversation.id,
      searchText: ticketSearchText(contact, input.text),
      createdAt: at,
      updatedAt: at,
    },
    input.actorId,
    { field: 'status', old: null, new: status },
  );
  await tx.update(conversations).set({ ticketId: ticket.id }).where(eq(conversations.id, conversation.id));
  return ticket;
}
