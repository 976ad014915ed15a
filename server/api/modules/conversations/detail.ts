import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConversationDetail } from '../../../../src/domain/inbox';
import { users } from '../../db/schema';
import { contacts, conversations, messages, notes } from '../../db/inboxSchema';
import { channelOutbox } from '../../db/outboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { accessibleConversation } from './access';
import { publishConversation } from './events';
import { toContact } from '../contacts/mapper';
import { authorNameOf, toMessage, toNote, toSummary } from './mappers';
import { waitingDelivery } from './repository';
import { replyOptionsOf } from './replyWindow';
import { findChannelById } from '../channels/repository';

export const MESSAGE_PAGE = 50;

/**
 * The conversation with its latest messages (oldest first) or, with `before` (a message id of this
 * conversation), the ones before it. Opening the latest page reads the conversation: unread goes to 0 and
 * every console is told. A spectator's look reads nothing.
 */
export async function conversationDetail(deps: ApiDeps, ctx: WorkspaceContext, id: string, before?: string): Promise<ConversationDetail> {
  const row = await accessibleConversation(deps, ctx, id);
  let boundary: { at: string; id: string } | undefined;
  if (before) {
    [boundary] = await deps.db
      .select({ at: sql<string>`${messages.createdAt}::text`, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, id)));
    if (!boundary) throw badRequest('before must be a message of this conversation.', { before: 'Invalid cursor' });
  }
  const rows = await deps.db
    .select({ message: messages, userName: users.username, nextAttemptAt: channelOutbox.nextAttemptAt })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .leftJoin(channelOutbox, waitingDelivery)
    .where(
      and(
        eq(messages.conversationId, id),
        boundary ? sql`(${messages.createdAt}, ${messages.id}) < (${boundary.at}::timestamptz, ${boundary.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_PAGE + 1);
  const [contact] = await deps.db.select().from(contacts).where(eq(contacts.id, row.conversation.contactId));
  const noteRows = await deps.db
    .select({ note: notes, userName: users.username })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(eq(notes.conversationId, id))
    .orderBy(asc(notes.createdAt), asc(notes.id));

  let conversation = toSummary(row);
  if (!before && row.conversation.unread > 0 && !ctx.session.spectatorId) {
    const now = deps.now();
    await deps.db.update(conversations).set({ unread: 0 }).where(eq(conversations.id, id));
    await deps.db
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.conversationId, id), eq(messages.direction, 'inbound'), isNull(messages.readAt)));
    conversation = { ...conversation, unread: 0 };
    await publishConversation(deps, ctx.workspace.id, conversation);
  }
  return {
    conversation,
    contact: toContact(contact!),
    messages: rows
      .slice(0, MESSAGE_PAGE)
      .reverse()
      .map((r) => toMessage(r.message, authorNameOf(r.message, { user: r.userName, contact: row.contactName }), r.nextAttemptAt)),
    notes: noteRows.map((r) => toNote(r.note, r.userName ?? 'Former member')),
    hasOlder: rows.length > MESSAGE_PAGE,
    ...(before ? {} : { replyOptions: replyOptionsOf((await findChannelById(deps.db, row.conversation.channelId))!) }),
  };
}
