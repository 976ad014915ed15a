import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Attachment, Message } from '../../../../src/domain/inbox';
import type { TemplateMeta } from '../../../../src/domain/templateMeta';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { deliverOutbound } from '../../channels/deliver';
import { noConnector } from '../../channels/outbox/attempt';
import { definitionFor, isConnectable } from '../../channels/registry';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { contactIdentities, conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { findChannelById } from '../channels/repository';
import { loadTicketSummary } from '../tickets/events';
import { moveSlaOf } from '../sla/clocks';
import { administratorIds, recordFirstResponse } from '../tickets/repository';
import { uploadUrl } from '../uploads/service';
import { accessibleConversation } from './access';
import { readChatSettings } from './chatSettings';
import { messagePreview, recipients, replyTakesConversation } from './conversationRules';
import { publishConversation, publishMessage } from './events';
import { findMessage, findSummary } from './repository';
import { replyProblem } from './replyRules';
import { checkReplyWindow } from './replyWindow';
import { publishTicketChanged, ticketFollowsConversation } from './ticketFollows';

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

/** The customer's id on the channel, where replies are addressed. */
export async function recipientOf(db: Db, channelId: string, contactId: string): Promise<string> {
  const [identity] = await db
    .select({ externalId: contactIdentities.externalId })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.channelId, channelId), eq(contactIdentities.contactId, contactId)))
    .limit(1);
  return identity?.externalId ?? '';
}

/**
 * An agent's reply: checked against the channel's limits, stored as pending, shown to every console that
 * may see the conversation, then handed to the channel's connector, which moves it on (sent, failed).
 * Answering a conversation nobody holds gives it to the agent who answered (the workspace's
 * assignOnReply, on by default), its open ticket with it: one transaction with the message, so a reply
 * is never stored without its assignment; a colleague who answered a moment earlier keeps it. The events
 * go out after the commit. Answers the message as it stands after the hand-over.
 */
export async function replyToConversation(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  id: string,
  input: { text: string; attachmentIds: string[]; template?: TemplateMeta },
): Promise<Message> {
  const row = await accessibleConversation(deps, ctx, id);
  const channel = (await findChannelById(deps.db, row.conversation.channelId))!;
  const files = await attachmentsOf(deps, ctx.workspace.id, [...new Set(input.attachmentIds)]);
  // Outside WhatsApp's (Messenger's, Instagram's) window only a template goes; its text is the filled template.
  const { text, meta } = checkReplyWindow(channel, row.conversation.lastInboundAt, deps.now(), input);
  const problem = replyProblem(channel.type, text, files);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  if (!channel.enabled) throw new AppError(409, CHANNEL_OFF);
  // A channel made before its type lost its stand-in connector: nothing would reach the customer.
  if (!isConnectable(definitionFor(channel.type))) throw new AppError(409, `${noConnector(channel.type)}, so nothing would reach the customer.`);
  const now = deps.now();
  const workspaceId = ctx.workspace.id;
  const stored = await deps.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        workspaceId,
        conversationId: id,
        channelId: channel.id,
        direction: 'outbound',
        authorType: 'agent',
        authorId: ctx.user.id,
        text,
        attachments: files,
        meta,
        deliveryState: 'pending',
        createdAt: now,
      })
      .returning({ id: messages.id });
    const takes = replyTakesConversation(await readChatSettings(tx, workspaceId), row.conversation.assigneeId);
    // Answering reads the conversation: what the customer wrote before is no longer unread. The
    // assignment holds only if nobody took the conversation since it was read (the row lock decides).
    const [after] = await tx
      .update(conversations)
      .set({
        lastMessageAt: now,
        lastMessagePreview: messagePreview(text, files.length),
        lastDirection: 'outbound',
        unread: 0,
        updatedAt: now,
        ...(takes ? { assigneeId: sql`coalesce(${conversations.assigneeId}, ${ctx.user.id}::uuid)` } : {}),
      })
      .where(eq(conversations.id, id))
      .returning({ assigneeId: conversations.assigneeId, ticketId: conversations.ticketId });
    const took = takes && after!.assigneeId === ctx.user.id;
    const ticketChange = took
      ? await ticketFollowsConversation(tx, { workspaceId, ticketId: after!.ticketId, assigneeId: ctx.user.id, actorId: ctx.user.id, now })
      : null;
    const firstResponse = after!.ticketId ? await recordFirstResponse(tx, after!.ticketId, now) : false;
    const slaMoved = after!.ticketId ? await moveSlaOf(tx, after!.ticketId, { kind: 'agentReplied', at: now }) : false;
    return { messageId: message!.id, took, ticketChange, firstResponse: firstResponse || slaMoved, ticketId: after!.ticketId };
  });

  await publishTicketChanged(deps, stored.ticketChange, ctx.user.id);
  // A ticket change already carried the ticket as lists show it; a first response (or its SLA) alone still changes it.
  if (stored.firstResponse && !stored.ticketChange && stored.ticketId) {
    const ticket = await loadTicketSummary(deps.db, workspaceId, stored.ticketId);
    const sendTo = ticket?.assigneeId ? recipients(ticket.assigneeId, await administratorIds(deps.db, workspaceId)) : null;
    if (ticket) await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.ticketUpdated, payload: { ticket }, sendTo });
  }
  const summary = (await findSummary(deps.db, workspaceId, id))!;
  const message = (await findMessage(deps.db, stored.messageId))!;
  await publishMessage(deps, workspaceId, REALTIME_EVENTS.messageCreated, message, summary.assigneeId);
  // Taken from the unassigned queue: every console's list lets it go or moves it to its new owner.
  await publishConversation(deps, workspaceId, summary, stored.took ? null : undefined);

  const recipientExternalId = await recipientOf(deps.db, channel.id, row.conversation.contactId);
  await deliverOutbound(deps, { channel, conversationId: id, recipientExternalId, message });
  return (await findMessage(deps.db, message.id))!;
}
