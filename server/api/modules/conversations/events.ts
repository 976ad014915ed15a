import { INBOX_EVENT_TYPES, type ConversationSummary, type Message } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import { administratorIds } from '../tickets/repository';
import { recipients } from './conversationRules';

async function sendToFor(deps: ApiDeps, workspaceId: string, assigneeId: string | null): Promise<string[] | null> {
  return assigneeId ? recipients(assigneeId, await administratorIds(deps.db, workspaceId)) : null;
}

export async function publishConversation(deps: ApiDeps, workspaceId: string, conversation: ConversationSummary): Promise<void> {
  await deps.realtime.publish({
    workspaceId,
    type: INBOX_EVENT_TYPES.conversationUpdated,
    payload: { conversation },
    sendTo: await sendToFor(deps, workspaceId, conversation.assigneeId),
  });
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
