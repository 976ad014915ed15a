import { INBOX_EVENT_TYPES, type ConversationSummary, type Message } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import { administratorIds } from '../tickets/repository';
import { recipients } from './conversationRules';

async function sendToFor(deps: ApiDeps, workspaceId: string, assigneeId: string | null): Promise<string[] | null> {
  return assigneeId ? recipients(assigneeId, await administratorIds(deps.db, workspaceId)) : null;
}

/**
 * 'conversation updated' for whoever may see it now; after a reassignment, also for whoever could see it
 * before (`previousAssigneeId`: a string, or null when it was everyone's), so their lists let it go.
 */
export async function publishConversation(
  deps: ApiDeps,
  workspaceId: string,
  conversation: ConversationSummary,
  previousAssigneeId?: string | null,
): Promise<void> {
  let sendTo = await sendToFor(deps, workspaceId, conversation.assigneeId);
  if (previousAssigneeId === null) sendTo = null;
  else if (previousAssigneeId && sendTo) sendTo = [...new Set([...sendTo, previousAssigneeId])];
  await deps.realtime.publish({ workspaceId, type: INBOX_EVENT_TYPES.conversationUpdated, payload: { conversation }, sendTo });
}

/** 'message created' or 'message updated', for whoever may see the message's conversation. */
export async function publishMessage(
  deps: ApiDeps,
  workspaceId: string,
  type: typeof INBOX_EVENT_TYPES.messageCreated | typeof INBOX_EVENT_TYPES.messageUpdated,
  message: Message,
  assigneeId: string | null,
): Promise<void> {
  await deps.realtime.publish({ workspaceId, type, payload: { message }, sendTo: await sendToFor(deps, workspaceId, assigneeId) });
}
