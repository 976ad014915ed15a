import { and, eq } from 'drizzle-orm';
import type { TicketSummary } from '../../../../src/domain/inbox';
import { conversations, notes } from '../../db/inboxSchema';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { ticketFor } from './access';
import { publishTicketChange } from './events';
import { updateTicket, type HistoryEntry, type TicketRow, type Tx } from './repository';
import { loadTicketSummary } from './summary';

export const SAME_CONTACT_ONLY = 'Only tickets of the same contact can be merged.';
export const NOT_ITSELF = 'A ticket cannot be merged into itself.';

/** Why `source` cannot go into `target`, or null when it can. */
export function mergeRefusal(source: TicketRow, target: TicketRow): string | null {
  if (source.id === target.id) return NOT_ITSELF;
  return !source.contactId || source.contactId !== target.contactId ? SAME_CONTACT_ONLY : null;
}

export interface MergedSource {
  closed: TicketRow;
  history: HistoryEntry[];
  /** The line the target records for it. */
  targetLine: HistoryEntry;
}

/**
 * Inside the caller's transaction, closes `source` into `target`: the source is solved and unassigned
 * (its work goes on in the target), leaves every list and points at the target; its notes move to the
 * target so the work done on it is read in one place, while its history stays with it (it tells what
 * happened to that ticket, the merge included). The conversation that fed the source now feeds the
 * target, so the customer's next message continues it. The target's own row is the caller's to write.
 */
export async function closeInto(tx: Tx, source: TicketRow, target: TicketRow, actorId: string, now: Date): Promise<MergedSource> {
  const history: HistoryEntry[] = [{ field: 'merged', old: null, new: `#${target.number}` }];
  if (source.status !== 'solved') history.push({ field: 'status', old: source.status, new: 'solved' });
  if (source.assigneeId) history.push({ field: 'assignee', old: source.assigneeId, new: null });
  const closed = await updateTicket(
    tx,
    source,
    // Solved and unassigned, always: the list's count finds merged tickets there (listCount.ts).
    { mergedIntoId: target.id, status: 'solved', statusOmni: 'solved', assigneeId: null, solvedAt: source.solvedAt ?? now, updatedAt: now },
    actorId,
    history,
  );
  await tx.update(notes).set({ ticketId: target.id }).where(eq(notes.ticketId, source.id));
  await tx
    .update(conversations)
    .set({ ticketId: target.id })
    .where(and(eq(conversations.workspaceId, source.workspaceId), eq(conversations.ticketId, source.id)));
  return { closed, history, targetLine: { field: 'mergedFrom', old: null, new: `#${source.number}` } };
}

/** Merges ticket `id` (the source) into `intoId` (see closeInto). Answers the source as it now is. */
export async function mergeTickets(deps: ApiDeps, ctx: WorkspaceContext, id: string, intoId: string): Promise<TicketSummary> {
  if (id === intoId) throw badRequest(NOT_ITSELF, { intoId: NOT_ITSELF });
  const source = await ticketFor(deps, ctx, id, 'change');
  const target = await ticketFor(deps, ctx, intoId, 'change');
  const refusal = mergeRefusal(source, target);
  if (refusal) throw badRequest(refusal, { intoId: refusal });
  const now = deps.now();
  const { merged, grown } = await deps.db.transaction(async (tx) => {
    const merged = await closeInto(tx, source, target, ctx.user.id, now);
    const grown = await updateTicket(tx, target, { updatedAt: now }, ctx.user.id, merged.targetLine);
    return { merged, grown };
  });
  await publishTicketChange(deps, merged.closed, 'close', source.assigneeId, merged.history, ctx.user.id);
  await publishTicketChange(deps, grown, 'change', target.assigneeId, merged.targetLine, ctx.user.id);
  return (await loadTicketSummary(deps.db, ctx.workspace.id, source.id))!;
}
