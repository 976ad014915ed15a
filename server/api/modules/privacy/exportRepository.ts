import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactIdentities, contacts, conversations, messages, notes, ticketHistory, tickets } from '../../db/inboxSchema';
import { users } from '../../db/schema';
import type { ContactRow } from '../contacts/mapper';

// The reads of a contact's data export. Each returns one bounded piece, so the export streams without
// holding the contact's whole history in memory.

export const MESSAGE_PAGE = 500;

export async function listedContact(db: Db, workspaceId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id), isNull(contacts.mergedIntoId)));
  return row;
}

export const mergedContacts = (db: Db, workspaceId: string, id: string) =>
  db.select().from(contacts).where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.mergedIntoId, id))).orderBy(asc(contacts.createdAt));

export const identitiesOf = (db: Db, workspaceId: string, contactIds: string[]) =>
  db
    .select()
    .from(contactIdentities)
    .where(and(eq(contactIdentities.workspaceId, workspaceId), inArray(contactIdentities.contactId, contactIds)))
    .orderBy(asc(contactIdentities.createdAt));

export const conversationsOf = (db: Db, workspaceId: string, contactIds: string[]) =>
  db
    .select()
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.contactId, contactIds)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));

/** One page of a conversation's messages after the last one read (by time, then id). */
export function messagePage(db: Db, conversationId: string, after: { createdAt: Date; id: string } | null) {
  const next = after ? or(gt(messages.createdAt, after.createdAt), and(eq(messages.createdAt, after.createdAt), gt(messages.id, after.id))) : undefined;
  return db
    .select({ message: messages, author: users.username })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.conversationId, conversationId), next))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(MESSAGE_PAGE);
}

/** The contact's tickets and those of their conversations, as the erasure takes them. */
export function ticketsOf(db: Db, workspaceId: string, contactIds: string[], conversationIds: string[], linkedIds: string[]) {
  const viaConversation = conversationIds.length ? inArray(tickets.conversationId, conversationIds) : undefined;
  const linked = linkedIds.length ? inArray(tickets.id, linkedIds) : undefined;
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.workspaceId, workspaceId), or(inArray(tickets.contactId, contactIds), viaConversation, linked)))
    .orderBy(asc(tickets.number));
}

export const historyOf = (db: Db, ticketId: string) =>
  db
    .select({ field: ticketHistory.field, old: ticketHistory.old, new: ticketHistory.new, at: ticketHistory.at, actor: users.username })
    .from(ticketHistory)
    .leftJoin(users, eq(users.id, ticketHistory.actorId))
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.at), asc(ticketHistory.id));

export const notesOf = (db: Db, on: { ticketId: string } | { conversationId: string }) =>
  db
    .select({ text: notes.text, createdAt: notes.createdAt, author: users.username })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where('ticketId' in on ? eq(notes.ticketId, on.ticketId) : eq(notes.conversationId, on.conversationId))
    .orderBy(asc(notes.createdAt), asc(notes.id));
