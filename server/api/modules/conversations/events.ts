import type { ConversationSummary, Message } from '../../../../src/domain/inbox';
import { REALTIME_EVENTS } from '../../../../src/domain/realtimeEvents';
import type { ApiDeps } from '../../deps';
import { takersOf } from '../../realtime/audience';
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
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.conversationUpdated, payload: { conversation }, sendTo });
}

/**
 * 'message created' or 'message updated', for whoever may see the message's conversation. Who holds the
 * conversation rides beside the message, so a console can decide its message sound (mine or unassigned).
 */
export async function publishMessage(
  deps: ApiDeps,
  workspaceId: string,
  type: typeof REALTIME_EVENTS.messageCreated | typeof REALTIME_EVENTS.messageUpdated,
  message: Message,
  assigneeId: string | null,
): Promise<void> {
  await deps.realtime.publish({ workspaceId, type, payload: { message, assigneeId }, sendTo: await sendToFor(deps, workspaceId, assigneeId) });
}

/** 'conversation created' for a new conversation nobody holds: its alert, for every member who may take it. */
export async function publishConversationCreated(deps: ApiDeps, workspaceId: string, conversation: ConversationSummary): Promise<void> {
  if (conversation.assigneeId) return;
  const sendTo = await takersOf(deps.db, workspaceId, 'chat');
  await deps.realtime.publish({ workspaceId, type: REALTIME_EVENTS.conversationCreated, payload: { conversation }, sendTo });
}
