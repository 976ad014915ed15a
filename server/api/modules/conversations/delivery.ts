import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveryState, Message } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import { conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishMessage } from './events';
import { findMessage } from './repository';

/**
 * Records how far an outbound message got (pending, sent, delivered, read, failed) and tells whoever may
 * see its conversation ('message updated'). `onlyFrom`: change it only from these states (a receipt that
 * came first is never overtaken by 'sent'). Answers the message, or undefined when it no longer exists or
 * was not in one of those states (nothing is published then).
 */
export async function setDeliveryState(
  deps: ApiDeps,
  messageId: string,
  state: DeliveryState,
  error?: string,
  onlyFrom?: readonly DeliveryState[],
): Promise<Message | undefined> {
  const [row] = await deps.db
    .update(messages)
    .set({ deliveryState: state, deliveryError: error ?? null })
    .where(and(eq(messages.id, messageId), onlyFrom ? inArray(messages.deliveryState, [...onlyFrom]) : undefined))
    .returning({ workspaceId: messages.workspaceId, conversationId: messages.conversationId });
  if (!row) return undefined;
  const [conversation] = await deps.db.select({ assigneeId: conversations.assigneeId }).from(conversations).where(eq(conversations.id, row.conversationId));
  const message = (await findMessage(deps.db, messageId))!;
  await publishMessage(deps, row.workspaceId, REALTIME_EVENTS.messageUpdated, message, conversation?.assigneeId ?? null);
  return message;
}
