import type { TicketPriorityValue, TicketStatusValue } from '../../../../src/domain/api';
import type { TicketSummary } from '../../../../src/domain/inbox';
import type { ApiDeps } from '../../deps';
import type { WorkspaceContext } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { ticketFor } from './access';
import { AGENT_ASSIGNS_SELF } from './actions';
import { applyChange } from './change';
import { publishTicketChange } from './events';
import { insertTicket, isMember } from './repository';
import { loadTicketSummary } from './summary';
import { DEFAULT_CHANNEL } from './values';


export async function createTicket(
  deps: ApiDeps,
  ctx: WorkspaceContext,
  input: { subject: string; priority?: TicketPriorityValue; channel?: string; assigneeId?: string },
): Promise<TicketSummary> {
  const workspaceId = ctx.workspace.id;
  const assigneeId = input.assigneeId ?? null;
  if (ctx.member.role !== 'Administrator' && assigneeId !== null && assigneeId !== ctx.user.id) throw forbidden(AGENT_ASSIGNS_SELF);
  if (assigneeId && !(await isMember(deps.db, workspaceId, assigneeId))) {
    throw badRequest('The assignee must be a member of this workspace.', { assigneeId: 'Not a member of this workspace' });
  }
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

export async function changeTicketStatus(deps: ApiDeps, ctx: WorkspaceContext, id: string, status: TicketStatusValue): Promise<TicketSummary> {
  const ticket = await ticketFor(deps, ctx, id, 'change');
  const history = ticket.status === status ? [] : [{ field: 'status', old: ticket.status, new: status }];
  // statusOmni records a status an agent set (spec §4: unsolved shows as new while it is empty).
  return applyChange(
    deps,
    ctx,
    ticket,
    { status, statusOmni: status, solvedAt: status === 'solved' ? deps.now() : null },
    history,
    status === 'solved' ? 'solved' : 'change',
  );
}
