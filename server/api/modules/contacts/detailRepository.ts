import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactIdentities, conversations, tickets } from '../../db/inboxSchema';
import type { ConversationRow } from '../conversations/mappers';
import type { TicketRow } from '../tickets/repository';
import type { IdentityRow } from './mapper';

/** How many conversations and tickets the contact's detail shows, newest first. */
export const DETAIL_LIST_LIMIT = 50;

/**
 * Whose assigned work the caller may read: an Administrator all of it; an Agent unassigned work and
 * their own (null means no restriction).
 */
export type WorkFilter = { ownerId: string } | null;

function visible(column: AnyPgColumn, work: WorkFilter): SQL | undefined {
  return work ? or(isNull(column), eq(column, work.ownerId)) : undefined;
}

export async function identityRows(db: Db, workspaceId: string, contactId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(contactIdentities)
    .where(and(eq(contactIdentities.workspaceId, workspaceId), eq(contactIdentities.contactId, contactId)))
    .orderBy(asc(contactIdentities.createdAt), asc(contactIdentities.id));
}

export type ConversationWithNumber = { conversation: ConversationRow; ticketNumber: number | null };

function selectConversations(db: Db, workspaceId: string, condition: SQL | undefined) {
  return db
    .select({ conversation: conversations, ticketNumber: tickets.number })
    .from(conversations)
    .leftJoin(tickets, and(eq(tickets.id, conversations.ticketId), eq(tickets.workspaceId, workspaceId)))
    .where(and(eq(conversations.workspaceId, workspaceId), condition))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
}

export async function conversationRows(db: Db, workspaceId: string, contactId: string, work: WorkFilter): Promise<ConversationWithNumber[]> {
  return selectConversations(db, workspaceId, and(eq(conversations.contactId, contactId), visible(conversations.assigneeId, work))).limit(
    DETAIL_LIST_LIMIT,
  );
}

export async function conversationRowsById(db: Db, workspaceId: string, ids: string[]): Promise<ConversationWithNumber[]> {
  return ids.length === 0 ? [] : selectConversations(db, workspaceId, inArray(conversations.id, ids));
}

/** The contact's tickets; merged tickets live on in the ticket they were merged into, so they are left out. */
export async function ticketRows(db: Db, workspaceId: string, contactId: string, work: WorkFilter): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.workspaceId, workspaceId),
        eq(tickets.contactId, contactId),
        isNull(tickets.mergedIntoId),
        visible(tickets.assigneeId, work),
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(DETAIL_LIST_LIMIT);
}
