// Echoes (is_echo): Meta reports every message the Page or Instagram account sends. Ours are already in
// the conversation; one typed in Meta Business Suite (or the Instagram app) is stored as an agent's
// message without an author, so the conversation shows the whole exchange. Ours is known by its mid on
// the outbox row, or, while the send's answer is not yet recorded, by a reply to the same customer still
// pending with the same text (or any, for an echo of a file: a reply of text and files echoes each).
import { and, desc, eq, sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { contactIdentities, conversations, messages } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import { messagePreview } from '../../modules/conversations/conversationRules';
import { publishConversation, publishMessage } from '../../modules/conversations/events';
import { findMessage, findSummary } from '../../modules/conversations/repository';
import type { ChannelRow } from '../connector';
import type { InboundItem, RemoteFile } from '../definition';
import { pullFiles } from '../inbound/remoteFiles';

export interface PageReply {
  contactId: string;
  mid: string;
  text: string;
  files: RemoteFile[];
  at: Date | undefined;
}

async function isOurs(deps: ApiDeps, channel: ChannelRow, reply: PageReply): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: channelOutbox.id })
    .from(channelOutbox)
    .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
    .where(
      and(
        eq(channelOutbox.channelId, channel.id),
        sql`(${channelOutbox.externalIds} @> ${JSON.stringify([reply.mid])}::jsonb
          or (${channelOutbox.state} = 'pending' and ${channelOutbox.recipientExternalId} = ${reply.contactId} and (${messages.text} = ${reply.text} or ${reply.text} = '')))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The customer's open conversation on the channel, newest first; none when the customer never wrote. */
async function openConversationOf(deps: ApiDeps, channel: ChannelRow, externalId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(contactIdentities, and(eq(contactIdentities.contactId, conversations.contactId), eq(contactIdentities.channelId, channel.id)))
    .where(and(eq(conversations.channelId, channel.id), eq(contactIdentities.externalId, externalId), eq(conversations.status, 'open')))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return row?.id;
}

async function storePageReply(deps: ApiDeps, channel: ChannelRow, reply: PageReply): Promise<void> {
  if (await isOurs(deps, channel, reply)) return;
  const conversationId = await openConversationOf(deps, channel, reply.contactId);
  if (!conversationId) return deps.logger.info('page reply without an open conversation', { channelId: channel.id, mid: reply.mid });
  const pulled = reply.files.length > 0 ? await pullFiles(deps, channel.workspaceId, reply.files) : { attachments: [], notKept: [] };
  const text = [reply.text, ...pulled.notKept].filter((line) => line.trim() !== '').join('\n');
  const at = reply.at ?? deps.now();
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ workspaceId: channel.workspaceId, conversationId, channelId: channel.id, direction: 'outbound', authorType: 'agent', text, attachments: pulled.attachments, externalId: reply.mid, deliveryState: 'sent', createdAt: at })
      .onConflictDoNothing({ target: [messages.channelId, messages.externalId] })
      .returning({ id: messages.id });
    if (!row) return undefined;
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`, lastMessagePreview: messagePreview(text, pulled.attachments.length), lastDirection: 'outbound', updatedAt: at })
      .where(eq(conversations.id, conversationId));
    return row.id;
  });
  if (!stored) return;
  const summary = (await findSummary(deps.db, channel.workspaceId, conversationId))!;
  await publishMessage(deps, channel.workspaceId, REALTIME_EVENTS.messageCreated, (await findMessage(deps.db, stored))!, summary.assigneeId);
  await publishConversation(deps, channel.workspaceId, summary);
}

export function pageReplyItem(reply: PageReply): InboundItem {
  return { kind: 'apply', key: `echo:${reply.mid}`, run: (deps, channel) => storePageReply(deps, channel, reply) };
}
