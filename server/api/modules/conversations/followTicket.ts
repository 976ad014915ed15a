import { and, eq } from 'drizzle-orm';
import { conversations } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import { publishConversation } from './events';
import { findSummary } from './repository';

/**
 * A ticket given to someone (assign, take) takes its open conversation along, so the agent who owns
 * the ticket can answer the customer; assigning a conversation moves its ticket the same way
 * (assignConversation). A resolved conversation keeps its history as it was.
 */
export async function conversationFollowsTicket(
  deps: ApiDeps,
  workspaceId: string,
  conversationId: string | null,
  assigneeId: string | null,
): Promise<void> {
  if (!conversationId) return;
  const [row] = await deps.db
    .select({ assigneeId: conversations.assigneeId, status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, conversationId)));
  if (!row || row.status !== 'open' || row.assigneeId === assigneeId) return;
  await deps.db.update(conversations).set({ assigneeId, updatedAt: deps.now() }).where(eq(conversations.id, conversationId));
  const summary = await findSummary(deps.db, workspaceId, conversationId);
  if (summary) await publishConversation(deps, workspaceId, summary, row.assigneeId);
}
