import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isWebchatType } from '../../../../src/domain/channels';
import type { ChannelRow } from '../../channels/connector';
import type { Db } from '../../db/client';
import { members, uploads, users, workspaces } from '../../db/schema';
import { channels, contactIdentities, conversations, messages } from '../../db/inboxSchema';
import type { MessageRow } from '../conversations/mappers';

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
    .select({ message: messages, agentName: users.username })
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
