import { and, desc, eq } from 'drizzle-orm';
import type { ConversationSummary, Message } from '../../../../src/domain/inbox';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { contacts, conversations, messages, tickets } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import { authorNameOf, toMessage, toSummary, type SummaryRow } from './mappers';

import type { Tx } from '../../db/client';
export type { Tx };

export const summaryColumns = {
  conversation: conversations,
  contactName: contacts.name,
  contactAvatar: contacts.avatarUrl,
  ticketNumber: tickets.number,
};

/** The conversation joined with what its summary shows (contact, ticket number). */
export function selectSummaries(db: Db | Tx) {
  return db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(tickets, eq(tickets.id, conversations.ticketId));
}

export async function findSummaryRow(db: Db | Tx, workspaceId: string, id: string): Promise<SummaryRow | undefined> {
  const [row] = await selectSummaries(db).where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, id)));
  return row;
}

export async function findSummary(db: Db | Tx, workspaceId: string, id: string): Promise<ConversationSummary | undefined> {
  const row = await findSummaryRow(db, workspaceId, id);
  return row && toSummary(row);
}

/** The join that gives a message its waiting delivery's next try (see toMessage). */
export const waitingDelivery = and(eq(channelOutbox.messageId, messages.id), eq(channelOutbox.state, 'pending'));

/** One message with its author's name, as the conversation shows it. */
export async function findMessage(db: Db | Tx, id: string): Promise<Message | undefined> {
  const [row] = await db
    .select({ message: messages, userName: users.username, contactName: contacts.name, nextAttemptAt: channelOutbox.nextAttemptAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .leftJoin(users, eq(users.id, messages.authorId))
    .leftJoin(channelOutbox, waitingDelivery)
    .where(eq(messages.id, id));
  return row && toMessage(row.message, authorNameOf(row.message, { user: row.userName, contact: row.contactName }), row.nextAttemptAt);
}

/** The text of the customer's latest message ('' when none), which names a ticket made from the conversation. */
export async function latestCustomerText(db: Db | Tx, conversationId: string): Promise<string> {
  const [latest] = await db
    .select({ text: messages.text })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.direction, 'inbound')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return latest?.text ?? '';
}
