import type { TicketEventPayload } from '../../../../src/domain/api';
import type { BulkFailure, BulkOperation } from '../../../../src/domain/ticketBulk';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { conversationFollowsTicket, publishConversationFollowed, type ConversationFollowed } from '../conversations/followTicket';
import { MERGED_ALREADY, mayChange, NO_SUCH_TICKET, SOMEONE_ELSES } from './access';
import type { BatchOutcome } from './bulkRules';
import { lockedRows } from './bulkSelection';
import { solveRefusal } from '../../../../src/domain/ticketSettingsRules';
import { ticketSettings } from '../settings/ticketService';
import { eventAction, isSolving } from './change';
import { publishTicketChange } from './events';
import { closeInto, mergeRefusal } from './merge';
import { updateTicket, type HistoryEntry, type TicketRow, type Tx } from './repository';
import { isRefusal, planEdit } from './ticketEditRules';

export const TARGET_GONE = 'The ticket to merge into can no longer take tickets.';

/** A ticket written in the batch's transaction, published once it committed. */
interface Written {
  before: TicketRow;
  after: TicketRow;
  history: HistoryEntry[];
  action: TicketEventPayload['action'];
  assigneeChanged: boolean;
}

interface Result {
  written: Written[];
  unchanged: number;
  failures: BulkFailure[];
}

/** Why the caller may not change this ticket now; a ticket they may not read is not named by its number. */
function refusalOf(ctx: WorkspaceContext, id: string, row: TicketRow | undefined): BulkFailure | null {
  if (!row) return { ticketId: id, number: null, reason: NO_SUCH_TICKET };
  if (!mayChange(ctx, row)) return { ticketId: id, number: null, reason: SOMEONE_ELSES };
  if (row.mergedIntoId) return { ticketId: id, number: row.number, reason: MERGED_ALREADY };
  return null;
}

async function writeEdits(tx: Tx, ctx: WorkspaceContext, ids: string[], operation: Exclude<BulkOperation, { kind: 'merge' }>, now: Date): Promise<Result> {
  const rows = new Map((await lockedRows(tx, ctx.workspace.id, ids)).map((row) => [row.id, row]));
  const settings = await ticketSettings(tx, ctx.workspace.id);
  const result: Result = { written: [], unchanged: 0, failures: [] };
  for (const id of ids) {
    const row = rows.get(id);
    const failure = refusalOf(ctx, id, row);
    if (failure || !row) {
      result.failures.push(failure!);
      continue;
    }
    const plan = planEdit(row, operation, now);
    const reason = isRefusal(plan) ? plan.refused : isSolving(operation, plan) ? solveRefusal(settings, row)?.message : undefined;
    if (reason) result.failures.push({ ticketId: id, number: row.number, reason });
    else if (isRefusal(plan)) continue;
    else if (plan.history.length === 0) result.unchanged++;
    else {
      const after = await updateTicket(tx, row, { ...plan.set, updatedAt: now }, ctx.user.id, plan.history);
      result.written.push({ before: row, after, history: plan.history, action: eventAction(operation), assigneeChanged: plan.assigneeChanged });
    }
  }
  return result;
}

/** Why `source` cannot go into the target now, or null: the target too is checked as it is now. */
function mergeFailure(ctx: WorkspaceContext, source: TicketRow, target: TicketRow | undefined): BulkFailure | null {
  const reason = !target || refusalOf(ctx, target.id, target) ? TARGET_GONE : mergeRefusal(source, target);
  return reason ? { ticketId: source.id, number: source.number, reason } : null;
}

async function writeMerges(tx: Tx, ctx: WorkspaceContext, ids: string[], intoId: string, now: Date): Promise<Result> {
  const rows = new Map((await lockedRows(tx, ctx.workspace.id, [...ids, intoId])).map((row) => [row.id, row]));
  const target = rows.get(intoId);
  const result: Result = { written: [], unchanged: 0, failures: [] };
  const targetLines: HistoryEntry[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    const failure = refusalOf(ctx, id, row) ?? mergeFailure(ctx, row!, target);
    if (failure || !row || !target) {
      result.failures.push(failure!);
      continue;
    }
    const merged = await closeInto(tx, row, target, ctx.user.id, now);
    targetLines.push(merged.targetLine);
    result.written.push({ before: row, after: merged.closed, history: merged.history, action: 'close', assigneeChanged: false });
  }
  if (target && targetLines.length) {
    const grown = await updateTicket(tx, target, { updatedAt: now }, ctx.user.id, targetLines);
    result.written.push({ before: target, after: grown, history: targetLines, action: 'change', assigneeChanged: false });
  }
  return result;
}

/**
 * One batch of a bulk action in one transaction, every row locked and checked as it is now (access, a
 * merge since the selection), with the conversations that follow a new assignee; the events come after
 * the commit. Answers the batch's counts; what the target of a merge records is not counted.
 */
export async function runBatch(deps: ApiDeps, ctx: WorkspaceContext, ids: string[], operation: BulkOperation): Promise<BatchOutcome> {
  const now = deps.now();
  const { result, followed } = await deps.db.transaction(async (tx) => {
    const result = operation.kind === 'merge' ? await writeMerges(tx, ctx, ids, operation.intoId, now) : await writeEdits(tx, ctx, ids, operation, now);
    const followed: (ConversationFollowed | null)[] = [];
    for (const { before, after, assigneeChanged } of result.written) {
      if (!assigneeChanged) continue;
      followed.push(await conversationFollowsTicket(tx, { workspaceId: ctx.workspace.id, conversationId: before.conversationId, assigneeId: after.assigneeId, now }));
    }
    return { result, followed };
  });
  for (const { before, after, history, action } of result.written) {
    await publishTicketChange(deps, after, action, before.assigneeId, history, ctx.user.id);
  }
  for (const moved of followed) await publishConversationFollowed(deps, ctx.workspace.id, moved);
  const changed = result.written.filter((w) => operation.kind !== 'merge' || w.before.id !== operation.intoId).length;
  return { changed, unchanged: result.unchanged, failures: result.failures };
}
