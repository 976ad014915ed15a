// Which conversation a mail continues (channels.md §2.2): In-Reply-To first, then References from the
// newest, each matched against this channel's stored mails (their Message-ID is the message's
// externalId), our own replies' Message-IDs (<m-{message id}@domain>, threadRules.ts) and the ids the
// outbox recorded when the SMTP server took a reply. No match: a new conversation.
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../../db/inboxSchema';
import { channelOutbox } from '../../../db/outboxSchema';
import type { ApiDeps } from '../../../deps';
import type { ChannelRow } from '../../connector';
import { messageIdOfOurs } from '../outbound/threadRules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids to try, most telling first: In-Reply-To, then References newest first (at most 50). */
export function threadIds(inReplyTo: string | undefined, references: readonly string[]): string[] {
  const ids = [inReplyTo, ...[...references].reverse()].filter((id): id is string => !!id && id.trim() !== '');
  return [...new Set(ids.map((id) => id.trim()))].slice(0, 50);
}

async function conversationOfId(deps: ApiDeps, channel: ChannelRow, id: string): Promise<string | undefined> {
  const [stored] = await deps.db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.channelId, channel.id), eq(messages.externalId, id)))
    .limit(1);
  if (stored) return stored.conversationId;
  const ours = messageIdOfOurs(id);
  if (ours && UUID.test(ours)) {
    const [reply] = await deps.db
      .select({ conversationId: messages.conversationId })
      .from(messages)
      .where(and(eq(messages.id, ours), eq(messages.channelId, channel.id)))
      .limit(1);
    if (reply) return reply.conversationId;
  }
  const [sent] = await deps.db
    .select({ messageId: channelOutbox.messageId })
    .from(channelOutbox)
    .where(and(eq(channelOutbox.channelId, channel.id), sql`${channelOutbox.externalIds} @> ${JSON.stringify([id])}::jsonb`))
    .limit(1);
  if (!sent) return undefined;
  const [reply] = await deps.db.select({ conversationId: messages.conversationId }).from(messages).where(eq(messages.id, sent.messageId));
  return reply?.conversationId;
}

export async function threadOfMail(deps: ApiDeps, channel: ChannelRow, ids: readonly string[]): Promise<{ conversationId: string | null }> {
  for (const id of ids) {
    const conversationId = await conversationOfId(deps, channel, id);
    if (conversationId) return { conversationId };
  }
  return { conversationId: null };
}
