import { and, eq } from 'drizzle-orm';
import { conversations } from '../../db/inboxSchema';
import type { Db } from '../../db/client';
import type { ApiDeps } from '../../deps';
import { publishConversation } from './events';
import { findSummary, type Tx } from './repository';

/** A conversation moved along with its ticket, inside a transaction: what to publish once it committed. */
export interface ConversationFollowed {
  conversationId: string;
  assigneeBefore: string | null;
}

/**
 * A ticket given to someone (assign, take) takes its open conversation along, so the agent who owns
 * the ticket can answer the customer; assigning a conversation moves its ticket the same way
 * (assignConversation). A resolved conversation keeps its history as it was. Written with the ticket's
 * change, in the caller's transaction; answers what moved, or null.
 */
export async function conversationFollowsTicket(
  db: Db | Tx,
  input: { workspaceId: string; conversationId: string | null; assigneeId: string | null; now: Date },
): Promise<ConversationFollowed | null> {
  const { workspaceId, conversationId, assigneeId } = input;
  if (!conversationId) return null;
  const [row] = await db
    .select({ assigneeId: conversations.assigneeId, status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, conversationId)));
  if (!row || row.status !== 'open' || row.assigneeId === assigneeId) return null;
  await db.update(conversations).set({ assigneeId, updatedAt: input.now }).where(eq(conversations.id, conversationId));
  return { conversationId, assigneeBefore: row.assigneeId };
}

/** After the commit: the moved conversation, as stored, to whoever could see it before and after. */
export async function publishConversationFollowed(deps: ApiDeps, workspaceId: string, followed: ConversationFollowed | null): Promise<void> {
  if (!followed) return;
  const summary = await findSummary(deps.db, workspaceId, followed.conversationId);
  if (summary) await publishConversation(deps, workspaceId, summary, followed.assigneeBefore);
}
