import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { mayAccess } from './conversationRules';
import type { SummaryRow } from './mappers';
import { findSummaryRow } from './repository';

export const NO_SUCH_CONVERSATION = 'There is no such conversation.';

/** The conversation when the caller may work on it; another workspace's, or a colleague's for an Agent, is 404. */
export async function accessibleConversation(deps: ApiDeps, ctx: WorkspaceContext, id: string): Promise<SummaryRow> {
  const row = await findSummaryRow(deps.db, ctx.workspace.id, id);
  if (!row || !mayAccess(ctx.member.role, ctx.user.id, row.conversation.assigneeId)) throw notFound(NO_SUCH_CONVERSATION);
  return row;
}
