import type { ConversationSummary, Message, Note } from '../../../../src/domain/inbox';
import type { conversations, messages, notes } from '../../db/inboxSchema';
import { readMessageMeta } from '../../../../src/domain/messageMeta';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;

export interface SummaryRow {
  conversation: ConversationRow;
  contactName: string;
  contactAvatar: string | null;
  ticketNumber: number | null;
}

export function toSummary(row: SummaryRow): ConversationSummary {
  const c = row.conversation;
  return {
    id: c.id,
    channelId: c.channelId,
    channelType: c.channelType,
    contact: { id: c.contactId, name: row.contactName, avatarUrl: row.contactAvatar },
    status: c.status,
    assigneeId: c.assigneeId,
    ticketId: c.ticketId,
    ticketNumber: c.ticketId ? row.ticketNumber : null,
    lastMessageAt: c.lastMessageAt.toISOString(),
    lastMessagePreview: c.lastMessagePreview,
    lastDirection: c.lastDirection,
    unread: c.unread,
    lastInboundAt: c.lastInboundAt?.toISOString() ?? null,
  };
}

/**
 * `nextAttemptAt`: the due time of the message's waiting webhook delivery, if any. It is shown only once
 * a try failed (the message carries the reason): before that the reply is simply on its way.
 */
export function toMessage(row: MessageRow, authorName: string, nextAttemptAt: Date | null = null): Message {
  const retrying = row.deliveryState === 'pending' && row.deliveryError !== null && nextAttemptAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    direction: row.direction,
    authorType: row.authorType,
    authorId: row.authorId,
    authorName,
    text: row.text,
    attachments: row.attachments,
    externalId: row.externalId,
    deliveryState: row.deliveryState,
    deliveryError: row.deliveryError,
    retryAt: retrying ? nextAttemptAt.toISOString() : null,
    // Only what the console shows: a channel's own working data (LINE's reply token) stays on the server.
    meta: readMessageMeta(row.meta),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNote(row: NoteRow, authorName: string): Note {
  return { id: row.id, authorId: row.authorId, authorName, text: row.text, createdAt: row.createdAt.toISOString() };
}

/** Who a message is from, as the conversation shows it. */
export function authorNameOf(row: Pick<MessageRow, 'authorType'>, names: { user: string | null; contact: string }): string {
  if (row.authorType === 'contact') return names.contact;
  if (row.authorType === 'agent') return names.user ?? 'Former member';
  return 'System';
}
