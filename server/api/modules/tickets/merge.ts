import { and, eq } from 'drizzle-orm';
import type { TicketSummary } from '../../../../src/domain/inbox';
import { conversations, notes } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { ticketFor } from './access';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry } from './repository';
import { loadTicketSummary } from './summary';

export const SAME_CONTACT_ONLY = 'Only tickets of the same contact can be merged.';
export const NOT_ITSELF = 'A ticket cannot be merged into itself.';

/**
 * Merges ticket `id` (the source) into `intoId`: the source is solved and unassigned (its work goes on
 * in the target), leaves every list and points at the target; its notes move to the target so the work done on it is read in one place, while its
 * history stays with it (it tells what happened to that ticket, the merge included). The conversation
 * that fed the source now feeds the target, so the customer's next message continues it.
 * Answers the source as it now is.
 */
export async function mergeTickets(deps: ApiDeps, ctx: WorkspaceContext, id: string, intoId: string): Promise<TicketSummary> {
  if (id === intoId) throw badRequest(NOT_ITSELF, { intoId: NOT_ITSELF });
  const source = await ticketFor(deps, ctx, id, 'change');
  const target = await ticketFor(deps, ctx, intoId, 'change');
  if (!source.contactId || source.contactId !== target.contactId) throw badRequest(SAME_CONTACT_ONLY, { intoId: SAME_CONTACT_ONLY });
  const now = deps.now();
  const sourceHistory: HistoryEntry[] = [{ field: 'merged', old: null, new: `#${target.number}` }];
  if (source.status !== 'solved') sourceHistory.push({ field: 'status', old: source.status, new: 'solved' });
  if (source.assigneeId) sourceHistory.push({ field: 'assignee', old: source.assigneeId, new: null });
  const targetHistory: HistoryEntry[] = [{ field: 'mergedFrom', old: null, new: `#${source.number}` }];
  const { closed, grown } = await deps.db.transaction(async (tx) => {
    const closed = await updateTicket(
      tx,
      source,
      // Solved and unassigned, always: the list's count finds merged tickets there (listCount.ts).
      { mergedIntoId: target.id, status: 'solved', statusOmni: 'solved', assigneeId: null, solvedAt: source.solvedAt ?? now, updatedAt: now },
      ctx.user.id,
      sourceHistory,
    );
    await tx.update(notes).set({ ticketId: target.id }).where(eq(notes.ticketId, source.id));
    await tx
      .update(conversations)
      .set({ ticketId: target.id })
      .where(and(eq(conversations.workspaceId, ctx.workspace.id), eq(conversations.ticketId, source.id)));
    const grown = await updateTicket(tx, target, { updatedAt: now }, ctx.user.id, targetHistory);
    return { closed, grown };
  });
  await publishTicketChange(deps, closed, 'close', source.assigneeId, sourceHistory, ctx.user.id);
  await publishTicketChange(deps, grown, 'change', target.assigneeId, targetHistory, ctx.user.id);
  return (await loadTicketSummary(deps.db, ctx.workspace.id, source.id))!;
}
