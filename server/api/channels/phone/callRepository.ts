// The PHONE channel's SQL: the caller's contact by phone number, the one message of each call, the
// caller's open conversation and open tickets, and who hears a call ring.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CallMeta } from '../../../../src/domain/callMeta';
import { contactIdentities, contacts, conversations, messages, tickets } from '../../db/inboxSchema';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ContactRow } from '../../modules/contacts/mapper';
import type { ConversationRow } from '../../modules/conversations/mappers';
import type { Tx } from '../../modules/conversations/repository';
import type { ChannelRow } from '../connector';

const digitsOf = (column: typeof contacts.phone) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** A contact merged into another lives on in that one. */
async function surviving(tx: Tx, contactId: string): Promise<ContactRow> {
  let [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId));
  for (let hops = 0; contact?.mergedIntoId && hops < 5; hops += 1) {
    [contact] = await tx.select().from(contacts).where(eq(contacts.id, contact.mergedIntoId));
  }
  return contact!;
}

/** A contact of the workspace with this number: its phone field (any notation), or a PHONE identity elsewhere. */
async function knownByNumber(tx: Tx, workspaceId: string, number: string): Promise<string | undefined> {
  const digits = number.slice(1);
  const [byPhone] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), isNull(contacts.mergedIntoId), sql`${digitsOf(contacts.phone)} = ${digits}`))
    .orderBy(contacts.createdAt)
    .limit(1);
  if (byPhone) return byPhone.id;
  const [byIdentity] = await tx
    .select({ id: contactIdentities.contactId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.workspaceId, workspaceId), eq(contactIdentities.channelType, 'PHONE'), eq(contactIdentities.externalId, number)))
    .limit(1);
  return byIdentity?.id;
}

/**
 * The caller's contact on this channel, found by number or created; the identity row stays locked for the
 * transaction, so the events of one caller are taken one at a time on every instance.
 */
export async function claimCaller(tx: Tx, channel: ChannelRow, number: string, at: Date): Promise<{ contact: ContactRow; created: boolean }> {
  const lock = async () =>
    (await tx.select({ contactId: contactIdentities.contactId }).from(contactIdentities).where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, number))).for('update'))[0];
  const held = await lock();
  if (held) return { contact: await surviving(tx, held.contactId), created: false };
  // A withheld number (not +digits) is one 'Anonymous caller' of the channel, matched with nobody.
  const dialable = number.startsWith('+');
  const knownId = dialable ? await knownByNumber(tx, channel.workspaceId, number) : undefined;
  const fresh = { workspaceId: channel.workspaceId, name: dialable ? number : 'Anonymous caller', phone: dialable ? number : null, createdAt: at, updatedAt: at };
  const contactId = knownId ?? (await tx.insert(contacts).values(fresh).returning({ id: contacts.id }))[0]!.id;
  const [inserted] = await tx
    .insert(contactIdentities)
    .values({ workspaceId: channel.workspaceId, contactId, channelId: channel.id, channelType: channel.type, externalId: number, createdAt: at })
    .onConflictDoNothing({ target: [contactIdentities.channelId, contactIdentities.externalId] })
    .returning({ id: contactIdentities.id });
  if (!inserted) {
    // Another instance registered the caller first: use its contact, drop ours.
    if (!knownId) await tx.delete(contacts).where(eq(contacts.id, contactId));
    return { contact: await surviving(tx, (await lock())!.contactId), created: false };
  }
  return { contact: await surviving(tx, contactId), created: !knownId };
}

/** The call's message (its externalId is the callId), locked. */
export async function lockCallMessage(tx: Tx, channelId: string, callId: string) {
  const [row] = await tx
    .select({ id: messages.id, conversationId: messages.conversationId, meta: messages.meta })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), eq(messages.externalId, callId)))
    .for('update');
  return row && { id: row.id, conversationId: row.conversationId, call: (row.meta?.call ?? null) as CallMeta | null };
}

/** The contact's open conversation on the channel, or a new one. */
export async function callConversation(tx: Tx, channel: ChannelRow, contactId: string, at: Date): Promise<{ conversation: ConversationRow; opened: boolean }> {
  const [open] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.contactId, contactId), eq(conversations.channelId, channel.id), eq(conversations.status, 'open')))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  if (open) return { conversation: open, opened: false };
  const [created] = await tx
    .insert(conversations)
    .values({ workspaceId: channel.workspaceId, channelId: channel.id, channelType: channel.type, contactId, status: 'open', lastMessageAt: at, createdAt: at, updatedAt: at })
    .returning();
  return { conversation: created!, opened: true };
}

/** The contact's tickets not solved yet (newest first), for the ringing panel. */
export async function openTicketsOf(db: Db, contactId: string): Promise<{ id: string; number: number; subject: string }[]> {
  return db
    .select({ id: tickets.id, number: tickets.number, subject: tickets.subject })
    .from(tickets)
    .where(and(eq(tickets.contactId, contactId), ne(tickets.status, 'solved'), isNull(tickets.mergedIntoId)))
    .orderBy(desc(tickets.updatedAt))
    .limit(5);
}

/** These members' names, e-mail addresses and status, to match the CTI's user[] and find who is available. */
export async function membersToRing(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, email: users.email, name: users.username, status: users.status }).from(users).where(inArray(users.id, [...userIds]));
}
