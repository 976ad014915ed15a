import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isWebchatType } from '../../../../src/domain/channels';
import type { ChannelRow } from '../../channels/connector';
import type { Db } from '../../db/client';
import { members, uploads, users, workspaces } from '../../db/schema';
import { channels, contactIdentities, contacts, conversations, messages } from '../../db/inboxSchema';
import type { ContactRow } from '../contacts/mapper';
import type { MessageRow } from '../conversations/mappers';
import type { Tx } from '../conversations/repository';

/** An enabled web chat channel by the public id of its embed snippet. */
export async function findWebchatChannel(db: Db, publicId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(and(eq(channels.publicId, publicId), eq(channels.enabled, true)));
  return row && isWebchatType(row.type) ? row : undefined;
}

/** The workspace's name, and whether one of its members (not expired) is 'available' right now. */
export async function workspacePresence(db: Db, workspaceId: string): Promise<{ name: string; available: boolean }> {
  const [[workspace], [someone]] = await Promise.all([
    db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId)),
    db
      .select({ id: members.userId })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.workspaceId, workspaceId), eq(members.expired, false), eq(users.status, 'available')))
      .limit(1),
  ]);
  return { name: workspace?.name ?? '', available: someone !== undefined };
}

export interface VisitorMessageRow {
  message: MessageRow;
  agentName: string | null;
  agentPicture: string | null;
}

/** The visitor's conversations on the channel, as a subquery (there may be several: resolved ones too). */
function visitorConversations(db: Db, channelId: string, visitorId: string) {
  return db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(contactIdentities, eq(contactIdentities.contactId, conversations.contactId))
    .where(
      and(
        eq(contactIdentities.channelId, channelId),
        eq(contactIdentities.externalId, visitorId),
        eq(conversations.channelId, channelId),
      ),
    );
}

/**
 * The visitor's messages, newest first, `limit` of them before the message `before` (keyset on
 * created_at, id, compared in SQL so no precision is lost through JavaScript dates).
 */
export async function visitorMessages(
  db: Db,
  input: { channelId: string; visitorId: string; before?: string; limit: number },
): Promise<VisitorMessageRow[]> {
  const mine = inArray(messages.conversationId, visitorConversations(db, input.channelId, input.visitorId));
  const older = input.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m2.created_at, m2.id from ${messages} m2 where m2.id = ${input.before})`
    : undefined;
  return db
    .select({ message: messages, agentName: users.username, agentPicture: users.profileImageUrl })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(and(mine, older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(input.limit);
}

/** Whether the message is in one of the visitor's conversations on the channel. */
export async function visitorOwnsMessage(db: Db, input: { channelId: string; visitorId: string; messageId: string }) {
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .where(
      and(eq(messages.id, input.messageId), inArray(messages.conversationId, visitorConversations(db, input.channelId, input.visitorId))),
    );
  return row?.message;
}

/** Uploads of the workspace that no member made (the visitors' own), by id. */
export async function visitorUploads(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, ids), isNull(uploads.userId)));
}

/**
 * The visitor's contact with what they said about themselves in the pre-chat form: created with its
 * identity on the channel when the visitor is new, else named as they asked and given the e-mail address
 * when it had none (an address an agent set stays). The identity row is locked, as ingestInbound locks
 * it, so a message sent at the same moment waits for this.
 */
export async function claimVisitorContact(
  db: Db,
  input: { channel: ChannelRow; visitorId: string; fallbackName: string; name?: string; email?: string; at: Date },
): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const { channel, visitorId, at } = input;
    const lock = async () =>
      (
        await tx
          .select({ contactId: contactIdentities.contactId })
          .from(contactIdentities)
          .where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, visitorId)))
          .for('update')
      )[0];
    let identity = await lock();
    if (!identity) {
      const [contact] = await tx
        .insert(contacts)
        .values({ workspaceId: channel.workspaceId, name: input.name ?? input.fallbackName, email: input.email ?? null, createdAt: at, updatedAt: at })
        .returning();
      const [inserted] = await tx
        .insert(contactIdentities)
        .values({ workspaceId: channel.workspaceId, contactId: contact!.id, channelId: channel.id, channelType: channel.type, externalId: visitorId, displayName: input.name ?? null, createdAt: at })
        .onConflictDoNothing({ target: [contactIdentities.channelId, contactIdentities.externalId] })
        .returning({ id: contactIdentities.id });
      if (inserted) return contact!;
      // The visitor's first message registered them meanwhile (another instance): update that contact.
      await tx.delete(contacts).where(eq(contacts.id, contact!.id));
      identity = (await lock())!;
    }
    const contactId = await survivorOf(tx, identity.contactId);
    const [updated] = await tx
      .update(contacts)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: sql`coalesce(${contacts.email}, ${input.email})` } : {}),
        updatedAt: at,
      })
      .where(eq(contacts.id, contactId))
      .returning();
    if (input.name) await tx.update(contactIdentities).set({ displayName: input.name }).where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.externalId, visitorId)));
    return updated!;
  });
}

/** A contact merged into another lives on in that one (a few hops at most). */
async function survivorOf(tx: Tx, contactId: string): Promise<string> {
  let id = contactId;
  for (let hops = 0; hops < 5; hops += 1) {
    const [row] = await tx.select({ mergedIntoId: contacts.mergedIntoId }).from(contacts).where(eq(contacts.id, id));
    if (!row?.mergedIntoId) break;
    id = row.mergedIntoId;
  }
  return id;
}
