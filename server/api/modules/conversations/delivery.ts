import { eq } from 'drizzle-orm';
import { INBOX_EVENT_TYPES, type DeliveryState, type Message } from '../../../../src/domain/inbox';
import { conversations, messages } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishMessage } from './events';
import { findMessage } from './repository';

/**
 * Records how far an outbound message got (pending, sent, delivered, read, failed) and tells whoever may
 * see its conversation ('message updated'). Answers the message, or undefined when it no longer exists.
 */
export async function setDeliveryState(deps: ApiDeps, messageId: string, state: DeliveryState, error?: string): Promise<Message | undefined> {
  const [row] = await deps.db
    .update(messages)
    .set({ deliveryState: state, deliveryError: error ?? null })
    .where(eq(messages.id, messageId))
    .returning({ workspaceId: messages.workspaceId, conversationId: messages.conversationId });
  if (!row) return undefined;
  const [conversation] = await deps.db.select({ assigneeId: conversations.assigneeId }).from(conversations).where(eq(conversations.id, row.conversationId));
  const message = (await findMessage(deps.db, messageId))!;
  await publishMessage(deps, row.workspaceId, INBOX_EVENT_TYPES.messageUpdated, message, conversation?.assigneeId ?? null);
  return message;
}
