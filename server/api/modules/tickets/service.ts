import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { checkAssignee } from './actions';
import { editTicket } from './change';
import { publishTicketChange } from './events';
import { insertTicket } from './repository';
import { loadTicketSummary } from './summary';
import { DEFAULT_CHANNEL } from './values';

export async function createTicket(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  input: { subject: string; priority?: TicketPriorityValue; channel?: string; assigneeId?: string },
): Promise<TicketSummary> {
  const workspaceId = ctx.workspace.id;
  const assigneeId = input.assigneeId ?? null;
  await checkAssignee(deps, ctx, assigneeId);
  const now = deps.now();
  const status: TicketStatusValue = assigneeId ? 'new' : 'unassigned';
  const ticket = await insertTicket(
    deps.db,
    {
      workspaceId,
      subject: input.subject,
      status,
      priority: input.priority ?? 'medium',
      channel: input.channel ?? DEFAULT_CHANNEL,
      assigneeId,
      createdAt: now,
      updatedAt: now,
    },
    ctx.user.id,
    { field: 'status', old: null, new: status },
  );
  await publishTicketChange(deps, ticket, 'create', null, { field: 'status', old: null, new: status }, ctx.user.id);
  return (await loadTicketSummary(deps.db, workspaceId, ticket.id))!;
}

/** Sets the status; Unassigned also gives the ticket back to everyone (assignmentRules.settleStatus). */
export function changeTicketStatus(deps: ApiDeps, ctx: WorkspaceContext, id: string, status: TicketStatusValue): Promise<TicketSummary> {
  return editTicket(deps, ctx, id, { kind: 'status', status });
}
