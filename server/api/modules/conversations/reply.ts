import { and, eq, inArray } from 'drizzle-orm';
import { INBOX_EVENT_TYPES, type Attachment, type Message } from '../../../../src/domain/inbox';
import { deliverOutbound } from '../../channels/deliver';
import { uploads } from '../../db/schema';
import { contactIdentities, conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { findChannelById } from '../channels/repository';
import { loadTicketSummary } from '../tickets/events';
import { recordFirstResponse } from '../tickets/repository';
import { uploadUrl } from '../uploads/service';
import { accessibleConversation } from './access';
import { messagePreview, recipients } from './conversationRules';
import { publishConversation, publishMessage } from './events';
import { findMessage, findSummary } from './repository';
import { replyProblem } from './replyRules';
import { administratorIds } from '../tickets/repository';

export const CHANNEL_OFF = 'This channel is turned off, so replies cannot be sent. An Administrator can turn it on in the channel settings.';

/** The uploads of this workspace named by id, in the order given; an unknown or foreign id is a 400. */
async function attachmentsOf(deps: ApiDeps, workspaceId: string, ids: string[]): Promise<Attachment[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(uploads).where(and(eq(uploads.workspaceId, workspaceId), inArray(uploads.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row || !row.storagePath) throw badRequest('A file of this reply was not found: upload it again.', { attachmentIds: 'Unknown file' });
    return { id: row.id, name: row.fileName, mime: row.contentType, size: row.size, url: uploadUrl(row) };
  });
}

/**
 * An agent's reply: checked against the channel's limits, stored as pending, shown to every console that
 * may see the conversation, then handed to the channel's connector, which moves it on (sent, failed).
 * Answers the message as it stands after the hand-over.
 */
export async function replyToConversation(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  id: string,
  input: { text: string; attachmentIds: string[] },
): Promise<Message> {
  const row = await accessibleConversation(deps, ctx, id);
  const channel = (await findChannelById(deps.db, row.conversation.channelId))!;
  const files = await attachmentsOf(deps, ctx.workspace.id, [...new Set(input.attachmentIds)]);
  const problem = replyProblem(channel.type, input.text, files);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  if (!channel.enabled) throw new AppError(409, CHANNEL_OFF);
  const now = deps.now();
  const [stored] = await deps.db
    .insert(messages)
    .values({
      workspaceId: ctx.workspace.id,
      conversationId: id,
      channelId: channel.id,
      direction: 'outbound',
      authorType: 'agent',
      authorId: ctx.user.id,
      text: input.text,
      attachments: files,
      deliveryState: 'pending',
      createdAt: now,
    })
    .returning({ id: messages.id });
  // Answering reads the conversation: what the customer wrote before is no longer unread.
  await deps.db
    .update(conversations)
    .set({ lastMessageAt: now, lastMessagePreview: messagePreview(input.text, files.length), lastDirection: 'outbound', unread: 0, updatedAt: now })
    .where(eq(conversations.id, id));
  const ticketId = row.conversation.ticketId;
  if (ticketId && (await recordFirstResponse(deps.db, ticketId, now))) {
    const ticket = await loadTicketSummary(deps.db, ctx.workspace.id, ticketId);
    const sendTo = ticket?.assigneeId ? recipients(ticket.assigneeId, await administratorIds(deps.db, ctx.workspace.id)) : null;
    if (ticket) await deps.realtime.publish({ workspaceId: ctx.workspace.id, type: INBOX_EVENT_TYPES.ticketUpdated, payload: { ticket }, sendTo });
  }
  const message = (await findMessage(deps.db, stored!.id))!;
  await publishMessage(deps, ctx.workspace.id, INBOX_EVENT_TYPES.messageCreated, message, row.conversation.assigneeId);
  await publishConversation(deps, ctx.workspace.id, (await findSummary(deps.db, ctx.workspace.id, id))!);

  const [identity] = await deps.db
    .select({ externalId: contactIdentities.externalId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.channelId, channel.id), eq(contactIdentities.contactId, row.conversation.contactId)))
    .limit(1);
  await deliverOutbound(deps, { channel, conversationId: id, recipientExternalId: identity?.externalId ?? '', message });
  return (await findMessage(deps.db, message.id))!;
}
