import { and, desc, eq, ne } from 'drizzle-orm';
import { reopenedStatus, reopensOnReply } from '../../../../src/domain/ticketSettingsRules';
import { conversations, tickets } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { ticketSettings } from '../settings/ticketService';
import { publishTicketChange } from '../tickets/events';
import { updateTicket, type HistoryEntry, type TicketRow } from '../tickets/repository';
import { isRefusal, planEdit } from '../tickets/ticketEditRules';
import { survivingTicket } from './inboundTicket';
import type { ConversationRow } from './mappers';
import type { Tx } from './repository';

export interface ReopenedTicket {
  ticket: TicketRow;
  history: HistoryEntry[];
  /** The conversation the message went to, linked to the reopened ticket. */
  conversation: ConversationRow;
}

/**
 * The ticket a reply answers: the conversation's own, or, for a conversation just opened because the last
 * one was resolved with its ticket, the ticket of the contact's latest conversation on the channel.
 */
async function answeredTicket(tx: Tx, conversation: ConversationRow): Promise<TicketRow | undefined> {
  if (conversation.ticketId) return survivingTicket(tx, conversation.ticketId);
  const [previous] = await tx
    .select({ ticketId: conversations.ticketId })
    .from(conversations)
    .where(and(eq(conversations.contactId, conversation.contactId), eq(conversations.channelId, conversation.channelId), ne(conversations.id, conversation.id)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return previous?.ticketId ? survivingTicket(tx, previous.ticketId) : undefined;
}

/**
 * A customer's message to a conversation whose ticket is solved reopens that ticket when the workspace
 * says so (ticket settings solvedReply 'reopen', rule reopensOnReply). Runs in the ingest transaction before
 * ticketForInbound, which then continues the reopened ticket instead of opening a new one. The history line
 * has no actor: the customer's message did it. Answers what to publish after the commit, or null.
 */
export async function reopenForInbound(tx: Tx, conversation: ConversationRow, at: Date): Promise<ReopenedTicket | null> {
  const linked = await answeredTicket(tx, conversation);
  if (!linked || !reopensOnReply(await ticketSettings(tx, conversation.workspaceId), linked)) return null;
  const plan = planEdit(linked, { kind: 'status', status: reopenedStatus(linked.assigneeId) }, at);
  if (isRefusal(plan) || plan.history.length === 0) return null;
  const ticket = await updateTicket(tx, linked, { ...plan.set, updatedAt: at }, null, plan.history);
  // The ticket follows the customer to the conversation they wrote in (a resolved one stays resolved).
  if (ticket.conversationId !== conversation.id) await tx.update(tickets).set({ conversationId: conversation.id }).where(eq(tickets.id, ticket.id));
  const [relinked] = await tx.update(conversations).set({ ticketId: ticket.id }).where(eq(conversations.id, conversation.id)).returning();
  return { ticket, history: plan.history, conversation: relinked! };
}

export async function publishReopened(deps: ApiDeps, reopened: ReopenedTicket | null): Promise<void> {
  if (reopened) await publishTicketChange(deps, reopened.ticket, 'change', reopened.ticket.assigneeId, reopened.history);
}
