import { inArray, sql } from 'drizzle-orm';
import type { Contact } from '../../../../src/domain/inbox';
import type { Db } from '../../db/client';
import { contactIdentities, conversations, messages } from '../../db/inboxSchema';

export type ContactFacts = Required<Pick<Contact, 'channels' | 'lastSeenAt'>>;

/**
 * What tells contacts of the same name apart, beside e-mail and phone: the channels they write from and
 * when they last wrote (their newest inbound message). Two queries for a page of contacts, along the
 * indexes on contact_id and on a conversation's messages.
 */
export async function contactFacts(db: Db, contactIds: readonly string[]): Promise<Map<string, ContactFacts>> {
  const facts = new Map<string, ContactFacts>(contactIds.map((id) => [id, { channels: [], lastSeenAt: null }]));
  if (contactIds.length === 0) return facts;
  const ids = [...contactIds];
  const channels = await db
    .select({ contactId: contactIdentities.contactId, types: sql<string[]>`array_agg(distinct ${contactIdentities.channelType} order by ${contactIdentities.channelType})` })
    .from(contactIdentities)
    .where(inArray(contactIdentities.contactId, ids))
    .groupBy(contactIdentities.contactId);
  for (const row of channels) facts.get(row.contactId)!.channels = row.types;
  // Each conversation's newest inbound message, read backwards along messages_conversation_idx.
  const newestInbound = sql<string | Date | null>`(select m.created_at from ${messages} m
    where m.conversation_id = ${conversations.id} and m.direction = 'inbound' order by m.created_at desc limit 1)`;
  const seen = await db
    .select({ contactId: conversations.contactId, at: sql<string | Date | null>`max(${newestInbound})` })
    .from(conversations)
    .where(inArray(conversations.contactId, ids))
    .groupBy(conversations.contactId);
  for (const row of seen) facts.get(row.contactId)!.lastSeenAt = row.at ? new Date(row.at).toISOString() : null;
  return facts;
}

/** The contacts with their facts. */
export async function withFacts(db: Db, list: Contact[]): Promise<Contact[]> {
  const facts = await contactFacts(db, list.map((contact) => contact.id));
  return list.map((contact) => ({ ...contact, ...facts.get(contact.id) }));
}
