import { and, eq } from 'drizzle-orm';
import type { Message } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { deliverOutbound } from '../../channels/deliver';
import { noConnector } from '../../channels/outbox/attempt';
import { definitionFor, isConnectable } from '../../channels/registry';
import { messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { findChannelById } from '../channels/repository';
import { accessibleConversation } from './access';
import { publishMessage } from './events';
import { CHANNEL_OFF, recipientOf } from './reply';
import { findMessage } from './repository';

export const NO_SUCH_REPLY = 'There is no such reply in this conversation.';
export const ONLY_FAILED = 'Only a reply that failed can be sent again.';

/**
 * 'Retry' on a failed reply: it is pending again (every console sees it leave 'Failed') and goes back to
 * the one outbox under the same delivery id. The state is
 * claimed with one conditional update, so two agents pressing Retry together queue it once.
 */
export async function retryReply(deps: ApiDeps, ctx: WorkspaceContext, conversationId: string, messageId: string): Promise<Message> {
  const row = await accessibleConversation(deps, ctx, conversationId);
  const [stored] = await deps.db
    .select({ direction: messages.direction, state: messages.deliveryState })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  if (!stored || stored.direction !== 'outbound') throw notFound(NO_SUCH_REPLY);
  // A reply already on its way again (a colleague pressed Retry a moment earlier) is simply answered.
  if (stored.state === 'pending') return (await findMessage(deps.db, messageId))!;
  if (stored.state !== 'failed') throw new AppError(409, ONLY_FAILED);
  const channel = (await findChannelById(deps.db, row.conversation.channelId))!;
  if (!channel.enabled) throw new AppError(409, CHANNEL_OFF);
  if (!isConnectable(definitionFor(channel.type))) throw new AppError(409, `${noConnector(channel.type)}, so nothing would reach the customer.`);
  const claimed = await deps.db
    .update(messages)
    .set({ deliveryState: 'pending', deliveryError: null })
    .where(and(eq(messages.id, messageId), eq(messages.deliveryState, 'failed')))
    .returning({ id: messages.id });
  const message = (await findMessage(deps.db, messageId))!;
  if (claimed.length === 0) return message;
  await publishMessage(deps, ctx.workspace.id, REALTIME_EVENTS.messageUpdated, message, row.conversation.assigneeId);
  const recipientExternalId = await recipientOf(deps.db, channel.id, row.conversation.contactId);
  await deliverOutbound(deps, { channel, conversationId, recipientExternalId, message }, true);
  return (await findMessage(deps.db, messageId))!;
}
